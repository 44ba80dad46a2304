import { Button } from '@jamstalldhet/blocks';
import { type AdminAccessibilityReport, operations } from '@jamstalldhet/contract';
import { useId, useRef } from 'react';
import { useCallState } from '../../data/use-call-state';
import { SiteLoadStatus } from '../../layout/site-load-status';
import { useApi } from '../../site/services';
import { useToast } from '../../toast/toast-provider';
import { momentOf } from '../format';
import { StaffPage } from '../staff-page';
import { ADMIN_PATH } from '../staff-paths';

const KIND_NAMES = { problem: 'Brist i tillgängligheten', format: 'Begäran om annat format' } as const;

/**
 * `/mina-sidor/administration/tillganglighetsrapporter`: the reports received, newest first,
 * unanswered ones first to see; each is marked answered with the date (DOS-lagen).
 */
export function ReportsPage() {
  const { state, reload } = useCallState(operations.listAccessibilityReports);
  const reports = state.status === 'success' ? state.data : [];
  const open = reports.filter((report) => report.answered_at === null);
  const answered = reports.filter((report) => report.answered_at !== null);
  const openId = useId();
  const answeredId = useId();
  // A marked report moves to the other list: focus goes to the unanswered list's heading.
  const openHeading = useRef<HTMLHeadingElement>(null);
  const changed = () => {
    reload();
    openHeading.current?.focus();
  };
  return (
    <StaffPage title="Tillgänglighetsrapporter" trail={[{ title: 'Administration', href: ADMIN_PATH }]}>
      <SiteLoadStatus call={{ state: state, reload: reload }} what="rapporterna" />
      {state.status === 'success' && (
        <>
          <section aria-labelledby={openId}>
            <h2 id={openId} ref={openHeading} tabIndex={-1}>
              Obesvarade ({open.length})
            </h2>
            {open.length === 0 ? (
              <p>Alla rapporter är besvarade.</p>
            ) : (
              <ReportList reports={open} onChange={changed} />
            )}
          </section>
          <section aria-labelledby={answeredId}>
            <h2 id={answeredId}>Besvarade ({answered.length})</h2>
            {answered.length === 0 ? (
              <p>Inga besvarade rapporter ännu.</p>
            ) : (
              <ReportList reports={answered} onChange={changed} />
            )}
          </section>
        </>
      )}
    </StaffPage>
  );
}

/** A report as a button's hidden text names it: its kind, sender and date. */
const reportName = (report: AdminAccessibilityReport) =>
  `${KIND_NAMES[report.kind].toLowerCase()} från ${report.email}, ${momentOf(report.created_at)}`;

function ReportList({
  reports,
  onChange,
}: {
  reports: readonly AdminAccessibilityReport[];
  onChange: () => void;
}) {
  const api = useApi();
  const toast = useToast();
  async function mark(report: AdminAccessibilityReport, answered: boolean) {
    try {
      await api.call(operations.markAccessibilityReport, { params: { id: report.id }, body: { answered } });
      toast(answered ? 'Rapporten är markerad som besvarad.' : 'Rapporten är markerad som obesvarad.');
      onChange();
    } catch {
      toast('Ändringen kunde inte sparas. Försök igen.', { kind: 'error' });
    }
  }
  return (
    <ul className="web-staff-cards jb-card-grid jb-plain-list">
      {reports.map((report) => (
        <li key={report.id}>
          <h3>
            {KIND_NAMES[report.kind]}, {momentOf(report.created_at)}
          </h3>
          <p>
            Från {report.name ? `${report.name}, ` : ''}
            <a href={`mailto:${report.email}`}>{report.email}</a>
          </p>
          {report.page_url && <p>Sida: {report.page_url}</p>}
          {/* Plain text as written: escaped by the renderer, line breaks kept by the style. */}
          <p className="web-staff-message">{report.message}</p>
          {report.answered_at !== null ? (
            <p>
              Besvarad {momentOf(report.answered_at)}
              {report.answered_by ? ` av ${report.answered_by}` : ''}.{' '}
              <Button variant="secondary" onClick={() => mark(report, false)}>
                Markera som obesvarad<span className="jb-visually-hidden">: {reportName(report)}</span>
              </Button>
            </p>
          ) : (
            <Button onClick={() => mark(report, true)}>
              Markera som besvarad<span className="jb-visually-hidden">: {reportName(report)}</span>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
