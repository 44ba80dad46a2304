import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves focus to an element whenever `state` changes after the first render, so that keyboard
 * and screen-reader users land on what replaced the part of the page they were in.
 */
export function useFocusOnChange(target: RefObject<HTMLElement | null>, state: unknown): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state` is what the focus follows
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    target.current?.focus();
  }, [state, target]);
}
