import { contentFindings } from '@jamstalldhet/blocks/engine';
import type { Education, Page } from '@jamstalldhet/contract';
import { useDeferredValue, useMemo } from 'react';
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
  // Worked out after the keystroke is drawn: on a course of 100 pages it takes tens of milliseconds.
  const deferred = useDeferredValue(document);
  const warnings = useMemo(
    () =>
      withBlockIds(
        contentFindings(deferred).filter((finding) => finding.severity === 'warning'),
        deferred,
      ),
    [deferred],
  );
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
      <p>Varningar hindrar inte en publicering, men rätta dem om du kan.</p>
      <ul>
        {warnings.map((warning) => (
          <li key={`${warning.path}:${warning.message}`}>
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
