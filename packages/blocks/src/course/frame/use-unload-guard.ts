import { useEffect, useRef } from 'react';
import { useUnloadWarning } from '../../parts/use-unload-warning';

/**
 * On a chapter page (SPEC §2): the browser asks before the page is left while answers are not
 * yet on the server, and when the page is hidden (tab switched, app closed, navigated away)
 * what is pending is pushed at once, since a hidden page may never run another timer.
 */
export function useUnloadGuard(hasUnsavedAnswers: boolean, syncNow: () => Promise<void>): void {
  useUnloadWarning(hasUnsavedAnswers);

  // The latest call, so the listeners are added once and never call a stale store.
  const sync = useRef(syncNow);
  sync.current = syncNow;
  useEffect(() => {
    const push = () => void sync.current();
    const pushWhenHidden = () => {
      if (document.visibilityState === 'hidden') {
        push();
      }
    };
    window.addEventListener('pagehide', push);
    document.addEventListener('visibilitychange', pushWhenHidden);
    return () => {
      window.removeEventListener('pagehide', push);
      document.removeEventListener('visibilitychange', pushWhenHidden);
    };
  }, []);
}
