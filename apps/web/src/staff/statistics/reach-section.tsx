import { STATISTICS_FILE_NAMES, type Statistics, statisticsFileName } from '@jamstalldhet/contract';
import { useId, useMemo } from 'react';
import { ScrollingTable } from '../scrolling-table';
import { StatisticsChart } from './statistics-chart';
import { CsvLink } from './statistics-download';
import { countText, periodText } from './statistics-format';

/**
 * "Var slutar deltagarna?" (issue 37): from the start through each page to the completion and
 * the evaluation, how many reached each step and how many went on, logged-in and anonymous
 * learners together, as a chart beside its table.
 */
export function ReachSection({ report }: { report: Statistics }) {
  const headingId = useId();
  const steps = report.reach;
  const rows = useMemo(
    () => (steps ?? []).map((step) => ({ label: step.title, first: step.reached })),
    [steps],
  );
  const period = periodText(report.period.from, report.period.to);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Var slutar deltagarna?</h2>
      {steps === null ? (
        <p>Välj en utbildning för att se hur långt deltagarna kommer i den.</p>
      ) : (
        <>
          <p>
            Hur många som nådde varje sida, inloggade och anonyma tillsammans. En inloggad deltagare räknas en
            gång per sida, en anonym en gång per sida på varje enhet (innan hen har svarat på något: en gång
            per besök).
          </p>
          <StatisticsChart
            rows={rows}
            title={`Deltagare som nådde varje steg, ${period}`}
            description="Liggande stapeldiagram, ett steg per rad i kursens ordning. Samma antal finns i tabellen under diagrammet."
            fileName={statisticsFileName(report, STATISTICS_FILE_NAMES.reach)}
            downloadName="diagrammet över stegen"
          />
          <ScrollingTable
            className="web-statistics-table"
            caption={<>Var slutar deltagarna?, {period}</>}
            columns={['Steg', 'Nådde', 'Gick vidare', 'Slutade här']}
          >
            {steps.map((step) => (
              <tr key={step.key}>
                <th scope="row">{step.title}</th>
                <td>{countText(step.reached)}</td>
                <td>{step.went_on === null ? '–' : countText(step.went_on)}</td>
                <td>{step.stopped === null ? '–' : countText(step.stopped)}</td>
              </tr>
            ))}
          </ScrollingTable>
          <p>
            <CsvLink report={report} table="reach">
              Ladda ner tabellen över stegen som CSV (för Excel)
            </CsvLink>
          </p>
        </>
      )}
    </section>
  );
}
