import {
  STATISTICS_FILE_NAMES,
  STATISTICS_MEASURE_NAMES,
  type Statistics,
  statisticsFileName,
} from '@jamstalldhet/contract';
import { useId, useMemo } from 'react';
import { ScrollingTable } from '../scrolling-table';
import { StatisticsChart } from './statistics-chart';
import { CsvLink } from './statistics-download';
import { countText, periodText } from './statistics-format';

const GROUPS = {
  organizations: {
    heading: 'Slutförda per organisation',
    column: 'Organisation',
    chart: 'diagrammet per organisation',
  },
  work_titles: { heading: 'Slutförda per yrkesroll', column: 'Yrkesroll', chart: 'diagrammet per yrkesroll' },
} as const;

/**
 * Completions by the learners' organisation or work title, largest first (those held back last,
 * by name), as a chart and a table. Anonymous learners are a group of their own.
 */
export function GroupsSection({ report, group }: { report: Statistics; group: keyof typeof GROUPS }) {
  const headingId = useId();
  const texts = GROUPS[group];
  const groups = report[group];
  const rows = useMemo(
    () => groups.map((entry) => ({ label: entry.name, first: entry.completed })),
    [groups],
  );
  const period = periodText(report.period.from, report.period.to);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.heading}</h2>
      {groups.length === 0 ? (
        <p>Ingen slutförde under perioden.</p>
      ) : (
        <>
          <StatisticsChart
            rows={rows}
            title={`${texts.heading}, ${period}`}
            description="Liggande stapeldiagram, störst först. Samma antal finns i tabellen under diagrammet."
            fileName={statisticsFileName(report, STATISTICS_FILE_NAMES[group])}
            downloadName={texts.chart}
          />
          <ScrollingTable
            caption={
              <>
                {texts.heading}, {period}
              </>
            }
            columns={[texts.column, STATISTICS_MEASURE_NAMES.completed]}
          >
            {groups.map((entry) => (
              <tr key={`${entry.kind}:${entry.name}`}>
                <th scope="row">{entry.name}</th>
                <td>{countText(entry.completed)}</td>
              </tr>
            ))}
          </ScrollingTable>
          <p>
            <CsvLink report={report} table={group}>
              Ladda ner {texts.heading.toLowerCase()} som CSV (för Excel)
            </CsvLink>
          </p>
        </>
      )}
    </section>
  );
}
