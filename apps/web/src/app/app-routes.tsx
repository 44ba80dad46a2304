import {
  PAGE_IDS,
  PAGES,
  type PageDefinition,
  type PageId,
  pageParamsValid,
  pageUrl,
  type RolePageId,
  START_PAGE_SLUG,
} from '@jamstalldhet/contract';
import { type ReactNode, Suspense } from 'react';
import { matchRoute, type Parser, Redirect, useLocation, useRouter } from 'wouter';
import { BareLayout } from '../layout/bare-layout';
import { DefaultLayout } from '../layout/default-layout';
import { FooterlessLayout } from '../layout/footerless-layout';
import { ContentPage } from '../pages/content-page';
import { LoadingPage } from '../pages/loading-page';
import { NotFoundPage } from '../pages/not-found-page';
import { isSafeSlug } from '../pages/safe-slug';
import { GuestOnly, RequireLogin } from '../routing/guards';
import {
  AdminRoute,
  AuthCallbackPage,
  CertificateCheckPage,
  CourseRoute,
  JoinRoomPage,
  LoginPage,
  LogoutPage,
  MyPagesRoute,
  NewPasswordPage,
  PreviewPage,
  RegisterPage,
  ResetRequestPage,
  TeacherRoomPage,
  VerifyEmailPage,
} from './lazy-routes';

type Params = Record<string, string>;

/**
 * What each page of the contract's table shows. The table gives the address, layout and guard;
 * the staff pages with a role for a guard are drawn by AdminRoute, in the staff chunk.
 */
const VIEWS: Record<Exclude<PageId, RolePageId>, (params: Params) => ReactNode> = {
  start: () => <ContentPage slug={START_PAGE_SLUG} />,
  login: () => <LoginPage />,
  register: () => <RegisterPage />,
  logout: () => <LogoutPage />,
  resetRequest: () => <ResetRequestPage />,
  newPassword: (params) => <NewPasswordPage token={params.token} />,
  verifyEmail: () => <VerifyEmailPage />,
  verifyEmailLink: (params) => <VerifyEmailPage token={params.token} />,
  myPages: () => <MyPagesRoute />,
  myPagesSection: (params) => <MyPagesRoute section={params.section} />,
  teacherRoom: (params) => <TeacherRoomPage roomId={params.id} />,
  joinRoom: (params) => <JoinRoomPage code={params.code} />,
  preview: () => <PreviewPage />,
  authCallback: () => <AuthCallbackPage />,
  notFound: () => <NotFoundPage />,
  certificateCheck: (params) => <CertificateCheckPage code={params.code} />,
  // The start page has one address.
  contentPage: (params) =>
    params.slug === START_PAGE_SLUG ? <Redirect to="/" replace /> : <ContentPage slug={params.slug ?? ''} />,
  // Everything below a slug is the course itself: fortsatt, utvardering, tack, tyvarr, chapters.
  course: (params) => (
    <CourseRoute slug={params.slug} step={(params['*'] ?? '').split('/').filter(Boolean)} />
  ),
};

/** The page at an address: its id and parameters, and whether the site goes to `/404` instead. */
export interface RoutedPage {
  id: PageId;
  params: Params;
  /** A slug that fails the open-redirect check leads to /404 (SPEC §5), not to a page there. */
  toNotFound?: true;
}

/**
 * The page of the contract's table at `location`, found with the router's own matcher: the first
 * whose pattern matches; not found when none does or its parameters break the table's rules.
 */
export function routedPage(parser: Parser, location: string): RoutedPage {
  for (const id of PAGE_IDS) {
    const [matches, found] = matchRoute(parser, PAGES[id].path, location);
    const params = found as Params;
    if (matches) {
      if (pageParamsValid(id, params)) {
        return { id, params };
      }
      const unsafe = (id === 'contentPage' || id === 'course') && !isSafeSlug(params.slug);
      return unsafe ? { ...NOT_FOUND, toNotFound: true } : NOT_FOUND;
    }
  }
  return NOT_FOUND;
}

const NOT_FOUND = { id: 'notFound', params: {} } as const;

/**
 * The routes of SPEC §2 and the staff pages. One element for every page, so a layout stays
 * mounted from one page to the next.
 */
export function AppRoutes() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const { id, params, toNotFound } = routedPage(parser, location);
  return toNotFound ? <Redirect to={pageUrl('notFound')} replace /> : <Page id={id} params={params} />;
}

function Page({ id, params }: { id: PageId; params: Params }) {
  const page: PageDefinition = PAGES[id];
  return <Layout layout={page.layout}>{guarded(page, id, params)}</Layout>;
}

function guarded(page: PageDefinition, id: PageId, params: Params): ReactNode {
  if (page.guard === 'administrator' || page.guard === 'editor') {
    return <AdminRoute page={id as RolePageId} params={params} />;
  }
  const view = VIEWS[id as Exclude<PageId, RolePageId>](params);
  switch (page.guard) {
    case 'guest':
      return <GuestOnly>{view}</GuestOnly>;
    case 'login':
      return <RequireLogin>{view}</RequireLogin>;
    default:
      return view;
  }
}

function Layout({ layout, children }: { layout: PageDefinition['layout']; children: ReactNode }) {
  switch (layout) {
    case 'default':
      return <DefaultLayout>{children}</DefaultLayout>;
    case 'footerless':
      return <FooterlessLayout>{children}</FooterlessLayout>;
    case 'bare':
      return <BareLayout>{children}</BareLayout>;
    case 'none':
      return <Suspense fallback={<LoadingPage />}>{children}</Suspense>;
  }
}
