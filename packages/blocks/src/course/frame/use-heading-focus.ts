import { useEffect, useRef } from 'react';

/**
 * A page inside a course starts at its top with focus on its `<h1>` (which needs
 * `tabIndex={-1}`), so keyboard and screen-reader users hear where each step has taken them.
 * Course pages are keyed by address, so this runs once per step.
 */
export function useHeadingFocus<T extends HTMLElement = HTMLHeadingElement>() {
  const heading = useRef<T>(null);
  useEffect(() => {
    // jsdom has no scrolling; browsers do.
    document.scrollingElement?.scrollTo?.({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return heading;
}
