import type { PageMeta } from '@jamstalldhet/blocks/engine';
import { FIXED_PAGE_TITLES } from '@jamstalldhet/contract';

// The website's fixed routes (SPEC §2, apps/web/src/app/app-routes.tsx) and their titles,
// shared with the website through the contract (`FIXED_PAGE_TITLES`).

/** The public certificate check (`/intyg/{code}`): it names a person, so search engines skip it. */
export const CERTIFICATE_CHECK_META: PageMeta = { title: FIXED_PAGE_TITLES.certificateCheck, noindex: true };

const ACCOUNT_TITLES: Record<string, string> = {
  login: FIXED_PAGE_TITLES.login,
  registrera: FIXED_PAGE_TITLES.register,
  'logga-ut': FIXED_PAGE_TITLES.logout,
  'aterstall-losenord': FIXED_PAGE_TITLES.resetRequest,
  'verifiera-epost': FIXED_PAGE_TITLES.verifyEmail,
};

// Pages reached by a mailed link: `/{section}/{slug?}/{token}`.
const TOKEN_PAGE_TITLES: Record<string, string> = {
  'aterstall-losenord': FIXED_PAGE_TITLES.newPassword,
  'verifiera-epost': FIXED_PAGE_TITLES.verifyEmail,
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
      return second === undefined ? { title: FIXED_PAGE_TITLES.preview, noindex: true } : undefined;
    case 'login':
      // The auth callback forwards to the login page.
      return second === undefined ? { title: ACCOUNT_TITLES.login } : undefined;
    case '404':
      return second === undefined ? null : undefined;
    case 'intyg':
      return second !== undefined && rest.length === 0 ? CERTIFICATE_CHECK_META : undefined;
    case 'mina-sidor':
      return staffMeta(second, rest);
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

const ADMIN_SECTIONS = [
  'ansokningar',
  'konton',
  'tillganglighetsrapporter',
  'rum',
  'logg',
  'statistik',
  'innehall',
];
// The content editor's documents: `innehall/{utbildning|sida|installningar}/{id}`.
const CONTENT_KINDS = ['utbildning', 'sida', 'installningar'];

/**
 * The staff pages below my pages (issue 14), never indexed; undefined for my pages' own
 * sections. Who may see them is the API's to decide: the shell only names the route.
 */
function staffMeta(page: string | undefined, rest: readonly string[]): PageMeta | null | undefined {
  const [section, id] = rest;
  switch (page) {
    case 'administration': {
      const [, kind, documentId] = rest;
      const known =
        section === undefined ||
        (ADMIN_SECTIONS.includes(section) &&
          (rest.length === 1 ||
            (section === 'konton' && rest.length === 2 && /^\d{1,10}$/.test(id ?? '')) ||
            (section === 'innehall' &&
              rest.length === 3 &&
              CONTENT_KINDS.includes(kind ?? '') &&
              /^\d{1,10}$/.test(documentId ?? ''))));
      return known ? { title: FIXED_PAGE_TITLES.administration, noindex: true } : null;
    }
    case 'rum':
      return section !== undefined && /^\d{1,10}$/.test(section) && rest.length === 1
        ? { title: FIXED_PAGE_TITLES.teacherRoom, noindex: true }
        : null;
    case 'ga-med':
      return rest.length <= 1 ? { title: FIXED_PAGE_TITLES.joinRoom, noindex: true } : null;
    default:
      return undefined;
  }
}
