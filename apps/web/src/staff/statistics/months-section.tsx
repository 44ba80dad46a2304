import {
  STATISTICS_FILE_NAMES,
  STATISTICS_MEASURE_NAMES,
  STATISTICS_MEASURES,
  type Statistics,
  statisticsFileName,
} from '@jamstalldhet/contract';
import { useId, useMemo } from 'react';
import { ScrollingTable } from '../scrolling-table';
import { ChartLegend } from './chart-legend';
import { StatisticsChart } from './statistics-chart';
import { CsvLink } from './statistics-download';
import { countText, monthText, periodText } from './statistics-format';

/** Each month of the period: starts and completions as a chart, every measure in the table. */
export function MonthsSection({ report }: { report: Statistics }) {
  const headingId = useId();
  const rows = useMemo(
    () =>
      report.months.map((month) => ({
        label: monthText(month.month),
        first: month.started,
        second: month.completed,
      })),
    [report],
  );
  const period = periodText(report.period.from, report.period.to);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Per månad</h2>
      <StatisticsChart
        rows={rows}
        title={`Påbörjade och slutförda per månad, ${period}`}
        description="Stapeldiagram, en rad per månad: påbörjade som fylld stapel, slutförda som ofylld. Samma antal finns i tabellen under diagrammet."
        fileName={statisticsFileName(report, STATISTICS_FILE_NAMES.months)}
        downloadName="diagrammet per månad"
        legend={
          <ChartLegend names={[STATISTICS_MEASURE_NAMES.started, STATISTICS_MEASURE_NAMES.completed]} />
        }
      />
      <ScrollingTable
        className="web-statistics-table"
        caption={<>Per månad, {period}</>}
        columns={['Månad', ...STATISTICS_MEASURES.map((measure) => STATISTICS_MEASURE_NAMES[measure])]}
      >
        {report.months.map((month) => (
          <tr key={month.month}>
            <th scope="row">{monthText(month.month)}</th>
            {STATISTICS_MEASURES.map((measure) => (
              <td key={measure}>{countText(month[measure])}</td>
            ))}
          </tr>
        ))}
      </ScrollingTable>
      <p>
        <CsvLink report={report} table="months">
          Ladda ner tabellen per månad som CSV (för Excel)
        </CsvLink>
      </p>
    </section>
  );
}
