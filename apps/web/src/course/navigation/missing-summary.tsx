import { blockControlId, focusBlock } from '@jamstalldhet/blocks';
import type { Block } from '@jamstalldhet/contract';
import { type MouseEvent, useId } from 'react';
import './missing-summary.css';

export const MISSING_SUMMARY_HEADING = 'Svara på de obligatoriska frågorna innan du går vidare';

/**
 * The mandatory questions the learner tried to skip, by title, each a link to its question.
 * The region is an alert that is always in the page, so the list is read out as soon as it
 * appears, even though focus moves to the first question.
 */
export function MissingSummary({ blocks }: { blocks: readonly Block[] }) {
  const headingId = useId();
  function focusQuestion(event: MouseEvent<HTMLAnchorElement>, blockId: string) {
    // Focus, not only scroll: the question and its error are then read together.
    if (focusBlock(blockId)) {
      event.preventDefault();
    }
  }
  return (
    <div role="alert" className="web-missing-summary-region">
      {blocks.length > 0 && (
        <section className="web-missing-summary" aria-labelledby={headingId}>
          <h2 id={headingId} className="web-missing-summary__heading">
            {MISSING_SUMMARY_HEADING}
          </h2>
          <ul className="web-missing-summary__list">
            {blocks.map((block) => (
              <li key={block.block_id}>
                <a
                  href={`#${blockControlId(block.block_id)}`}
                  onClick={(event) => focusQuestion(event, block.block_id)}
                >
                  {block.title?.trim() || 'Obligatorisk fråga'}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
