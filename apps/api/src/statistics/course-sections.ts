import {
  type CoursePage,
  type CourseQuestion,
  coursePages,
  courseQuestions,
} from '@jamstalldhet/blocks/engine';
import type {
  Education,
  StatisticCount,
  StatisticsCourseQuestion,
  StatisticsReachStep,
} from '@jamstalldhet/contract';
import type { QuestionCount } from '../storage/course-statistics';
import type { CountSheet } from './count-sheet';

// The statistics' "Frågor" and "Var slutar deltagarna?" of one course (issue 37), as counts in
// the report's own sheet: each count a group of people, each difference the page shows (wrong
// answers, learners who stopped) a count of its own, so the small-group rule holds for them too.

/** The row of the choices of options an editor has removed since they were chosen (issue 37). */
export const REMOVED_OPTION = { id: 'borttaget', label: 'Borttaget alternativ' } as const;

type Shown = (cell: number) => StatisticCount;

/** A share of two counts shown, 0–1; null when either is held back or the whole is 0. */
function shareOf(part: StatisticCount, whole: StatisticCount): number | null {
  return typeof part === 'number' && typeof whole === 'number' && whole > 0 ? part / whole : null;
}

/** A count `whole` split in `part` and the rest: the rest is a group of its own. */
function split(sheet: CountSheet, whole: number, wholeValue: number, partValue: number): number {
  const part = sheet.count(Math.min(partValue, wholeValue));
  sheet.sum(whole, [part, sheet.count(Math.max(0, wholeValue - partValue))]);
  return part;
}

/**
 * The cells of the course's questions in `sheet`; answers a function that reads them once the
 * sheet is protected.
 */
export function questionCells(
  sheet: CountSheet,
  education: Education,
  counts: readonly QuestionCount[],
  choices: ReadonlyArray<{ blockId: string; value: string; count: number }>,
): (shown: Shown) => StatisticsCourseQuestion[] {
  const byBlock = new Map(counts.map((count) => [count.blockId, count]));
  const cells = courseQuestions(education).map((question) => {
    const count = byBlock.get(question.blockId);
    const answeredValue = count?.answered ?? 0;
    const answered = sheet.count(answeredValue);
    if (question.kind === 'text') {
      return { question, answered, graded: null, options: [] };
    }
    const graded = question.graded
      ? (() => {
          const checkedValue = count?.checked ?? 0;
          const checked = split(sheet, answered, answeredValue, checkedValue);
          return {
            checked,
            rightFirst: split(sheet, checked, Math.min(checkedValue, answeredValue), count?.rightFirst ?? 0),
            rightFinal: split(sheet, answered, answeredValue, count?.rightFinal ?? 0),
          };
        })()
      : null;
    return { question, answered, graded, options: optionCells(sheet, question, answered, choices) };
  });
  return (shown) =>
    cells.map((cell): StatisticsCourseQuestion => {
      const { question } = cell;
      const answered = shown(cell.answered);
      const common = { block_id: question.blockId, title: question.title, page: question.page, answered };
      if (question.kind === 'text') {
        return { kind: 'text', ...common };
      }
      const checked = cell.graded ? shown(cell.graded.checked) : null;
      const rightFirst = cell.graded ? shown(cell.graded.rightFirst) : null;
      const rightFinal = cell.graded ? shown(cell.graded.rightFinal) : null;
      return {
        kind: 'choice',
        ...common,
        multiple: question.multiple,
        graded: question.graded,
        checked,
        right_first: rightFirst,
        right_final: rightFinal,
        right_first_share: rightFirst === null || checked === null ? null : shareOf(rightFirst, checked),
        right_final_share: rightFinal === null ? null : shareOf(rightFinal, answered),
        options: cell.options.map(({ id, label, cell: optionCell }) => {
          const chosen = shown(optionCell);
          return {
            id,
            label,
            count: chosen,
            // The removed options of a multiple choice together may be more than those who answered.
            share: question.multiple && id === REMOVED_OPTION.id ? null : shareOf(chosen, answered),
          };
        }),
      };
    });
}

/** A choice question's options, and its removed options together, with how they hang together. */
function optionCells(
  sheet: CountSheet,
  question: Extract<CourseQuestion, { kind: 'choice' }>,
  answered: number,
  choices: ReadonlyArray<{ blockId: string; value: string; count: number }>,
) {
  const chosen = choices.filter((choice) => choice.blockId === question.blockId && choice.value !== '');
  const current = new Set(question.options.map((option) => option.id));
  const options = question.options.map((option) => ({
    ...option,
    cell: sheet.count(chosen.find((choice) => choice.value === option.id)?.count ?? 0),
  }));
  const removed = chosen
    .filter((choice) => !current.has(choice.value))
    .reduce((total, choice) => total + choice.count, 0);
  const every = removed > 0 ? [...options, { ...REMOVED_OPTION, cell: sheet.count(removed) }] : options;
  const cells = every.map((option) => option.cell);
  if (question.multiple) {
    // Each who answered chose one option or more; no option was chosen by more than answered.
    sheet.atMost([answered], cells);
    for (const option of options) {
      sheet.atMost([option.cell], [answered]);
    }
  } else {
    sheet.sum(answered, cells);
  }
  return every;
}

/** A step before the pages or after them, as the summary counts it. */
interface OuterStep {
  cell: number;
  value: number;
}

/**
 * The cells of the course from its start to its completion in `sheet`: the start and the
 * completion are the summary's own cells; between two steps where fewer reached the second,
 * those who stopped are a group of their own. The evaluation, counted in its own sheet, comes
 * last as that report shows it.
 */
export function reachCells(
  sheet: CountSheet,
  education: Education,
  reaches: ReadonlyMap<string, number>,
  outer: { started: OuterStep; completed: OuterStep },
): (shown: Shown, evaluated: StatisticCount) => StatisticsReachStep[] {
  const pages = coursePages(education);
  const steps: Array<{ step: StatisticsReachStep['step']; page?: CoursePage; cell: number; value: number }> =
    [
      { step: 'started', ...outer.started },
      ...pages.map((page) => {
        const value = reaches.get(page.key) ?? 0;
        return { step: 'page' as const, page, cell: sheet.count(value), value };
      }),
      { step: 'completed', ...outer.completed },
    ];
  const stopped = steps.map((step, index) => {
    const next = steps[index + 1];
    if (!next || next.value > step.value) {
      return null;
    }
    const cell = sheet.count(step.value - next.value);
    sheet.sum(step.cell, [next.cell, cell]);
    return cell;
  });
  return (shown, evaluated) => [
    ...steps.map((step, index): StatisticsReachStep => {
      const next = steps[index + 1];
      const stoppedCell = stopped[index];
      return {
        step: step.step,
        key: step.page?.key ?? step.step,
        title: step.page?.title ?? STEP_TITLES[step.step],
        reached: shown(step.cell),
        went_on: next ? shown(next.cell) : evaluated,
        stopped: stoppedCell === null || stoppedCell === undefined ? null : shown(stoppedCell),
      };
    }),
    {
      step: 'evaluated',
      key: 'evaluated',
      title: STEP_TITLES.evaluated,
      reached: evaluated,
      went_on: null,
      stopped: null,
    },
  ];
}

/** The steps' names, but the pages'. */
const STEP_TITLES: Readonly<Record<StatisticsReachStep['step'], string>> = {
  started: 'Påbörjade utbildningen',
  page: 'Sida',
  completed: 'Slutförde utbildningen',
  evaluated: 'Lämnade utvärderingen',
};
