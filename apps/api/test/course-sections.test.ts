import { type Education, EducationSchema, type StatisticCount } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { CountSheet } from '../src/statistics/count-sheet';
import { questionCells, reachCells } from '../src/statistics/course-sections';

// Issue 37: the differences a reader can take in "Frågor" and "Var slutar deltagarna?" are
// groups too (a hostile review's cases): none of 1–4 may be read as the difference of two
// numbers shown.

const course = (blocks: unknown[][]): Education =>
  EducationSchema.parse({
    id: 7,
    slug: 'kurs',
    title: 'Kurs',
    chapters: [{ title: 'Ett', episodes: [{ title: 'Början', components: blocks }] }],
  });

const choice = {
  block_id: 'val',
  name: 'question-radio',
  title: 'Vilken?',
  mandatory: true,
  has_correction: true,
  answers: [
    { id: 'a', label: 'A', correct: true },
    { id: 'b', label: 'B' },
    { id: 'c', label: 'C' },
  ],
};

const bothShown = (first: StatisticCount | null, second: StatisticCount | null) =>
  typeof first === 'number' && typeof second === 'number';

describe('"Frågor" in the sheet', () => {
  it('does not show the answered and the right option of a single choice when the wrong are 1–4', () => {
    const sheet = new CountSheet();
    const read = questionCells(sheet, course([[choice]]), {
      recorded: 10,
      questions: [{ blockId: 'val', answered: 10, checked: 10, rightFirst: 5, rightFinal: 7 }],
      choices: [
        { blockId: 'val', value: 'a', count: 7 },
        { blockId: 'val', value: 'b', count: 2 },
        { blockId: 'val', value: 'c', count: 1 },
      ],
    });
    const [question] = read(sheet.protect());
    if (question?.kind !== 'choice') {
      throw new Error('a choice');
    }
    expect(bothShown(question.answered, question.options[0]?.count ?? null)).toBe(false);
    expect(bothShown(question.answered, question.right_final)).toBe(false);
    expect(question.options.slice(1).map((option) => option.count)).toEqual(['fewer_than_5', 'fewer_than_5']);
  });

  it('does not show two answered counts whose difference is the 1–4 who skipped an optional question', () => {
    const sheet = new CountSheet();
    const optional = { block_id: 'fri', name: 'question-input-text', title: 'Något mer?' };
    const read = questionCells(sheet, course([[{ ...choice, has_correction: false }, optional]]), {
      recorded: 20,
      questions: [
        { blockId: 'val', answered: 20, checked: 0, rightFirst: 0, rightFinal: 0 },
        { blockId: 'fri', answered: 18, checked: 0, rightFirst: 0, rightFinal: 0 },
      ],
      choices: [
        { blockId: 'val', value: 'a', count: 10 },
        { blockId: 'val', value: 'b', count: 5 },
        { blockId: 'val', value: 'c', count: 5 },
      ],
    });
    const [mandatory, skipped] = read(sheet.protect());
    expect(bothShown(mandatory?.answered ?? null, skipped?.answered ?? null)).toBe(false);
  });
});

describe('"Var slutar deltagarna?" in the sheet', () => {
  const pages = course([[{ block_id: 't', name: 'text', html: '<p>Hej</p>' }]]);
  const steps = (started: number, page: number, completed: number, evaluated: number) => {
    const sheet = new CountSheet();
    const outer = (value: number) => ({ cell: sheet.count(value), value });
    const read = reachCells(sheet, pages, new Map([['1/1/1', page]]), {
      started: outer(started),
      completed: outer(completed),
      evaluated: outer(evaluated),
    });
    return read(sheet.protect());
  };

  it('shows every step when every difference is 0 or 5 and more', () => {
    expect(steps(20, 15, 10, 5).map((step) => [step.reached, step.went_on, step.stopped])).toEqual([
      [20, 15, 5],
      [15, 10, 5],
      [10, 5, 5],
      [5, null, null],
    ]);
  });

  it('never lets those who completed and did not evaluate be worked out: 12 completed, 9 evaluated', () => {
    const [, , completed, evaluated] = steps(20, 15, 12, 9);
    expect(completed?.stopped).toBe('fewer_than_5');
    expect(typeof completed?.reached === 'number' && typeof evaluated?.reached === 'number').toBe(false);
  });
});
