import type { ConsentState } from '@jamstalldhet/blocks';
import { createContext, useContext } from 'react';

/** What the rest of the site needs from cookie consent (SPEC §4). */
export interface ConsentApi {
  /** The approved optional categories. */
  consent: ConsentState;
  /** Whether the visitor has made a choice yet. */
  chosen: boolean;
  /** Opens the cookie popup on its settings view (footer link, video placeholder). */
  openSettings(): void;
}

export const NO_CONSENT: ConsentState = { statistical: false, marketing: false };

export const ConsentContext = createContext<ConsentApi>({
  consent: NO_CONSENT,
  chosen: false,
  openSettings: () => {},
});

export function useConsent(): ConsentApi {
  return useContext(ConsentContext);
}
