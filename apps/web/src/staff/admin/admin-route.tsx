import { mayEditContent } from '@jamstalldhet/blocks/engine';
import { Route, Switch } from 'wouter';
import { NotFoundPage } from '../../pages/not-found-page';
import { ContentEditorRoute } from '../content/content-editor-route';
import { ContentListPage } from '../content/content-list-page';
import { CONTENT_PATH } from '../content/content-paths';
import { RequireAdministrator } from '../require-administrator';
import { ADMIN_PATH, STATISTICS_PATH } from '../staff-paths';
import { StatisticsPage } from '../statistics/statistics-page';
import { AccessRequestsPage } from './access-requests-page';
import { AccountDetailsPage } from './account-details-page';
import { AccountsPage } from './accounts-page';
import { AdminHomePage } from './admin-home-page';
import { AuditPage } from './audit-page';
import { ReportsPage } from './reports-page';
import { RoomsPage } from './rooms-page';

/**
 * `/mina-sidor/administration/…`: the administrators' pages, behind their role (issue 14); the
 * content pages are editors' too (issue 36).
 */
export function AdminRoute() {
  return (
    <Switch>
      <Route path={CONTENT_PATH}>
        <RequireAdministrator may={mayEditContent}>
          <ContentListPage />
        </RequireAdministrator>
      </Route>
      <Route path={`${CONTENT_PATH}/:kind/:id`}>
        {(params) => (
          <RequireAdministrator may={mayEditContent}>
            <ContentEditorRoute kindSegment={params.kind} id={params.id} />
          </RequireAdministrator>
        )}
      </Route>
      <Route>
        <AdministratorRoute />
      </Route>
    </Switch>
  );
}

function AdministratorRoute() {
  return (
    <RequireAdministrator>
      <Switch>
        <Route path={ADMIN_PATH} component={AdminHomePage} />
        <Route path={`${ADMIN_PATH}/ansokningar`} component={AccessRequestsPage} />
        <Route path={`${ADMIN_PATH}/konton`} component={AccountsPage} />
        <Route path={`${ADMIN_PATH}/konton/:id`}>
          {(params) => <AccountDetailsPage accountId={params.id} />}
        </Route>
        <Route path={`${ADMIN_PATH}/tillganglighetsrapporter`} component={ReportsPage} />
        <Route path={`${ADMIN_PATH}/rum`} component={RoomsPage} />
        <Route path={`${ADMIN_PATH}/logg`} component={AuditPage} />
        <Route path={STATISTICS_PATH} component={StatisticsPage} />
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </RequireAdministrator>
  );
}
