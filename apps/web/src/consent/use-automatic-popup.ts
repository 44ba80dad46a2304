import { samePath } from '@jamstalldhet/blocks/engine';
import { asksForCookieChoice, COOKIE_PAGE_PATH } from '@jamstalldhet/contract';
import { useLocation } from 'wouter';
import { type PageResult, usePage } from '../data/use-page';
import { useSettings } from '../data/use-settings';

/**
 * Whether the popup must open by itself, by the contract's rule (`asksForCookieChoice`). Until
 * the settings and the client IP are known it stays closed, so a vendor's crawler never sees it
 * flash.
 *
 * @param knownClientIp the client IP when the host already has it; otherwise it is read from
 *   the `x-client-ip` header of the start page's answer (SPEC §3).
 */
export function useAutomaticPopup(chosen: boolean, knownClientIp: string | null | undefined): boolean {
  const [location] = useLocation();
  const { settings, error: settingsError } = useSettings();
  const readIpFromPage = !chosen && knownClientIp === undefined;
  const { result, error: pageError } = usePage(readIpFromPage ? 'start' : null, false);

  const onCookiePage = samePath(location, COOKIE_PAGE_PATH);
  if (chosen || onCookiePage) {
    return false;
  }
  if (!settings && !settingsError) {
    return false;
  }
  const clientIp = knownClientIp !== undefined ? knownClientIp : pageClientIp(result, pageError);
  if (clientIp === undefined) {
    return false;
  }
  return asksForCookieChoice({
    chosen,
    onCookiePage,
    clientIp,
    vendorIps: settings?.analytics_vendor_ips ?? [],
  });
}

/**
 * The IP from the page's answer, null when the call failed, undefined while it runs (also while
 * only the page shell's copy of the page is there, which carries no IP).
 */
function pageClientIp(result: PageResult | undefined, error: unknown): string | null | undefined {
  if (result && result.clientIp !== undefined) {
    return result.clientIp;
  }
  // A failed call tells no IP; the visitor is then treated as anyone else.
  return error ? null : undefined;
}
