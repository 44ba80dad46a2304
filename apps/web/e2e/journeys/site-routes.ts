import { DEMO_ACCOUNTS } from '../support/session';

/** Who looks at a route: a visitor, or one of the demo accounts (README). */
export type Viewer = 'anonymous' | 'student' | 'internal' | 'admin';

export const VIEWER_ACCOUNTS: Record<Exclude<Viewer, 'anonymous'>, string> = {
  student: DEMO_ACCOUNTS.student,
  internal: DEMO_ACCOUNTS.internal,
  admin: DEMO_ACCOUNTS.admin,
};

export interface SiteRoute {
  /** What the route is, for the test name and the report. */
  name: string;
  path: string;
  /** Who is checked there; a guest-only page is pointless logged in, and my pages anonymous. */
  viewers: readonly Viewer[];
  /** Where the browser ends up when it is not `path` (a role's redirect). */
  landsOn?: Partial<Record<Viewer, string>>;
}

const EVERYONE: readonly Viewer[] = ['anonymous', 'student', 'internal', 'admin'];
// An internal user sees public pages as a student does (only the closed user menu's items
// differ), so they are checked where their view differs: my pages, rooms, the start page.
const PUBLIC: readonly Viewer[] = ['anonymous', 'student', 'admin'];
const LOGGED_IN: readonly Viewer[] = ['student', 'internal', 'admin'];
const ANONYMOUS: readonly Viewer[] = ['anonymous'];

/** The demo educations (apps/api/content/educations), one per access level and status. */
export const EDUCATION_SLUGS = {
  open: 'jamstalldhet-i-skolan',
  users: 'jamstalldhetsintegrering-for-chefer',
  usersApproved: 'lonekartlaggning-i-praktiken',
  coming: 'mans-vald-mot-kvinnor-grundkurs',
  earlier: 'normkritik-i-forskolan-2023',
} as const;

const presentations: SiteRoute[] = Object.entries(EDUCATION_SLUGS).map(([kind, slug]) => ({
  name: `presentation (${kind})`,
  path: `/${slug}`,
  viewers: PUBLIC,
}));

const { open, users } = EDUCATION_SLUGS;

/**
 * Inside a course (SPEC §2), as a learner without answers sees it: a question page, the last
 * chapter's page with the progress and comments blocks, the end pages. States reached by
 * answering (the menu open, the one-course question, a passed course's certificate form, a
 * genuine certificate) are checked in accessibility-course.test.ts.
 */
const coursePages: SiteRoute[] = [
  { name: 'chapter page with a question', path: `/${open}/1/1/2`, viewers: PUBLIC },
  { name: 'chapter page with progress and comments', path: `/${open}/4/1/1`, viewers: PUBLIC },
  { name: 'chapter page of a login course', path: `/${users}/1/2/2`, viewers: ['student', 'internal'] },
  { name: 'evaluation', path: `/${open}/utvardering`, viewers: PUBLIC },
  { name: 'thank-you page', path: `/${open}/tack`, viewers: PUBLIC },
  { name: 'sorry page', path: `/${open}/tyvarr`, viewers: PUBLIC },
  // The first page, with the video (its player waits for marketing cookies, refused here).
  { name: 'chapter page with a video', path: `/${open}/1/1/1`, viewers: ANONYMOUS },
  // A login course's page asks a visitor to log in first, and comes back after.
  {
    name: 'login course, as a visitor',
    path: `/${users}/1/1/1`,
    viewers: ANONYMOUS,
    landsOn: { anonymous: `/anvandare/login?next=${encodeURIComponent(`/${users}/1/1/1`)}` },
  },
  {
    name: 'certificate check, unknown code',
    path: '/intyg/ABCD-EFGH-JKLM',
    viewers: ['anonymous', 'student'],
  },
];

/** The routes of SPEC §2, checked with axe in journey 6: one table for every route. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  { name: 'start page', path: '/', viewers: EVERYONE },
  { name: 'content page', path: '/om-webbutbildningarna', viewers: PUBLIC },
  ...presentations,
  ...coursePages,
  // Rooms are for their members; to anyone else they are the not-found page ('unknown slug').
  { name: 'classroom', path: '/klassrum-7b', viewers: ['student', 'admin'] },
  { name: 'group room', path: '/grupprum-utvecklingsgruppen', viewers: ['internal', 'admin'] },
  { name: 'my pages', path: '/mina-sidor', viewers: LOGGED_IN },
  { name: 'my educations', path: '/mina-sidor/mina-utbildningar', viewers: LOGGED_IN },
  { name: 'my certificates', path: '/mina-sidor/mina-certifikat', viewers: LOGGED_IN },
  {
    name: 'my classrooms',
    path: '/mina-sidor/mina-klassrum',
    viewers: ['student', 'admin'],
  },
  { name: 'group rooms', path: '/mina-sidor/grupprum', viewers: ['internal'] },
  { name: 'user settings', path: '/mina-sidor/anvandarinstallningar', viewers: LOGGED_IN },
  { name: 'my pages: log out', path: '/mina-sidor/logga-ut', viewers: LOGGED_IN },
  { name: 'login', path: '/anvandare/login', viewers: ANONYMOUS },
  { name: 'register', path: '/anvandare/registrera', viewers: ANONYMOUS },
  { name: 'password reset request', path: '/anvandare/aterstall-losenord', viewers: ANONYMOUS },
  {
    name: 'new password, dead link',
    path: '/anvandare/aterstall-losenord/ogiltig-lank-e2e',
    viewers: ANONYMOUS,
  },
  { name: 'verify e-mail', path: '/anvandare/verifiera-epost', viewers: ['anonymous', 'student'] },
  {
    name: 'verify e-mail, dead link',
    path: '/anvandare/verifiera-epost/ogiltig-lank-e2e',
    viewers: ['anonymous', 'student'],
  },
  // It has no view of its own: a visitor is sent home; logged in, it would end the session.
  { name: 'logout', path: '/anvandare/logga-ut', viewers: ANONYMOUS, landsOn: { anonymous: '/' } },
  { name: 'not found', path: '/404', viewers: PUBLIC },
  { name: 'unknown slug', path: '/finns-inte-e2e', viewers: PUBLIC },
  { name: 'cookie information', path: '/om-kakor', viewers: PUBLIC },
  { name: 'privacy policy', path: '/integritetspolicy', viewers: PUBLIC },
  { name: 'accessibility statement', path: '/tillganglighetsredogorelse', viewers: PUBLIC },
  { name: 'preview', path: '/preview?slug=start', viewers: ['anonymous', 'admin'] },
  // The staff pages (issue 14); others see a refusal, which is checked too.
  { name: 'administration', path: '/mina-sidor/administration', viewers: ['internal', 'admin'] },
  {
    name: 'administration: access requests',
    path: '/mina-sidor/administration/ansokningar',
    viewers: ['admin'],
  },
  {
    name: 'administration: account search',
    path: '/mina-sidor/administration/konton?q=example',
    viewers: ['admin'],
  },
  {
    name: 'administration: accessibility reports',
    path: '/mina-sidor/administration/tillganglighetsrapporter',
    viewers: ['admin'],
  },
  { name: 'administration: rooms', path: '/mina-sidor/administration/rum', viewers: ['admin'] },
  { name: 'administration: audit log', path: '/mina-sidor/administration/logg', viewers: ['admin'] },
  {
    name: 'administration: statistics',
    path: '/mina-sidor/administration/statistik?utbildning=100&fran=2025-01',
    viewers: ['admin', 'student'],
  },
  { name: 'a room’s teacher page', path: '/mina-sidor/rum/500', viewers: ['student', 'admin'] },
  { name: 'join a room', path: '/mina-sidor/ga-med', viewers: ['student', 'internal'] },
];

export function routesFor(viewer: Viewer): SiteRoute[] {
  return SITE_ROUTES.filter((route) => route.viewers.includes(viewer));
}
