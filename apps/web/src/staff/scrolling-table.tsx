import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** Whether the element is narrower than what it holds (it scrolls sideways), kept up to date. */
function useOverflowing<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') {
      return;
    }
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, overflowing };
}

/**
 * A staff table, with its caption, its column headings and its rows (`children`). It may be
 * wider than a phone: it scrolls sideways in its frame, which then takes the keyboard's focus
 * (so the arrow keys scroll it, WCAG 2.1.1) and is a region named by the table's caption. A table
 * that fits is no stop on the way through the page.
 */
export function ScrollingTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: ReactNode;
  /** The column headings, in order; a `false` one (a column not shown) is left out. */
  columns: readonly (ReactNode | false)[];
  /** Added to the table's class. */
  className?: string;
  children: ReactNode;
}) {
  const captionId = useId();
  const { ref, overflowing } = useOverflowing<HTMLDivElement>();
  return (
    <div
      ref={ref}
      className="web-staff-table-wrap"
      {...(overflowing ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}
    >
      <table className={className ? `web-staff-table ${className}` : 'web-staff-table'}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns
              .filter((column) => column !== false)
              .map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the headings are a fixed list
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
