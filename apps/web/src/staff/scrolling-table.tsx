import { type ReactNode, useId } from 'react';

/**
 * A staff table that may be wider than a phone: it scrolls sideways in a frame that can take the
 * keyboard's focus (so the arrow keys scroll it) and is named by the table's caption.
 */
export function ScrollingTable({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1)
    <section className="web-staff-table-wrap" aria-labelledby={captionId} tabIndex={0}>
      <table className="web-staff-table web-statistics-table">
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </section>
  );
}
