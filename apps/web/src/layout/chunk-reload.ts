import { useEffect, useRef } from 'react';

const STORAGE_PREFIX = 'web-chunk-reload:';

/**
 * After a new release, an open tab may ask for code files that no longer exist (SPEC §8: a
 * failed chunk load reloads the page). Vite signals it with `vite:preloadError`; the page is
 * reloaded once per path and session, so a file that is really missing cannot cause a loop —
 * the second failure is left to the error page.
 */
export function useChunkReload(reload: () => void = reloadPage): void {
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const key = STORAGE_PREFIX + window.location.pathname;
      if (sessionStorage.getItem(key) !== null) {
        return;
      }
      sessionStorage.setItem(key, String(Date.now()));
      // Handled: Vite then does not throw the error while the page reloads.
      event.preventDefault();
      reloadRef.current();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}

function reloadPage(): void {
  window.location.reload();
}
