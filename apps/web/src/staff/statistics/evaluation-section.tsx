import {
  STATISTICS_FILE_NAMES,
  type Statistics,
  type StatisticsQuestion,
  statisticsFileName,
} from '@jamstalldhet/contract';
import { useId, useMemo } from 'react';
import { OptionCountsTable } from './option-counts-table';
import { StatisticsChart } from './statistics-chart';
import { CsvLink } from './statistics-download';
import { countText, periodText } from './statistics-format';

type Evaluation = NonNullable<Statistics['evaluation']>;

/** One choice question: its options as bars, and a table with counts and shares. */
function ChoiceQuestion({
  report,
  question,
  index,
}: {
  report: Statistics;
  question: Extract<StatisticsQuestion, { kind: 'choice' }>;
  index: number;
}) {
  const headingId = useId();
  const rows = useMemo(
    () => question.options.map((option) => ({ label: option.label, first: option.count })),
    [question],
  );
  return (
    <section aria-labelledby={headingId} className="web-statistics-question">
      <h3 id={headingId}>{question.title}</h3>
      <p>
        Svarade: {countText(question.answered)}.
        {question.multiple && ' Flera svar kunde väljas, så andelarna blir tillsammans mer än 100 %.'}
      </p>
      <StatisticsChart
        rows={rows}
        title={`Svar på ”${question.title}”`}
        description="Liggande stapeldiagram, ett svarsalternativ per rad. Antal och andel finns i tabellen under diagrammet."
        fileName={statisticsFileName(report, `${STATISTICS_FILE_NAMES.evaluation}-${index + 1}`)}
        downloadName={`diagrammet för fråga ${index + 1}`}
      />
      <OptionCountsTable caption={<>Svar på ”{question.title}”</>} options={question.options} />
    </section>
  );
}

/** One text question: how many answered, and their answers without any name, newest first. */
function TextQuestion({ question }: { question: Extract<StatisticsQuestion, { kind: 'text' }> }) {
  const headingId = useId();
  const answered = question.answered;
  return (
    <section aria-labelledby={headingId} className="web-statistics-question">
      <h3 id={headingId}>{question.title}</h3>
      <p>Svarade: {countText(answered)}.</p>
      {question.texts.length === 0 ? (
        <p>
          {answered === 0
            ? 'Ingen har svarat under perioden.'
            : 'Svaren visas när minst 5 har svarat under perioden.'}
        </p>
      ) : (
        <>
          <p>
            {typeof answered === 'number' && answered > question.texts.length
              ? `De ${question.texts.length} senaste svaren, nyast först. Alla finns i nedladdningen.`
              : 'Svaren, nyast först.'}
          </p>
          <ul className="web-statistics-texts">
            {question.texts.map((text, position) => (
              // The same words may be given twice; their place in the list tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
              <li key={position}>{text}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** A course's evaluation: each question's answers; nothing when all courses are shown. */
export function EvaluationSection({ report }: { report: Statistics }) {
  const headingId = useId();
  const evaluation: Evaluation | null = report.evaluation;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Utvärdering</h2>
      {evaluation === null ? (
        <p>Välj en utbildning för att se svaren på dess utvärdering.</p>
      ) : evaluation.questions.length === 0 ? (
        <p>Utbildningen har ingen utvärdering med frågor.</p>
      ) : (
        <>
          <p>
            Utvärderingar {periodText(report.period.from, report.period.to)}:{' '}
            {countText(evaluation.respondents)}. Svaren sparas utan namn och adress.
          </p>
          {evaluation.questions.map((question, index) =>
            question.kind === 'choice' ? (
              <ChoiceQuestion key={question.block_id} report={report} question={question} index={index} />
            ) : (
              <TextQuestion key={question.block_id} question={question} />
            ),
          )}
          <p className="web-staff-actions">
            <CsvLink report={report} table="evaluation">
              Ladda ner svaren per alternativ som CSV (för Excel)
            </CsvLink>
            <CsvLink report={report} table="evaluation_texts">
              Ladda ner fritextsvaren som CSV (för Excel)
            </CsvLink>
          </p>
        </>
      )}
    </section>
  );
}
