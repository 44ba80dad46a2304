import { type ComponentType, createContext, createElement, lazy, useContext } from 'react';
import { HydrationStepsContext } from './hydration-steps';

// biome-ignore lint/suspicious/noExplicitAny: a page, whatever props its route passes
type AnyPage = ComponentType<any>;

/**
 * Given by the server's render (server/render-page.tsx): the lazy pages that have already waited
 * once in this render. Null in the browser.
 */
export const ServerRenderWaits = createContext<Set<unknown> | null>(null);

/**
 * A route's page loaded when it is first shown, so a first visit loads only the code of its own
 * page (issue 13). The layouts wrap their page in `<Suspense>`; a chunk that fails to load after
 * a release reloads the page once (layout/chunk-reload.ts).
 *
 * The browser hydrating a server's page has not loaded the page's code yet, so the page waits
 * once, and is drawn after the rest of the tree. The server waits once too, even when the code
 * is loaded from an earlier render: components then mount in the same order on both sides, so
 * `useId` gives the same ids, which the hydrated page's labels and descriptions point to.
 */
function lazyPage<Name extends string, Page extends AnyPage>(
  load: () => Promise<Record<Name, Page>>,
  name: Name,
) {
  let loading: Promise<Record<Name, Page>> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  const Page = lazy(async () => ({ default: (await loadOnce())[name] }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, at module level
  // biome-ignore lint/suspicious/noExplicitAny: the page's own props, whatever its route passes
  return function LazyPage(props: any) {
    const waits = useContext(ServerRenderWaits);
    const steps = useContext(HydrationStepsContext);
    if (waits && !waits.has(Page)) {
      waits.add(Page);
      throw Promise.resolve();
    }
    if (!waits) {
      // The first page is interactive once its code is here too (layout/page-interactive.tsx).
      steps?.hold(loadOnce());
    }
    return createElement(Page, props);
  };
}

export const LoginPage = lazyPage(() => import('../accounts/login-page'), 'LoginPage');
export const RegisterPage = lazyPage(() => import('../accounts/register-page'), 'RegisterPage');
export const LogoutPage = lazyPage(() => import('../accounts/logout-page'), 'LogoutPage');
export const ResetRequestPage = lazyPage(() => import('../accounts/reset-request-page'), 'ResetRequestPage');
export const NewPasswordPage = lazyPage(() => import('../accounts/new-password-page'), 'NewPasswordPage');
export const VerifyEmailPage = lazyPage(() => import('../accounts/verify-email-page'), 'VerifyEmailPage');
export const AuthCallbackPage = lazyPage(() => import('../accounts/auth-callback-page'), 'AuthCallbackPage');
export const MyPagesRoute = lazyPage(() => import('../my-pages/my-pages-route'), 'MyPagesRoute');
export const PreviewPage = lazyPage(() => import('../pages/preview-page'), 'PreviewPage');
export const CertificateCheckPage = lazyPage(
  () => import('../certificates/certificate-check-page'),
  'CertificateCheckPage',
);
export const CourseRoute = lazyPage(() => import('../course/course-route'), 'CourseRoute');
// The staff pages share one chunk.
const staffPages = () => import('../staff/staff-pages');
export const AdminRoute = lazyPage(
  async () => ({ AdminRoute: (await staffPages()).AdminRoute }),
  'AdminRoute',
);
export const TeacherRoomPage = lazyPage(
  async () => ({ TeacherRoomPage: (await staffPages()).TeacherRoomPage }),
  'TeacherRoomPage',
);
export const JoinRoomPage = lazyPage(
  async () => ({ JoinRoomPage: (await staffPages()).JoinRoomPage }),
  'JoinRoomPage',
);
