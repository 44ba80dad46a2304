import type { Block } from '@jamstalldhet/contract';
import { type MouseEvent, useId } from 'react';
import { useLabels } from '../../i18n/labels';
import { blockControlId, focusBlock } from '../../parts/block-ids';
import { courseLabels } from '../course-labels';

/**
 * The mandatory questions the learner tried to skip, by title, each a link to its question.
 * The region is an alert that is always in the page, so the list is read out as soon as it
 * appears, even though focus moves to the first question.
 */
export function MissingSummary({ blocks }: { blocks: readonly Block[] }) {
  const headingId = useId();
  const t = useLabels(courseLabels);
  function focusQuestion(event: MouseEvent<HTMLAnchorElement>, blockId: string) {
    // Focus, not only scroll: the question and its error are then read together.
    if (focusBlock(blockId)) {
      event.preventDefault();
    }
  }
  return (
    <div role="alert" className="jb-missing-summary-region">
      {blocks.length > 0 && (
        <section className="jb-error-summary" aria-labelledby={headingId}>
          <h2 id={headingId} className="jb-error-summary__title">
            {t['course.missingHeading']}
          </h2>
          <ul className="jb-error-summary__list">
            {blocks.map((block) => (
              <li key={block.block_id}>
                <a
                  href={`#${blockControlId(block.block_id)}`}
                  onClick={(event) => focusQuestion(event, block.block_id)}
                >
                  {block.title?.trim() || t['course.missingUntitled']}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
