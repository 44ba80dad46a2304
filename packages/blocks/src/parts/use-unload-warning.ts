import { useEffect } from 'react';

/**
 * While `active`, closing or reloading the tab asks first (the browser's own question): for a
 * learner's answers not yet on the server (the course player) and an editor's draft (the site's
 * editor; payloadcms/payload#4887: no warning on leaving).
 *
 * @example useUnloadWarning(hasUnsavedAnswers)
 */
export function useUnloadWarning(active: boolean): void {
  useEffect(() => {
    if (!active) {
      return;
    }
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
