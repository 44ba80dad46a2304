import { type RefObject, useEffect, useState } from 'react';

/**
 * Moves focus to a form control by id after the next render, once its error message and
 * `aria-describedby` are in place, so a screen reader reads the field together with its error.
 */
export function useFocusAfterRender(scope: RefObject<HTMLElement | null>) {
  // A new object each time, so the same field can be focused twice in a row.
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (target) {
      scope.current?.ownerDocument.getElementById(target.id)?.focus();
    }
  }, [target, scope]);
  return (id: string) => setTarget({ id });
}
