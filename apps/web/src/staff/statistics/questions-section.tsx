import {
  STATISTICS_FILE_NAMES,
  type Statistics,
  type StatisticsCourseQuestion,
  statisticsFileName,
} from '@jamstalldhet/contract';
import { useId, useMemo } from 'react';
import { ScrollingTable } from '../scrolling-table';
import { ChartLegend } from './chart-legend';
import { OptionCountsTable } from './option-counts-table';
import { StatisticsChart } from './statistics-chart';
import { CsvLink } from './statistics-download';
import { countText, periodText, shareText } from './statistics-format';

type ChoiceQuestion = Extract<StatisticsCourseQuestion, { kind: 'choice' }>;

const CHECKED = 'Rättade';
const RIGHT_FIRST = 'Rätt vid första rättningen';

/** A count held back or not counted: a dash where the question has no right answer. */
function optionalCount(count: ChoiceQuestion['checked']): string {
  return count === null ? '–' : countText(count);
}

/** A choice question's options: how many chose each in their answer at completion. */
function OptionsTable({ question }: { question: ChoiceQuestion }) {
  return (
    <details className="web-statistics-options">
      <summary>Svar per alternativ: {question.title}</summary>
      <OptionCountsTable
        caption={<>Svar per alternativ på ”{question.title}”</>}
        options={question.options}
      />
    </details>
  );
}

/**
 * "Frågor" (issue 37): for each question of the course, how many answered it and, for a graded
 * one, the share right at the first "Rätta svaret" and at completion, with the options chosen.
 * The chart shows the graded questions: those who checked as an outline, those right at their
 * first check solid, so the gap is the learners who got it wrong first.
 */
export function QuestionsSection({ report }: { report: Statistics }) {
  const headingId = useId();
  const questions = report.questions;
  const graded = useMemo(
    () =>
      (questions ?? []).filter(
        (question): question is ChoiceQuestion => question.kind === 'choice' && question.graded,
      ),
    [questions],
  );
  const rows = useMemo(
    () =>
      graded.map((question) => ({
        label: question.title,
        first: question.right_first ?? 0,
        second: question.checked ?? 0,
      })),
    [graded],
  );
  const period = periodText(report.period.from, report.period.to);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Frågor</h2>
      {questions === null ? (
        <p>Välj en utbildning för att se hur deltagarna svarar på dess frågor.</p>
      ) : questions.length === 0 ? (
        <p>Utbildningen har inga frågor.</p>
      ) : (
        <>
          <p>
            Räknat när deltagarna slutför utbildningen: en inloggad deltagare en gång (första gången alla
            obligatoriska frågor var besvarade), varje anonym för sig. ”{CHECKED}” är de som tryckte på Rätta
            svaret; vad någon skrev i en fritextfråga finns aldrig i statistiken.
          </p>
          {graded.length > 0 && (
            <StatisticsChart
              rows={rows}
              title={`Rätt vid första rättningen per fråga, ${period}`}
              description={`Liggande stapeldiagram, en fråga per rad: ${RIGHT_FIRST.toLowerCase()} som fylld stapel, alla som rättade som ofylld. Samma antal finns i tabellen under diagrammet.`}
              fileName={statisticsFileName(report, STATISTICS_FILE_NAMES.questions)}
              downloadName="diagrammet över frågorna"
              legend={<ChartLegend names={[RIGHT_FIRST, CHECKED]} />}
            />
          )}
          <ScrollingTable
            className="web-statistics-table"
            caption={<>Frågor, {period}</>}
            columns={['Fråga', 'Sida', 'Svarade', CHECKED, RIGHT_FIRST, 'Rätt vid slutförandet']}
          >
            {questions.map((question) => (
              <tr key={question.block_id}>
                <th scope="row">{question.title}</th>
                <td>{question.page}</td>
                <td>{countText(question.answered)}</td>
                {question.kind === 'choice' && question.graded ? (
                  <>
                    <td>{optionalCount(question.checked)}</td>
                    <td>
                      {optionalCount(question.right_first)} ({shareText(question.right_first_share)})
                    </td>
                    <td>
                      {optionalCount(question.right_final)} ({shareText(question.right_final_share)})
                    </td>
                  </>
                ) : (
                  <td colSpan={3}>{question.kind === 'text' ? 'Fritext' : 'Inget rätt svar'}</td>
                )}
              </tr>
            ))}
          </ScrollingTable>
          {questions.map((question) =>
            question.kind === 'choice' ? <OptionsTable key={question.block_id} question={question} /> : null,
          )}
          <p>
            <CsvLink report={report} table="questions">
              Ladda ner frågorna som CSV (för Excel)
            </CsvLink>
          </p>
        </>
      )}
    </section>
  );
}
