import { mayEditContent } from '@jamstalldhet/blocks/engine';
import { PAGES, type RolePageId } from '@jamstalldhet/contract';
import type { ReactNode } from 'react';
import { ContentEditorRoute } from '../content/content-editor-route';
import { ContentListPage } from '../content/content-list-page';
import { RequireAdministrator } from '../require-administrator';
import { StatisticsPage } from '../statistics/statistics-page';
import { AccessRequestsPage } from './access-requests-page';
import { AccountDetailsPage } from './account-details-page';
import { AccountsPage } from './accounts-page';
import { AdminHomePage } from './admin-home-page';
import { AuditPage } from './audit-page';
import { ReportsPage } from './reports-page';
import { RoomsPage } from './rooms-page';

/** The staff pages of the page table whose guard is a role (administrator or editor). */
const ADMIN_PAGES: Record<RolePageId, (params: Record<string, string>) => ReactNode> = {
  admin: () => <AdminHomePage />,
  accessRequests: () => <AccessRequestsPage />,
  accounts: () => <AccountsPage />,
  account: (params) => <AccountDetailsPage accountId={params.id ?? ''} />,
  accessibilityReports: () => <ReportsPage />,
  rooms: () => <RoomsPage />,
  content: () => <ContentListPage />,
  contentEditor: (params) => <ContentEditorRoute kindSegment={params.kind ?? ''} id={params.id ?? ''} />,
  statistics: () => <StatisticsPage />,
  audit: () => <AuditPage />,
};

/**
 * `/mina-sidor/administration/…`: the administrators' pages, behind their role (issue 14); the
 * content pages are editors' too (issue 36). The page table says which guard is whose.
 */
export function AdminRoute({ page, params }: { page: RolePageId; params: Record<string, string> }) {
  const view = ADMIN_PAGES[page](params);
  return PAGES[page].guard === 'editor' ? (
    <RequireAdministrator may={mayEditContent}>{view}</RequireAdministrator>
  ) : (
    <RequireAdministrator>{view}</RequireAdministrator>
  );
}
