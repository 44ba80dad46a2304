/**
 * The site's fixed pages (SPEC §2) as both sides need them: the website shows them and sets
 * their titles, and the API fills the same titles into the page shell, so a shared link names
 * the page before any script runs. One definition, so the two can never disagree.
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

/** The document titles of the fixed pages (the site name is added after them). */
export const FIXED_PAGE_TITLES = {
  /** `/anvandare/login` (and `/login`, which forwards there). */
  login: 'Logga in',
  /** `/anvandare/registrera`. */
  register: 'Skapa konto',
  /** `/anvandare/logga-ut`. */
  logout: 'Logga ut',
  /** `/anvandare/aterstall-losenord`: asking for the link. */
  resetRequest: 'Återställ lösenord',
  /** `/anvandare/aterstall-losenord/{slug?}/{token}`: the mailed link. */
  newPassword: 'Välj nytt lösenord',
  /** `/anvandare/verifiera-epost`, with or without the mailed token. */
  verifyEmail: 'Bekräfta e-postadress',
  /** `/intyg/{code}`, the public certificate check. */
  certificateCheck: 'Kontrollera certifikat',
  /** `/preview?slug=`. */
  preview: 'Förhandsgranskning',
  /** `/mina-sidor/administration/…`, the administrators' pages (issue 14). */
  administration: 'Administration',
  /** `/mina-sidor/rum/{id}`, a teacher's room page. */
  teacherRoom: 'Klassrum',
  /** `/mina-sidor/ga-med/{code?}`, where a pupil joins a room. */
  joinRoom: 'Gå med i ett rum',
} as const;

/** What a page's, course's or room's address may be: `/{slug}`. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,199}$/;

/**
 * First path segments the website routes itself (apps/web/src/app/app-routes.tsx), besides my
 * pages: no course, page or room can be reached there.
 */
export const SITE_ROUTE_SLUGS: readonly string[] = [
  'anvandare',
  'preview',
  'login',
  '404',
  'intyg',
  'api',
  'assets',
];
