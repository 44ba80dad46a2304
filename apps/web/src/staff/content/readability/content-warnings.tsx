import { contentWarnings } from '@jamstalldhet/blocks/engine';
import type { Education, Page } from '@jamstalldhet/contract';
import { useMemo } from 'react';
import { withBlockIds } from '../problem-blocks';
import type { EditorProblem } from '../problem-summary';

/**
 * The content rules' varningar for the draft as it is typed (issue 40): an alt text that is a file
 * name or too long, a paragraph in another language without its marking. They do not stop a
 * publish; each links to its field like a problem. Nothing when there are none.
 */
export function ContentWarnings({
  document,
  onShow,
}: {
  document: Education | Page;
  onShow: (problem: EditorProblem) => void;
}) {
  const warnings = useMemo(() => withBlockIds(contentWarnings(document), document), [document]);
  if (warnings.length === 0) {
    return null;
  }
  return (
    <details className="web-readability">
      <summary className="web-readability__summary">
        {warnings.length === 1
          ? '1 varning om tillgänglighet'
          : `${warnings.length} varningar om tillgänglighet`}
      </summary>
      <p>
        Varningar hindrar inte en publicering, men rätta dem om du kan. En administratör som publicerar ändå
        skriver en motivering, som visas i tillgänglighetsredogörelsen.
      </p>
      <ul>
        {warnings.map((warning, index) => (
          // Two varningar of one field may say the same: their order tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is read, never reordered
          <li key={index}>
            <a
              href={`#${warning.path}`}
              onClick={(event) => {
                event.preventDefault();
                onShow(warning);
              }}
            >
              {warning.where}: {warning.message}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
