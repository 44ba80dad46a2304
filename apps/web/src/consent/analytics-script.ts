import { useEffect } from 'react';

/** Marks the analytics script, so it is added once however often consent is given. */
const MARKER = 'data-web-analytics';

/**
 * The address to load the analytics script from, or null when it must not load: only https
 * addresses and the site's own origin are trusted, so a settings typo cannot pull a script
 * over plain http or from a `javascript:` address.
 */
export function trustedScriptUrl(url: string | undefined): string | null {
  if (!url) {
    return null;
  }
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.origin === window.location.origin ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Loads the analytics script (`settings.analytics_script_url`) once statistical cookies are
 * approved (SPEC §4), as one `<script async>`. Withdrawing consent reloads the page, so the
 * script never has to be taken out again.
 */
export function useAnalyticsScript(url: string | undefined, approved: boolean): void {
  useEffect(() => {
    const source = approved ? trustedScriptUrl(url) : null;
    if (source === null || document.querySelector(`script[${MARKER}]`)) {
      return;
    }
    const script = document.createElement('script');
    script.async = true;
    script.src = source;
    script.setAttribute(MARKER, '');
    document.head.append(script);
  }, [url, approved]);
}
