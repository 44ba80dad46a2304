import { type MouseEvent, type Ref, useId } from 'react';

export interface ErrorSummaryItem {
  /** What went wrong, in words. */
  message: string;
  /** The id of the field to fix; the message links to it. None for errors of the whole form. */
  fieldId?: string | undefined;
  /**
   * Brings the field into view where it is not on the page yet (an editor opens the block or page
   * it is on), in place of moving focus to `fieldId`.
   */
  onShow?: (() => void) | undefined;
}

export interface ErrorSummaryProps {
  /** The summary's heading, e.g. 'Det gick inte att logga in'. */
  title: string;
  /** The errors, in the order of the fields. */
  items: readonly ErrorSummaryItem[];
  /** The summary's heading level: 2 for a form that is the page's main content (default), 3 in a section. */
  headingLevel?: 2 | 3;
  /** The form moves focus here after a failed submit. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The errors of a form, gathered at its top after a failed submit: announced, focusable, and
 * each error a link that moves focus to its field (WCAG 3.3.1, 3.3.3). Nothing without errors.
 *
 * @example
 * <ErrorSummary ref={summaryRef} title="Det gick inte att skapa kontot" items={[{ message: 'Skriv ditt förnamn.', fieldId: 'first_name' }]} />
 */
export function ErrorSummary({ title, items, headingLevel = 2, ref }: ErrorSummaryProps) {
  const titleId = useId();
  if (items.length === 0) {
    return null;
  }
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div ref={ref} className="jb-error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <Heading id={titleId} className="jb-error-summary__title">
        {title}
      </Heading>
      <ul className="jb-error-summary__list">
        {items.map((item) => (
          <li key={`${item.fieldId ?? ''}${item.message}`}>
            {item.fieldId ? (
              <a href={`#${item.fieldId}`} onClick={(event) => showField(event, item)}>
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

// A plain hash link would scroll but leave focus behind, and change the address of the page.
function showField(event: MouseEvent<HTMLAnchorElement>, { fieldId, onShow }: ErrorSummaryItem) {
  if (onShow) {
    event.preventDefault();
    onShow();
    return;
  }
  const field = fieldId ? event.currentTarget.ownerDocument.getElementById(fieldId) : null;
  if (!field) {
    return;
  }
  event.preventDefault();
  field.scrollIntoView?.({ block: 'center' });
  field.focus();
}
