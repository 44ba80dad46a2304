import { STATISTICS_MEASURE_NAMES, type Statistics } from '@jamstalldhet/contract';
import { useId } from 'react';
import { ScrollingTable } from '../scrolling-table';
import { CsvLink } from './statistics-download';
import { countText, durationText, periodText } from './statistics-format';

function medianText(median: Statistics['median_seconds']): string {
  if (median === null) {
    return 'ingen slutförd med känd start att räkna på under perioden';
  }
  return median === 'fewer_than_5' ? 'visas inte, den bygger på färre än 5 personer' : durationText(median);
}

/** The period's counts for all learners, those logged in and the anonymous, and the median time. */
export function SummarySection({ report }: { report: Statistics }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Översikt</h2>
      <ScrollingTable
        className="web-statistics-table"
        caption={<>Deltagare {periodText(report.period.from, report.period.to)}</>}
        columns={['Mått', 'Alla', 'Inloggade', 'Anonyma']}
      >
        {report.summary.map((row) => (
          <tr key={row.measure}>
            <th scope="row">{STATISTICS_MEASURE_NAMES[row.measure]}</th>
            <td>{countText(row.all)}</td>
            <td>{countText(row.logged_in)}</td>
            <td>{countText(row.anonymous)}</td>
          </tr>
        ))}
      </ScrollingTable>
      <p>
        Mediantid från start till slutförd (inloggade deltagare):{' '}
        <strong>{medianText(report.median_seconds)}</strong>
      </p>
      <p className="web-statistics-note">
        Slutförda är de som skickade in utbildningen, godkända och ej godkända, räknade den månad det hände:
        den som först inte blev godkänd och sedan blev det räknas som båda. Den som påbörjar flera
        utbildningar räknas en gång per utbildning. En anonym deltagare räknas när hen svarar på sin första
        fråga, en gång per enhet och webbläsare, och den som börjar utan konto och sedan loggar in räknas både
        som anonym och inloggad.
      </p>
      <p>
        <CsvLink report={report} table="summary">
          Ladda ner översikten som CSV (för Excel)
        </CsvLink>
      </p>
    </section>
  );
}
