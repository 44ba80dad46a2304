import { TextareaField } from '@jamstalldhet/blocks';
import { MOTIVERING_MAX_LENGTH } from '@jamstalldhet/contract';
import type { ChangeEvent, Ref } from 'react';
import type { EditorProblem } from '../problem-summary';

const FIELD = {
  label: 'Motivering (obligatorisk)',
  hint: 'Varför publiceras det ändå? Motiveringen sparas med publiceringen och visas i tillgänglighetsredogörelsen med varningarna om tillgänglighet (inte med okända ord).',
  rows: 3,
  maxLength: MOTIVERING_MAX_LENGTH,
};

/**
 * In "Publicera?" when the draft has varningar of the content rules (issue 40): each varning, and
 * the administrator's "Motivering", which the accessibility statement lists with them. The
 * publish waits for it; the text stays through a cancel, so nothing written is lost.
 */
export function PublishWarnings({
  warnings,
  motivering,
  onMotivering,
  error,
  ref,
}: {
  warnings: readonly EditorProblem[];
  motivering: string;
  onMotivering: (value: string) => void;
  error: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const typed = (event: ChangeEvent<HTMLTextAreaElement>) => onMotivering(event.target.value);
  const count = warnings.length === 1 ? '1 varning' : `${warnings.length} varningar`;
  return (
    <div className="web-editor-impact">
      <h3>Utkastet har {count}</h3>
      <ul>
        {warnings.map((warning, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two varningar of one field may say the same; the list is read, never reordered
          <li key={index}>
            {warning.where}: {warning.message}
          </li>
        ))}
      </ul>
      <TextareaField {...FIELD} ref={ref} error={error ?? undefined} value={motivering} onChange={typed} />
    </div>
  );
}
