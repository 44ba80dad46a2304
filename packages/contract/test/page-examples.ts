import type { PageId } from '../src/site-pages';

/**
 * One address of each page of the table, on the demo's content: the walk tests of the website's
 * routes and the server's pages visit each (issue 39). A page added to the table without an
 * example fails them.
 */
export const PAGE_EXAMPLES: Readonly<Record<PageId, string>> = {
  start: '/',
  login: '/anvandare/login',
  register: '/anvandare/registrera',
  logout: '/anvandare/logga-ut',
  resetRequest: '/anvandare/aterstall-losenord',
  newPassword: '/anvandare/aterstall-losenord/jamstalldhet-i-skolan/AbCdEfGh',
  verifyEmail: '/anvandare/verifiera-epost',
  verifyEmailLink: '/anvandare/verifiera-epost/AbCdEfGh',
  myPages: '/mina-sidor',
  admin: '/mina-sidor/administration',
  accessRequests: '/mina-sidor/administration/ansokningar',
  accounts: '/mina-sidor/administration/konton',
  account: '/mina-sidor/administration/konton/12',
  accessibilityReports: '/mina-sidor/administration/tillganglighetsrapporter',
  rooms: '/mina-sidor/administration/rum',
  content: '/mina-sidor/administration/innehall',
  contentEditor: '/mina-sidor/administration/innehall/utbildning/100',
  statistics: '/mina-sidor/administration/statistik',
  audit: '/mina-sidor/administration/logg',
  teacherRoom: '/mina-sidor/rum/7',
  joinRoom: '/mina-sidor/ga-med/K7MX3QPA',
  myPagesSection: '/mina-sidor/mina-certifikat',
  preview: '/preview',
  authCallback: '/login',
  notFound: '/404',
  certificateCheck: '/intyg/ABCD-1234',
  contentPage: '/om-webbutbildningarna',
  course: '/jamstalldhet-i-skolan/1/1/1',
};

/** Addresses that are no page: each is not found on the website and on the server alike. */
export const NOT_A_PAGE = [
  '/anvandare',
  '/anvandare/okand',
  '/anvandare/login/mer',
  '/anvandare/aterstall-losenord/a/b/c',
  '/mina-sidor/okand',
  '/mina-sidor/administration/okand',
  '/mina-sidor/administration/konton/x',
  '/mina-sidor/administration/innehall/bild/1',
  '/mina-sidor/rum/0',
  '/intyg',
  '/preview/mer',
  '/Versaler',
  '/api',
  '/assets/x.js',
  '/mina-sidor/x/y',
];
