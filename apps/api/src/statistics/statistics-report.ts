import { compareSwedish, educationKey, evaluationQuestions } from '@jamstalldhet/blocks/engine';
import {
  type Education,
  monthsBetween,
  periodProblem,
  SMALL_GROUP_MIN,
  STATISTICS_MEASURES,
  STATISTICS_TIME_ZONE,
  type StatisticCount,
  type Statistics,
  type StatisticsGroup,
  type StatisticsMeasure,
  type StatisticsQuery,
  type StatisticsQuestion,
} from '@jamstalldhet/contract';
import type { Database } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { getSettings, listEducations } from '../storage/content';
import { courseSectionCounts } from '../storage/course-statistics';
import {
  completionsByGroup,
  completionTime,
  evaluationAnswered,
  evaluationChoices,
  evaluationRespondents,
  evaluationTexts,
  type GroupCount,
  type MonthCount,
  monthCounts,
  type StatisticsScope,
} from '../storage/statistics';
import { CountSheet } from './count-sheet';
import { optionCells, questionCells, reachCells, shownOptions } from './course-sections';

/** The newest free-text answers a report carries per question (a download carries more). */
const REPORT_TEXTS_MAX = 50;

const NO_GROUP_NAME = 'Uppgift saknas';
const ANONYMOUS_GROUP_NAME = 'Utan konto';

const COLUMNS = ['all', 'logged_in', 'anonymous'] as const;
type Column = (typeof COLUMNS)[number];

/** The current month in Swedish time, `YYYY-MM`. */
export function swedishMonth(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: STATISTICS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/**
 * The statistics of one course or all over a period (by default the year so far, in Swedish
 * time), every count of people protected as `CountSheet` says: the page, the API and the
 * downloads all show these. `textsMax` is how many free-text answers per question it carries
 * (none read when 0: a download of another table needs none).
 */
export async function statisticsReport(
  db: Database,
  query: StatisticsQuery,
  options: { now?: Date; textsMax?: number } = {},
): Promise<Statistics> {
  const thisMonth = swedishMonth(options.now ?? new Date());
  const to = query.to ?? (query.from !== undefined && query.from > thisMonth ? query.from : thisMonth);
  const from = query.from ?? `${to.slice(0, 4)}-01`;
  // Both given, the query's schema checked them; one left out, the other may be far from now.
  const problem = periodProblem(from, to);
  if (problem !== null) {
    throw badRequest(problem, query.from === undefined ? 'to' : 'from');
  }
  const [educations, settings] = await Promise.all([listEducations(db), getSettings(db)]);
  const courses = educations
    .map((education) => ({ id: educationKey(education), title: education.title }))
    .sort((first, second) => compareSwedish(first.title, second.title));
  const education =
    query.education === undefined
      ? null
      : (educations.find((candidate) => educationKey(candidate) === query.education) ?? null);
  if (query.education !== undefined && education === null) {
    throw notFound('Utbildningen finns inte');
  }
  const scope: StatisticsScope = { educationId: education ? educationKey(education) : null, from, to };
  const courseScope = education ? { ...scope, educationId: educationKey(education) } : null;
  const [counts, time, organizations, workTitles, sections] = await Promise.all([
    monthCounts(db, scope),
    completionTime(db, scope),
    completionsByGroup(db, scope, 'organization'),
    completionsByGroup(db, scope, 'work_title'),
    courseScope ? courseSectionCounts(db, courseScope) : null,
  ]);

  const sheet = new CountSheet();
  const months = monthsBetween(from, to);
  const summaryCells = cellsOfSummary(sheet, counts);
  const monthCells = months.map((month) => cellsOfMonth(sheet, counts, month));
  for (const measure of STATISTICS_MEASURES) {
    sheet.sum(
      summaryCells[measure].all,
      monthCells.map((cells) => cells[measure]),
    );
  }
  const taxonomies = settings.taxonomies;
  const organizationCells = groupCells(sheet, organizations, taxonomies.user_organization);
  const workTitleCells = groupCells(sheet, workTitles, taxonomies.user_work_title);
  for (const groups of [organizationCells, workTitleCells]) {
    const cellsWhere = (anonymous: boolean) =>
      groups.filter((group) => (group.kind === 'anonymous') === anonymous).map((group) => group.cell);
    sheet.sum(
      summaryCells.completed.all,
      groups.map((group) => group.cell),
    );
    sheet.sum(summaryCells.completed.logged_in, cellsWhere(false));
    sheet.sum(summaryCells.completed.anonymous, cellsWhere(true));
  }
  // The course's evaluation, questions and steps from start to evaluation (issue 37), in the
  // same sheet: the start and the completion are the summary's own counts, the evaluations the
  // evaluation's, so those who completed and did not evaluate are protected too.
  const evaluationOf =
    courseScope && education
      ? await evaluationCells(db, sheet, courseScope, education, options.textsMax)
      : null;
  const questionsOf = education && sections ? questionCells(sheet, education, sections) : null;
  const reachOf =
    education && sections && evaluationOf
      ? reachCells(sheet, education, sections.reaches, {
          started: { cell: summaryCells.started.all, value: countOf(counts, 'started', 'all') },
          completed: { cell: summaryCells.completed.all, value: countOf(counts, 'completed', 'all') },
          evaluated: evaluationOf.respondents,
        })
      : null;
  const shown = sheet.protect();
  const evaluation = evaluationOf ? await evaluationOf.read(shown) : null;

  return {
    period: { from, to },
    education: education ? { id: educationKey(education), title: education.title } : null,
    courses,
    summary: STATISTICS_MEASURES.map((measure) => ({
      measure,
      all: shown(summaryCells[measure].all),
      logged_in: shown(summaryCells[measure].logged_in),
      anonymous: shown(summaryCells[measure].anonymous),
    })),
    median_seconds:
      time.count === 0 || time.medianSeconds === null
        ? null
        : time.count < SMALL_GROUP_MIN
          ? 'fewer_than_5'
          : // To the minute: a median of a few is one learner's own time.
            Math.round(time.medianSeconds / 60) * 60,
    months: months.map((month, index) => {
      const cells = monthCells[index] as Record<StatisticsMeasure, number>;
      return {
        month,
        started: shown(cells.started),
        completed: shown(cells.completed),
        passed: shown(cells.passed),
        not_passed: shown(cells.not_passed),
        certificates: shown(cells.certificates),
      };
    }),
    organizations: sortedGroups(
      organizationCells.map(({ cell, ...group }) => ({ ...group, completed: shown(cell) })),
    ),
    work_titles: sortedGroups(
      workTitleCells.map(({ cell, ...group }) => ({ ...group, completed: shown(cell) })),
    ),
    evaluation,
    questions: questionsOf ? questionsOf(shown) : null,
    reach: reachOf ? reachOf(shown) : null,
  };
}

/** The count of `measure` among `counts`, of one column, in `month` or the whole period. */
function countOf(counts: readonly MonthCount[], measure: StatisticsMeasure, column: Column, month?: string) {
  const kinds =
    measure === 'completed'
      ? ['passed', 'not_passed']
      : [measure === 'certificates' ? 'certificate' : measure];
  return counts
    .filter(
      (count) =>
        kinds.includes(count.kind) &&
        (month === undefined || count.month === month) &&
        (column === 'all' || count.anonymous === (column === 'anonymous')),
    )
    .reduce((sum, count) => sum + count.count, 0);
}

function cellsOfSummary(sheet: CountSheet, counts: readonly MonthCount[]) {
  const cells = Object.fromEntries(
    STATISTICS_MEASURES.map((measure) => [
      measure,
      Object.fromEntries(COLUMNS.map((column) => [column, sheet.count(countOf(counts, measure, column))])),
    ]),
  ) as Record<StatisticsMeasure, Record<Column, number>>;
  for (const measure of STATISTICS_MEASURES) {
    sheet.sum(cells[measure].all, [cells[measure].logged_in, cells[measure].anonymous]);
  }
  for (const column of COLUMNS) {
    sheet.sum(cells.completed[column], [cells.passed[column], cells.not_passed[column]]);
  }
  return cells;
}

function cellsOfMonth(sheet: CountSheet, counts: readonly MonthCount[], month: string) {
  const cells = Object.fromEntries(
    STATISTICS_MEASURES.map((measure) => [measure, sheet.count(countOf(counts, measure, 'all', month))]),
  ) as Record<StatisticsMeasure, number>;
  sheet.sum(cells.completed, [cells.passed, cells.not_passed]);
  return cells;
}

/**
 * A group per taxonomy term with completions, one for those logged in who gave none (or a term
 * since removed) and one for the anonymous: together they are every completion.
 */
function groupCells(
  sheet: CountSheet,
  counts: readonly GroupCount[],
  terms: ReadonlyArray<{ id: number; name: string }>,
) {
  const names = new Map(terms.map((term) => [term.id, term.name]));
  const groups = new Map<string, Omit<StatisticsGroup, 'completed'> & { count: number }>();
  for (const count of counts) {
    const name = count.anonymous
      ? ANONYMOUS_GROUP_NAME
      : ((count.termId === null ? undefined : names.get(count.termId)) ?? NO_GROUP_NAME);
    const kind = count.anonymous ? 'anonymous' : name === NO_GROUP_NAME ? 'none' : 'term';
    const key = `${kind}:${name}`;
    const group = groups.get(key) ?? { kind, name, count: 0 };
    group.count += count.count;
    groups.set(key, group);
  }
  return [...groups.values()].map(({ count, ...group }) => ({ ...group, cell: sheet.count(count) }));
}

/**
 * Largest first; counts held back after the numbers, by name: an order by their true size
 * would tell which of two small groups is the larger.
 */
function sortedGroups(groups: StatisticsGroup[]): StatisticsGroup[] {
  return groups.sort((first, second) => {
    const firstNumber = typeof first.completed === 'number';
    const secondNumber = typeof second.completed === 'number';
    if (firstNumber !== secondNumber) {
      return firstNumber ? -1 : 1;
    }
    const bySize = firstNumber ? (second.completed as number) - (first.completed as number) : 0;
    return bySize || compareSwedish(first.name, second.name);
  });
}

/**
 * The cells of a course's evaluation in the report's sheet (issue 37: one sheet, so the
 * evaluations beside the completions in "Var slutar deltagarna?" are protected with them);
 * answers the respondents' cell and what reads the evaluation once the sheet is protected.
 */
async function evaluationCells(
  db: Database,
  sheet: CountSheet,
  scope: StatisticsScope & { educationId: number },
  education: Education,
  textsMax = REPORT_TEXTS_MAX,
) {
  const questions = evaluationQuestions(education);
  const choiceIds = questions
    .filter((question) => question.kind === 'choice')
    .map((question) => question.blockId);
  const [respondents, answered, choices] = await Promise.all([
    evaluationRespondents(db, scope),
    evaluationAnswered(
      db,
      scope,
      questions.map((question) => question.blockId),
    ),
    evaluationChoices(db, scope, choiceIds),
  ]);
  const respondentsCell = sheet.count(respondents);
  const cells = questions.map((question) => {
    const answeredCell = sheet.count(answered.get(question.blockId) ?? 0);
    // Each evaluation answers a question once at most.
    sheet.atMost([answeredCell], [respondentsCell]);
    const options = question.kind === 'text' ? [] : optionCells(sheet, question, answeredCell, choices);
    return { question, answeredCell, options };
  });
  const read = async (
    shown: (cell: number) => StatisticCount,
  ): Promise<NonNullable<Statistics['evaluation']>> => ({
    respondents: shown(respondentsCell),
    questions: await Promise.all(
      cells.map(async ({ question, answeredCell, options }): Promise<StatisticsQuestion> => {
        const answeredCount = shown(answeredCell);
        if (question.kind === 'text') {
          const texts =
            typeof answeredCount === 'number' && answeredCount >= SMALL_GROUP_MIN && textsMax > 0
              ? await evaluationTexts(db, scope, question.blockId, textsMax)
              : [];
          return {
            kind: 'text',
            block_id: question.blockId,
            title: question.title,
            answered: answeredCount,
            texts,
          };
        }
        return {
          kind: 'choice',
          block_id: question.blockId,
          title: question.title,
          multiple: question.multiple,
          answered: answeredCount,
          options: shownOptions(question, options, answeredCount, shown),
        };
      }),
    ),
  });
  return { respondents: { cell: respondentsCell, value: respondents }, read };
}
