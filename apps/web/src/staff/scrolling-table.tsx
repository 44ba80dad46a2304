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
 * A staff table that may be wider than a phone: it scrolls sideways in its frame, which then
 * takes the keyboard's focus (so the arrow keys scroll it, WCAG 2.1.1) and is a region named by
 * the table's caption. A table that fits is no stop on the way through the page.
 */
export function ScrollingTable({
  caption,
  className,
  children,
}: {
  caption: ReactNode;
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
        {children}
      </table>
    </div>
  );
}
