import { START_PAGE_SLUG } from '@jamstalldhet/contract';
import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { BareLayout } from '../layout/bare-layout';
import { DefaultLayout } from '../layout/default-layout';
import { FooterlessLayout } from '../layout/footerless-layout';
import { ContentPage } from '../pages/content-page';
import { LoadingPage } from '../pages/loading-page';
import { NotFoundPage } from '../pages/not-found-page';
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

/** The routes of SPEC §2, with their layouts. Order matters: fixed paths before `/{slug}`. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <DefaultLayout>
          <ContentPage slug={START_PAGE_SLUG} />
        </DefaultLayout>
      </Route>
      {/* The start page has one address. */}
      <Route path={`/${START_PAGE_SLUG}`}>
        <Redirect to="/" replace />
      </Route>

      <Route path="/anvandare/login">
        <DefaultLayout>
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        </DefaultLayout>
      </Route>
      <Route path="/anvandare/registrera">
        <DefaultLayout>
          <GuestOnly>
            <RegisterPage />
          </GuestOnly>
        </DefaultLayout>
      </Route>
      <Route path="/anvandare/logga-ut">
        <DefaultLayout>
          <LogoutPage />
        </DefaultLayout>
      </Route>
      <Route path="/anvandare/aterstall-losenord">
        <DefaultLayout>
          <GuestOnly>
            <ResetRequestPage />
          </GuestOnly>
        </DefaultLayout>
      </Route>
      <Route path="/anvandare/aterstall-losenord/:slug?/:token">
        {(params) => (
          <DefaultLayout>
            <NewPasswordPage token={params.token} />
          </DefaultLayout>
        )}
      </Route>
      <Route path="/anvandare/verifiera-epost">
        <DefaultLayout>
          <VerifyEmailPage />
        </DefaultLayout>
      </Route>
      <Route path="/anvandare/verifiera-epost/:slug?/:token">
        {(params) => (
          <DefaultLayout>
            <VerifyEmailPage token={params.token} />
          </DefaultLayout>
        )}
      </Route>
      <Route path="/anvandare/*">
        <DefaultLayout>
          <NotFoundPage />
        </DefaultLayout>
      </Route>

      <Route path="/mina-sidor">
        <DefaultLayout>
          <MyPagesRoute />
        </DefaultLayout>
      </Route>
      {/* The staff pages (issue 14): the server decides what each caller may see. */}
      <Route path="/mina-sidor/administration">
        <DefaultLayout>
          <AdminRoute />
        </DefaultLayout>
      </Route>
      <Route path="/mina-sidor/administration/*">
        <DefaultLayout>
          <AdminRoute />
        </DefaultLayout>
      </Route>
      <Route path="/mina-sidor/rum/:id">
        {(params) => (
          <DefaultLayout>
            <RequireLogin>
              <TeacherRoomPage roomId={params.id} />
            </RequireLogin>
          </DefaultLayout>
        )}
      </Route>
      <Route path="/mina-sidor/ga-med/:code?">
        {(params) => (
          <DefaultLayout>
            <RequireLogin>
              <JoinRoomPage code={params.code} />
            </RequireLogin>
          </DefaultLayout>
        )}
      </Route>
      <Route path="/mina-sidor/:section">
        {(params) => (
          <DefaultLayout>
            <MyPagesRoute section={params.section} />
          </DefaultLayout>
        )}
      </Route>

      <Route path="/preview">
        <BareLayout>
          <PreviewPage />
        </BareLayout>
      </Route>
      <Route path="/login">
        <Suspense fallback={<LoadingPage />}>
          <AuthCallbackPage />
        </Suspense>
      </Route>
      <Route path="/404">
        <DefaultLayout>
          <NotFoundPage />
        </DefaultLayout>
      </Route>
      <Route path="/intyg/:code">
        {(params) => (
          <DefaultLayout>
            <CertificateCheckPage code={params.code} />
          </DefaultLayout>
        )}
      </Route>

      <Route path="/:slug">
        {(params) => (
          <DefaultLayout>
            <ContentPage slug={params.slug} />
          </DefaultLayout>
        )}
      </Route>
      {/* Everything below a slug is the course itself: fortsatt, utvardering, tack, tyvarr, chapters. */}
      <Route path="/:slug/*">
        {(params) => (
          <FooterlessLayout>
            <CourseRoute slug={params.slug} step={(params['*'] ?? '').split('/').filter(Boolean)} />
          </FooterlessLayout>
        )}
      </Route>
    </Switch>
  );
}
