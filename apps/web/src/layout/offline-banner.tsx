import { useSyncExternalStore } from 'react';
import './offline-banner.css';

export const OFFLINE_TEXT = 'You are offline';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network connection, following its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * 'You are offline' (SPEC §2, §8) while the connection is lost. The status region is always
 * in the page, so screen readers announce the text when it appears.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className="web-offline-banner" data-offline={!online || undefined}>
      {!online && <p className="web-offline-banner__text">{OFFLINE_TEXT}</p>}
    </div>
  );
}
