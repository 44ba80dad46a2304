import { operations } from '@jamstalldhet/contract';
import { useLocation, useSearch } from 'wouter';
import { useCallState } from '../../data/use-call-state';
import { ApiError } from '../../http/api-error';
import { SiteLoadStatus } from '../../layout/site-load-status';
import { StaffPage } from '../staff-page';
import { ADMIN_PATH, STATISTICS_PATH } from '../staff-paths';
import { EvaluationSection } from './evaluation-section';
import { GroupsSection } from './groups-section';
import { MonthsSection } from './months-section';
import { QuestionsSection } from './questions-section';
import { ReachSection } from './reach-section';
import { type FilterFields, StatisticsFilter } from './statistics-filter';
import { periodText } from './statistics-format';
import { SummarySection } from './summary-section';
import './statistics.css';

/** The address of a choice of course and period: what the page shows is in its address. */
function addressOf(fields: FilterFields): string {
  const query = new URLSearchParams();
  if (fields.education) {
    query.set('utbildning', fields.education);
  }
  query.set('fran', fields.from);
  query.set('till', fields.to);
  return `${STATISTICS_PATH}?${query.toString()}`;
}

/**
 * `/mina-sidor/administration/statistik`: who takes the courses, who finishes, what they think
 * (issue 26), for one course or all over whole months, as charts with their tables and as
 * downloads. The API decides who may see it and holds back every count of fewer than 5 people.
 */
export function StatisticsPage() {
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const asked = {
    education: search.get('utbildning') ?? '',
    from: search.get('fran') ?? '',
    to: search.get('till') ?? '',
  };
  const query = {
    ...(asked.education ? { education: asked.education } : {}),
    ...(asked.from ? { from: asked.from } : {}),
    ...(asked.to ? { to: asked.to } : {}),
  };
  const { state, reload } = useCallState(operations.getStatistics, { query });
  const report = state.status === 'success' ? state.data : null;
  // A choice the API refused names its field: the form says it there, not as a failed load.
  const refused =
    state.status === 'error' && state.error instanceof ApiError && state.error.statusCode < 500
      ? state.error
      : null;

  return (
    <StaffPage title="Statistik" trail={[{ title: 'Administration', href: ADMIN_PATH }]}>
      <p>
        Hur många som påbörjar och slutför utbildningarna, vilka de är och vad de tycker. Av hänsyn till
        deltagarna visas aldrig ett antal under 5: en grupp med 1–4 personer står som ”färre än 5”, och ett
        antal som annars skulle avslöja en sådan grupp står som ”dolt”.
      </p>
      <StatisticsFilter
        courses={report?.courses ?? []}
        shown={{
          education: asked.education,
          from: asked.from || report?.period.from || '',
          to: asked.to || report?.period.to || '',
        }}
        refusal={refused ? { field: refused.field, message: refused.message } : null}
        onShow={(fields) => navigate(addressOf(fields))}
      />
      {!refused && (
        <SiteLoadStatus
          call={{ state: state, reload: reload }}
          loading="Räknar …"
          error="Statistiken kunde inte hämtas."
        />
      )}
      {/* In the page from the start, so a screen reader hears what each new choice shows. */}
      <p className="web-statistics-scope" role="status">
        {report &&
          `Visar ${report.education?.title ?? 'alla utbildningar'}, ${periodText(report.period.from, report.period.to)}.`}
      </p>
      {report && (
        <>
          <SummarySection report={report} />
          <MonthsSection report={report} />
          <GroupsSection report={report} group="organizations" />
          <GroupsSection report={report} group="work_titles" />
          <QuestionsSection report={report} />
          <ReachSection report={report} />
          <EvaluationSection report={report} />
        </>
      )}
    </StaffPage>
  );
}
