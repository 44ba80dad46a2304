import { MOTIVERING_MAX_LENGTH } from '@jamstalldhet/contract';
import { type Ref, useId } from 'react';
import type { EditorProblem } from '../problem-summary';

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
  const id = useId();
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
      <div className="jb-field" data-state={error ? 'error' : undefined}>
        <label className="jb-field__label" htmlFor={id}>
          Motivering (obligatorisk)
        </label>
        <p id={`${id}-hint`} className="jb-field__hint">
          Varför publiceras det ändå? Motiveringen visas med varningarna i tillgänglighetsredogörelsen.
        </p>
        {error && (
          <p id={`${id}-error`} className="jb-field__error">
            {error}
          </p>
        )}
        <textarea
          ref={ref}
          id={id}
          rows={3}
          maxLength={MOTIVERING_MAX_LENGTH}
          value={motivering}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => onMotivering(event.target.value)}
        />
      </div>
    </div>
  );
}
