import { type ComponentType, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: a page, whatever props its route passes
type AnyPage = ComponentType<any>;

/**
 * A route's page loaded when it is first shown, so a first visit loads only the code of its own
 * page (issue 13). The layouts wrap their page in `<Suspense>`; a chunk that fails to load after
 * a release reloads the page once (layout/chunk-reload.ts).
 */
function lazyPage<Name extends string, Page extends AnyPage>(
  load: () => Promise<Record<Name, Page>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
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
