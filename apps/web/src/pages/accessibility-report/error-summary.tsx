import { type MouseEvent, type Ref, useId } from 'react';
import './error-summary.css';

export interface ErrorSummaryItem {
  /** The id of the field the error is about. */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  heading: string;
  items: readonly ErrorSummaryItem[];
  /** Focus is moved here after a failed submit, so the errors are read out first. */
  ref?: Ref<HTMLElement>;
}

/**
 * The errors of a form, listed above it with links to their fields (as Aksel's and
 * Designsystemet's error summaries). It gets focus after a failed submit; each link moves
 * focus to its field.
 */
export function ErrorSummary({ heading, items, ref }: ErrorSummaryProps) {
  const headingId = useId();
  if (items.length === 0) {
    return null;
  }
  function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    // Focus, not just scroll: the field's label and error are then read together.
    event.preventDefault();
    document.getElementById(fieldId)?.focus();
  }
  return (
    <section ref={ref} tabIndex={-1} className="web-report-errors" aria-labelledby={headingId}>
      <h3 id={headingId} className="web-report-errors__heading">
        {heading}
      </h3>
      <ul className="web-report-errors__list">
        {items.map((item) => (
          <li key={item.fieldId}>
            <a href={`#${item.fieldId}`} onClick={(event) => focusField(event, item.fieldId)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
