import {
  type CoursePage,
  coursePages,
  courseQuestions,
  type EvaluationQuestion,
} from '@jamstalldhet/blocks/engine';
import type {
  Education,
  StatisticCount,
  StatisticsCourseQuestion,
  StatisticsReachStep,
} from '@jamstalldhet/contract';
import type { CourseSectionCounts } from '../storage/course-statistics';
import type { CountSheet } from './count-sheet';

// The statistics' "Frågor" and "Var slutar deltagarna?" of one course (issue 37), as counts in
// the report's own sheet. Each count is a group of people, and so is each difference a reader
// can take between them (wrong answers, learners who did not check or did not answer, who
// stopped between two steps): each such difference is a count of the sheet with
// its sum, so the small-group rule holds for it too, though the page does not show it.

/** The row of the choices of options an editor has removed since they were chosen (issue 37). */
export const REMOVED_OPTION = { id: 'borttaget', label: 'Borttaget alternativ' } as const;

type Shown = (cell: number) => StatisticCount;

/** A share of two counts shown, 0–1; null when either is held back or the whole is 0. */
function shareOf(part: StatisticCount, whole: StatisticCount): number | null {
  return typeof part === 'number' && typeof whole === 'number' && whole > 0 ? part / whole : null;
}

/** A count that is a part of `whole`: the rest is a group of its own (none when the part is larger). */
function partOf(sheet: CountSheet, whole: { cell: number; value: number }, value: number): number {
  const part = sheet.count(value);
  if (value <= whole.value) {
    sheet.sum(whole.cell, [part, sheet.count(whole.value - value)]);
  }
  return part;
}

/**
 * The cells of the course's questions in `sheet`; answers a function that reads them once the
 * sheet is protected. Each question's answers are a part of the completions recorded.
 */
export function questionCells(
  sheet: CountSheet,
  education: Education,
  counts: Pick<CourseSectionCounts, 'recorded' | 'questions' | 'choices'>,
): (shown: Shown) => StatisticsCourseQuestion[] {
  const byBlock = new Map(counts.questions.map((count) => [count.blockId, count]));
  const recorded = { cell: sheet.count(counts.recorded), value: counts.recorded };
  const cells = courseQuestions(education).map((question) => {
    const count = byBlock.get(question.blockId);
    const answeredValue = count?.answered ?? 0;
    const answered = partOf(sheet, recorded, answeredValue);
    if (question.kind === 'text') {
      return { question, answered, graded: null, options: [] };
    }
    const options = optionCells(sheet, question, answered, counts.choices);
    if (!question.graded) {
      return { question, answered, graded: null, options };
    }
    const whole = { cell: answered, value: answeredValue };
    const checkedValue = count?.checked ?? 0;
    const checked = partOf(sheet, whole, checkedValue);
    const rightFirst = partOf(sheet, { cell: checked, value: checkedValue }, count?.rightFirst ?? 0);
    const rightFinal = partOf(sheet, whole, count?.rightFinal ?? 0);
    // Right at completion is the right options' count (a single choice), or at most each's.
    const rightCells = options
      .filter((option) => question.rightOptions.includes(option.id))
      .map((option) => option.cell);
    if (question.multiple) {
      for (const cell of rightCells) {
        sheet.atMost([rightFinal], [cell]);
      }
    } else {
      sheet.sum(rightFinal, rightCells);
    }
    return { question, answered, graded: { checked, rightFirst, rightFinal }, options };
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
        options: shownOptions(question, cell.options, answered, shown),
      };
    });
}

type OptionCell = { id: string; label: string; cell: number };

/** A choice question's options as shown: each count, and its share of those who answered. */
export function shownOptions(
  question: Pick<ChoiceQuestion, 'multiple'>,
  options: readonly OptionCell[],
  answered: StatisticCount,
  shown: Shown,
) {
  return options.map(({ id, label, cell }) => {
    const count = shown(cell);
    return {
      id,
      label,
      count,
      // The removed options of a multiple choice together may be more than those who answered.
      share: question.multiple && id === REMOVED_OPTION.id ? null : shareOf(count, answered),
    };
  });
}

type ChoiceQuestion = Extract<EvaluationQuestion, { kind: 'choice' }>;

/**
 * A choice question's options, and the options an editor has removed since together as one
 * row, with how they hang together: a single choice's add up to its answers; a multiple
 * choice's are at least its answers (each chose one or more), each at most them. The course's
 * questions and its evaluation's alike.
 */
export function optionCells(
  sheet: CountSheet,
  question: ChoiceQuestion,
  answered: number,
  choices: CourseSectionCounts['choices'],
): OptionCell[] {
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

/** A step before the pages or after them, as the report counts it. */
interface OuterStep {
  cell: number;
  value: number;
}

/**
 * The cells of the course from its start to its evaluation in `sheet`: the start and the
 * completion are the summary's own cells, the evaluations the evaluation's. Between two steps
 * where fewer reached the next, those who stopped are a group of their own.
 */
export function reachCells(
  sheet: CountSheet,
  education: Education,
  reaches: ReadonlyMap<string, number>,
  outer: { started: OuterStep; completed: OuterStep; evaluated: OuterStep },
): (shown: Shown) => StatisticsReachStep[] {
  const pages = coursePages(education);
  const steps: Array<{ step: StatisticsReachStep['step']; page?: CoursePage; cell: number; value: number }> =
    [
      { step: 'started', ...outer.started },
      ...pages.map((page) => {
        const value = reaches.get(page.key) ?? 0;
        return { step: 'page' as const, page, cell: sheet.count(value), value };
      }),
      { step: 'completed', ...outer.completed },
      { step: 'evaluated', ...outer.evaluated },
    ];
  const stopped = steps.map((step, index) => {
    const next = steps[index + 1];
    if (!next || next.value > step.value) {
      return null;
    }
    const difference = sheet.count(step.value - next.value);
    sheet.sum(step.cell, [next.cell, difference]);
    return difference;
  });
  return (shown) =>
    steps.map((step, index): StatisticsReachStep => {
      const next = steps[index + 1];
      const stoppedCell = stopped[index];
      // The evaluation is the last step: no one goes on from it, and no one stops after it.
      const last = next === undefined;
      return {
        step: step.step,
        key: step.page?.key ?? step.step,
        title: step.page?.title ?? STEP_TITLES[step.step],
        reached: shown(step.cell),
        went_on: last ? null : shown(next.cell),
        stopped: last || stoppedCell === null || stoppedCell === undefined ? null : shown(stoppedCell),
      };
    });
}

/** The steps' names, but the pages'. */
const STEP_TITLES: Readonly<Record<StatisticsReachStep['step'], string>> = {
  started: 'Påbörjade utbildningen',
  page: 'Sida',
  completed: 'Slutförde utbildningen',
  evaluated: 'Lämnade utvärderingen',
};
