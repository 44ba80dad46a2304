import { Route, Switch } from 'wouter';
import { NotFoundPage } from '../../pages/not-found-page';
import { ContentEditorRoute } from '../content/content-editor-route';
import { ContentListPage } from '../content/content-list-page';
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

/** `/mina-sidor/administration/…`: the administrators' pages, behind their role (issue 14). */
export function AdminRoute() {
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
        <Route path={`${ADMIN_PATH}/innehall`} component={ContentListPage} />
        <Route path={`${ADMIN_PATH}/innehall/:kind/:id`}>
          {(params) => <ContentEditorRoute kindSegment={params.kind} id={params.id} />}
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </RequireAdministrator>
  );
}
