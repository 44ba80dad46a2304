import type { PageMeta } from '@jamstalldhet/blocks/engine';

// The website's fixed routes (SPEC §2, apps/web/src/app/app-routes.tsx) and the titles their
// pages give themselves, so a shared link names the page before any script runs. Keep these
// texts equal to the headings of the site's account pages.

/** My pages and its sections; each section's content page has the section's slug. */
export const MY_PAGES_SLUG = 'mina-sidor';
export const MY_PAGES_SECTIONS: readonly string[] = [
  'mina-utbildningar',
  'mina-certifikat',
  'mina-klassrum',
  'grupprum',
  'anvandarinstallningar',
  'logga-ut',
];

/** The public certificate check (`/intyg/{code}`): it names a person, so search engines skip it. */
export const CERTIFICATE_CHECK_META: PageMeta = { title: 'Kontrollera certifikat', noindex: true };

const ACCOUNT_TITLES: Record<string, string> = {
  login: 'Logga in',
  registrera: 'Skapa konto',
  'logga-ut': 'Logga ut',
  'aterstall-losenord': 'Återställ lösenord',
  'verifiera-epost': 'Bekräfta e-postadress',
};

// Pages reached by a mailed link: `/{section}/{slug?}/{token}`.
const TOKEN_PAGE_TITLES: Record<string, string> = {
  'aterstall-losenord': 'Välj nytt lösenord',
  'verifiera-epost': 'Bekräfta e-postadress',
};

/**
 * The meta of a fixed route of the site; null for the not-found page and for an address
 * under a fixed route that the site does not know, undefined when the address is no fixed route.
 *
 * @example fixedRouteMeta(['anvandare', 'login']) // { title: 'Logga in' }
 */
export function fixedRouteMeta(segments: readonly string[]): PageMeta | null | undefined {
  const [first, second, ...rest] = segments;
  switch (first) {
    case 'anvandare':
      return accountMeta(second, rest.length);
    case 'preview':
      return second === undefined ? { title: 'Förhandsgranskning', noindex: true } : undefined;
    case 'login':
      // The auth callback forwards to the login page.
      return second === undefined ? { title: ACCOUNT_TITLES.login } : undefined;
    case '404':
      return second === undefined ? null : undefined;
    case 'intyg':
      return second !== undefined && rest.length === 0 ? CERTIFICATE_CHECK_META : undefined;
    default:
      return undefined;
  }
}

function accountMeta(page: string | undefined, more: number): PageMeta | null {
  if (page === undefined) {
    return null;
  }
  if (more === 0) {
    const title = ACCOUNT_TITLES[page];
    return title ? { title } : null;
  }
  const title = TOKEN_PAGE_TITLES[page];
  return title && more <= 2 ? { title } : null;
}
