import { useEffect } from 'react';

/**
 * While `active`, closing or reloading the tab asks first (the browser's own question): the
 * changes are kept in the browser, but the editor should know they are not on the server yet
 * (payloadcms/payload#4887: no warning on leaving).
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
