import {
  STATISTICS_MEASURE_NAMES,
  STATISTICS_MEASURES,
  type StatisticCount,
  type Statistics,
  type StatisticsTable,
  sharePercentText,
  statisticCountText,
} from '@jamstalldhet/contract';
import { csvDocument } from '../format/csv';

const SECONDS_PER_DAY = 24 * 60 * 60;

/** Days with one decimal and a decimal comma, as a Swedish Excel reads a number. */
function daysText(seconds: Statistics['median_seconds']): string {
  if (seconds === null) {
    return '';
  }
  if (seconds === 'fewer_than_5') {
    return statisticCountText(seconds);
  }
  return (Math.round((seconds / SECONDS_PER_DAY) * 10) / 10).toFixed(1).replace('.', ',');
}

const text = (count: StatisticCount) => statisticCountText(count);
const optionalText = (count: StatisticCount | null) => (count === null ? '' : text(count));
const shareText = (share: number | null) => (share === null ? '' : sharePercentText(share));

/** One table of a report as CSV for Excel, the counts held back as the page shows them. */
export function statisticsCsv(report: Statistics, table: StatisticsTable): string {
  switch (table) {
    case 'summary':
      return csvDocument([
        ['Mått', 'Alla', 'Inloggade', 'Anonyma'],
        ...report.summary.map((row) => [
          STATISTICS_MEASURE_NAMES[row.measure],
          text(row.all),
          text(row.logged_in),
          text(row.anonymous),
        ]),
        ['Mediantid från start till slutförd, dagar (inloggade)', daysText(report.median_seconds), '', ''],
      ]);
    case 'months':
      return csvDocument([
        ['Månad', ...STATISTICS_MEASURES.map((measure) => STATISTICS_MEASURE_NAMES[measure])],
        ...report.months.map((month) => [
          month.month,
          ...STATISTICS_MEASURES.map((measure) => text(month[measure])),
        ]),
      ]);
    case 'organizations':
      return csvDocument([
        ['Organisation', STATISTICS_MEASURE_NAMES.completed],
        ...report.organizations.map((group) => [group.name, text(group.completed)]),
      ]);
    case 'work_titles':
      return csvDocument([
        ['Yrkesroll', STATISTICS_MEASURE_NAMES.completed],
        ...report.work_titles.map((group) => [group.name, text(group.completed)]),
      ]);
    case 'evaluation':
      return csvDocument([
        ['Fråga', 'Svarade', 'Svar', 'Antal', 'Andel'],
        ...(report.evaluation?.questions ?? []).flatMap((question) =>
          question.kind === 'choice'
            ? question.options.map((option) => [
                question.title,
                text(question.answered),
                option.label,
                text(option.count),
                option.share === null ? '' : sharePercentText(option.share),
              ])
            : [[question.title, text(question.answered), 'Fritext', '', '']],
        ),
      ]);
    case 'evaluation_texts':
      return csvDocument([
        ['Fråga', 'Svar'],
        ...(report.evaluation?.questions ?? []).flatMap((question) =>
          question.kind === 'text' ? question.texts.map((answer) => [question.title, answer]) : [],
        ),
      ]);
    case 'questions':
      return csvDocument([
        [
          'Fråga',
          'Sida',
          'Svarade',
          'Rättade',
          'Rätt vid första rättningen',
          'Andel rätt vid första rättningen',
          'Rätt vid slutförandet',
          'Andel rätt vid slutförandet',
          'Svar',
          'Antal',
          'Andel',
        ],
        ...(report.questions ?? []).flatMap((question) => {
          const common = [question.title, question.page, text(question.answered)];
          if (question.kind === 'text') {
            return [[...common, '', '', '', '', '', 'Fritext', '', '']];
          }
          const graded = [
            optionalText(question.checked),
            optionalText(question.right_first),
            shareText(question.right_first_share),
            optionalText(question.right_final),
            shareText(question.right_final_share),
          ];
          return question.options.map((option) => [
            ...common,
            ...graded,
            option.label,
            text(option.count),
            shareText(option.share),
          ]);
        }),
      ]);
    case 'reach':
      return csvDocument([
        ['Steg', 'Sida', 'Nådde', 'Gick vidare', 'Slutade här'],
        ...(report.reach ?? []).map((step) => [
          step.title,
          step.step === 'page' ? step.key : '',
          text(step.reached),
          optionalText(step.went_on),
          optionalText(step.stopped),
        ]),
      ]);
    default:
      return table satisfies never;
  }
}
