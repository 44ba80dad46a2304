/**
 * The site's pages (SPEC §2, and the staff and editor pages), each defined once: the website
 * routes them, the API's page shell names them and redirects to them, mails link to them and the
 * log redacts their secrets, all from this table (issue 39). A walk test holds the website's
 * routes and the server's pages to it.
 */

/** My pages (`/mina-sidor`) and its sections; each section's content page has its slug. */
export const MY_PAGES_SLUG = 'mina-sidor';
export const MY_PAGES_SECTIONS = [
  'mina-utbildningar',
  'mina-certifikat',
  'mina-klassrum',
  'grupprum',
  'anvandarinstallningar',
  'logga-ut',
] as const;
export type MyPagesSection = (typeof MY_PAGES_SECTIONS)[number];

/** What a page's, course's or room's address may be: `/{slug}`. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** The frame a page is drawn in: header and footer, header only, none, or no layout at all. */
export type PageLayout = 'default' | 'footerless' | 'bare' | 'none';

/**
 * Whom the website shows a page to before drawing it: anyone, only visitors who are not logged
 * in, anyone logged in, administrators, or those who may edit content. The API decides again
 * on every call; this only saves a round trip to a refusal.
 */
export type PageGuard = 'anyone' | 'guest' | 'login' | 'administrator' | 'editor';

export interface PageDefinition {
  /**
   * The address pattern: literal segments, `:name` (one segment), `:name?` (one or none) and a
   * final `*` (the rest). Matched in the table's order, so fixed addresses come before `/:slug`.
   */
  path: string;
  layout: PageLayout;
  guard: PageGuard;
  /** The document title (the site name is added after it); null when the content shown names it. */
  title: string | null;
  /** Kept out of search engines: personal, secret or staff pages. */
  noindex: boolean;
  /** What each parameter must look like; an address that fails it is no page at all. */
  params?: Readonly<Record<string, RegExp | ((value: string) => boolean)>>;
  /** Parameters that are secrets (mailed tokens, join codes): the log never holds them. */
  secrets?: readonly string[];
}

const ID = /^[1-9][0-9]{0,9}$/;

/** The address segment of each kind of document in the content editor's address, in Swedish. */
export const CONTENT_KIND_SEGMENTS = {
  education: 'utbildning',
  page: 'sida',
  settings: 'installningar',
} as const;
const PUBLIC = { layout: 'default', guard: 'anyone', noindex: false } as const;
const STAFF = { layout: 'default', guard: 'administrator', noindex: true } as const;

/** Every page of the site, in the order addresses are matched. */
export const PAGES = {
  start: { ...PUBLIC, path: '/', title: null },

  login: { ...PUBLIC, path: '/anvandare/login', title: 'Logga in', guard: 'guest' },
  register: { ...PUBLIC, path: '/anvandare/registrera', title: 'Skapa konto', guard: 'guest' },
  logout: { ...PUBLIC, path: '/anvandare/logga-ut', title: 'Logga ut' },
  resetRequest: {
    ...PUBLIC,
    path: '/anvandare/aterstall-losenord',
    title: 'Återställ lösenord',
    guard: 'guest',
  },
  /** The mailed reset link; `slug` is the course the user came from (SPEC §2). */
  newPassword: {
    ...PUBLIC,
    path: '/anvandare/aterstall-losenord/:slug?/:token',
    title: 'Välj nytt lösenord',
    noindex: true,
    secrets: ['token'],
  },
  verifyEmail: { ...PUBLIC, path: '/anvandare/verifiera-epost', title: 'Bekräfta e-postadress' },
  /** The mailed verification link. */
  verifyEmailLink: {
    ...PUBLIC,
    path: '/anvandare/verifiera-epost/:slug?/:token',
    title: 'Bekräfta e-postadress',
    noindex: true,
    secrets: ['token'],
  },

  /** My pages; its content page says what is shown, and the page asks for a login (SPEC §6). */
  myPages: { ...PUBLIC, path: '/mina-sidor', title: null, guard: 'login' },
  admin: { ...STAFF, path: '/mina-sidor/administration', title: 'Administration' },
  accessRequests: { ...STAFF, path: '/mina-sidor/administration/ansokningar', title: 'Administration' },
  accounts: { ...STAFF, path: '/mina-sidor/administration/konton', title: 'Administration' },
  account: {
    ...STAFF,
    path: '/mina-sidor/administration/konton/:id',
    title: 'Administration',
    params: { id: ID },
  },
  accessibilityReports: {
    ...STAFF,
    path: '/mina-sidor/administration/tillganglighetsrapporter',
    title: 'Administration',
  },
  rooms: { ...STAFF, path: '/mina-sidor/administration/rum', title: 'Administration' },
  content: {
    ...STAFF,
    path: '/mina-sidor/administration/innehall',
    title: 'Administration',
    guard: 'editor',
  },
  /** One document's editor; `kind` is `utbildning`, `sida` or `installningar`. */
  contentEditor: {
    ...STAFF,
    path: '/mina-sidor/administration/innehall/:kind/:id',
    title: 'Administration',
    guard: 'editor',
    params: { kind: new RegExp(`^(?:${Object.values(CONTENT_KIND_SEGMENTS).join('|')})$`), id: ID },
  },
  statistics: { ...STAFF, path: '/mina-sidor/administration/statistik', title: 'Administration' },
  audit: { ...STAFF, path: '/mina-sidor/administration/logg', title: 'Administration' },
  teacherRoom: {
    ...STAFF,
    path: '/mina-sidor/rum/:id',
    title: 'Klassrum',
    guard: 'login',
    params: { id: ID },
  },
  /** Where a pupil joins a room; the link a teacher shares carries the code. */
  joinRoom: {
    ...STAFF,
    path: '/mina-sidor/ga-med/:code?',
    title: 'Gå med i ett rum',
    guard: 'login',
    secrets: ['code'],
  },
  myPagesSection: {
    ...PUBLIC,
    path: '/mina-sidor/:section',
    title: null,
    guard: 'login',
    params: { section: new RegExp(`^(?:${MY_PAGES_SECTIONS.join('|')})$`) },
  },

  preview: { ...PUBLIC, path: '/preview', title: 'Förhandsgranskning', layout: 'bare', noindex: true },
  /** Where the identity provider returns; it forwards to the login page. */
  authCallback: { ...PUBLIC, path: '/login', title: 'Logga in', layout: 'none' },
  /** Answered 404, as every address that is no page. */
  notFound: { ...PUBLIC, path: '/404', title: null, noindex: true },
  /** The public check of a certificate, where its QR code leads: it names a person. */
  certificateCheck: { ...PUBLIC, path: '/intyg/:code', title: 'Kontrollera certifikat', noindex: true },

  /** A content page, a room, or a course's presentation. */
  contentPage: { ...PUBLIC, path: '/:slug', title: null, params: { slug: (slug) => isContentSlug(slug) } },
  /** A course's steps: `fortsatt`, `utvardering`, `tack`, `tyvarr` and `{chapter}/{episode}/{page}`. */
  course: {
    ...PUBLIC,
    path: '/:slug/*',
    title: null,
    layout: 'footerless',
    params: { slug: (slug) => isContentSlug(slug) },
  },
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof PAGES;
export const PAGE_IDS = Object.keys(PAGES) as PageId[];
/** The pages behind a role (administrators', editors'): the staff chunk of a site draws them. */
export type RolePageId = {
  [Id in PageId]: (typeof PAGES)[Id]['guard'] extends 'administrator' | 'editor' ? Id : never;
}[PageId];

// The parameters a pattern names, required or optional, for `pageUrl`'s type.
type Segments<Path> = Path extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : Path;
type RequiredParam<Segment> = Segment extends `:${string}?`
  ? never
  : Segment extends `:${infer Name}`
    ? Name
    : never;
type OptionalParam<Segment> = Segment extends `:${infer Name}?` ? Name : never;
type WildParam<Segment> = Segment extends '*' ? '*' : never;
type PathOf<Id extends PageId> = (typeof PAGES)[Id]['path'];
/** The parameters of a page's address: `{ id: 12 }` for `/mina-sidor/rum/:id`. */
export type PageParams<Id extends PageId> = [Segments<PathOf<Id>>] extends [`${string}`]
  ? ParamsOf<
      RequiredParam<Segments<PathOf<Id>>> | WildParam<Segments<PathOf<Id>>>,
      OptionalParam<Segments<PathOf<Id>>>
    >
  : never;
type ParamsOf<Needed extends string, Optional extends string> = [Needed | Optional] extends [never]
  ? Record<string, never>
  : { [Name in Needed]: string | number } & { [Name in Optional]?: string | number };

const TABLE: Readonly<Record<PageId, PageDefinition>> = PAGES;

/**
 * The address of a page, its parameters encoded (the rest, `*`, as given) and an optional query.
 *
 * @example pageUrl('account', { id: 12 }) // '/mina-sidor/administration/konton/12'
 * @example pageUrl('login', {}, { next: '/kurs' }) // '/anvandare/login?next=%2Fkurs'
 */
export function pageUrl<Id extends PageId>(
  id: Id,
  ...[params, query]: Record<string, never> extends PageParams<Id>
    ? [params?: PageParams<Id>, query?: Record<string, string | number>]
    : [params: PageParams<Id>, query?: Record<string, string | number>]
): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const given = (name: string) => {
    const value = values[name];
    return value === undefined || value === '' ? null : String(value);
  };
  const segments = TABLE[id].path
    .split('/')
    .slice(1)
    .flatMap((segment) => {
      if (!segment.startsWith(':') && segment !== '*') {
        return segment === '' ? [] : [segment];
      }
      const name = segment === '*' ? '*' : segment.replace(/^:|\?$/g, '');
      const value = given(name);
      if (value === null && !segment.endsWith('?')) {
        // Left out, it would be another page's address (a reset link without its token).
        throw new TypeError(`pageUrl('${id}'): no value for ${name}`);
      }
      // The rest is segments of its own, each encoded, so it can never leave the site (`//host`).
      return value === null
        ? []
        : segment === '*'
          ? value.split('/').map(encodeURIComponent)
          : [encodeURIComponent(value)];
    });
  const search = query
    ? new URLSearchParams(
        Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
      ).toString()
    : '';
  return `/${segments.join('/')}${search ? `?${search}` : ''}`;
}

/** A page an address shows, with its parameters as written in the address (not decoded). */
export interface PageMatch {
  id: PageId;
  params: Record<string, string>;
}

/**
 * The page at `pathname` (a path without query, one spelling per SPEC §2: no empty segments),
 * matched as the website's router matches it: the first pattern in the table's order, literal
 * segments in any case. An address whose parameters fail their page's rules is no page (null),
 * as is one no pattern matches.
 *
 * @example matchPage('/mina-sidor/rum/7') // { id: 'teacherRoom', params: { id: '7' } }
 */
export function matchPage(pathname: string): PageMatch | null {
  const parts = pathname.split('/').filter((part) => part !== '');
  for (const id of PAGE_IDS) {
    const params = matchPattern(TABLE[id].path, parts);
    if (params) {
      return pageParamsValid(id, params) ? { id, params } : null;
    }
  }
  return null;
}

/** Whether an address's parameters (as written in it) keep their page's rules. */
export function pageParamsValid(id: PageId, params: Readonly<Record<string, string | undefined>>): boolean {
  const rules = TABLE[id].params ?? {};
  return Object.entries(rules).every(([name, rule]) => {
    const value = decodedOrRaw(params[name] ?? '');
    return typeof rule === 'function' ? rule(value) : rule.test(value);
  });
}

// Each pattern's segments, split once: every request to the site is matched against the table.
const PATTERN_SEGMENTS = new Map(
  PAGE_IDS.map((id) => [TABLE[id].path, TABLE[id].path.split('/').filter(Boolean)]),
);

function matchPattern(pattern: string, parts: readonly string[]): Record<string, string> | null {
  const segments = PATTERN_SEGMENTS.get(pattern) ?? [];
  const params: Record<string, string> = {};
  // The optional parameters that may be left out, and how many must be: the rest are filled.
  const optional = segments.filter((segment) => segment.endsWith('?')).length;
  const wild = segments.at(-1) === '*';
  const fixedCount = segments.length - optional - (wild ? 1 : 0);
  const skip = parts.length - fixedCount;
  if (wild ? skip < 1 : skip < 0 || skip > optional) {
    return null;
  }
  // Optional parameters are filled from the left, as the router fills them.
  let optionalFilled = wild ? optional : skip;
  let index = 0;
  for (const segment of segments) {
    if (segment === '*') {
      const rest = parts.slice(index);
      if (rest.length === 0) {
        return null;
      }
      params['*'] = rest.join('/');
      return params;
    }
    if (segment.endsWith('?')) {
      if (optionalFilled > 0) {
        optionalFilled -= 1;
        params[segment.slice(1, -1)] = parts[index++] as string;
      }
      continue;
    }
    const part = parts[index++];
    if (part === undefined) {
      return null;
    }
    if (segment.startsWith(':')) {
      params[segment.slice(1)] = part;
    } else if (segment.toLowerCase() !== part.toLowerCase()) {
      return null;
    }
  }
  return index === parts.length ? params : null;
}

function decodedOrRaw(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * First path segments of the site's own pages, and of the API and the built files: no course,
 * page or room can be reached there, so none may take one as its slug.
 */
export const SITE_ROUTE_SLUGS: readonly string[] = [
  ...new Set(
    PAGE_IDS.map((id) => TABLE[id].path.split('/')[1] ?? '').filter(
      (segment) => segment !== '' && !segment.startsWith(':') && segment !== MY_PAGES_SLUG,
    ),
  ),
  'api',
  'assets',
];

/** Whether a first path segment is one of the site's own (my pages included), in any case, not a slug. */
export function isSiteRouteSlug(segment: string): boolean {
  const lower = segment.toLowerCase();
  return lower === MY_PAGES_SLUG || SITE_ROUTE_SLUGS.includes(lower);
}

/**
 * The one spelling of a page's address: its fixed segments as the table writes them, its
 * parameters as given (`/ANVANDARE/Login` → `/anvandare/login`). Any other address as it is.
 */
export function pageSpelling(pathname: string): string {
  const match = matchPage(pathname);
  if (!match) {
    return pathname;
  }
  const parts = pathname.split('/').filter((part) => part !== '');
  const pattern = TABLE[match.id].path.split('/').filter((segment) => segment !== '');
  let index = 0;
  const spelled = pattern.flatMap((segment) => {
    if (segment === '*') {
      return parts.slice(index);
    }
    if (segment.endsWith('?')) {
      return match.params[segment.slice(1, -1)] === undefined ? [] : [parts[index++] as string];
    }
    const part = parts[index++] as string;
    return [segment.startsWith(':') ? part : segment];
  });
  return `/${spelled.join('/')}`;
}

/** Whether a first path segment can be a page's, course's or room's slug: not one of the site's own. */
function isContentSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug) && !isSiteRouteSlug(slug);
}

/** The login page, where the site sends whoever must log in first. */
export const LOGIN_PATH = /* @__PURE__ */ pageUrl('login');
