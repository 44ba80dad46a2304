import { type BlockInput, BlockSchema, type ProgressEntry } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { sampleEducation } from '../fixtures/education';
import {
  answerCorrectness,
  answersByBlock,
  answersToCheck,
  missingMandatoryBlocks,
  passResult,
  passResultByKey,
  textAnswerTooLong,
} from './answers';
import { withoutAnswerKey } from './course-view';

const block = (input: Partial<BlockInput>) =>
  BlockSchema.parse({ block_id: 'q', name: 'question-radio', ...input });
const options = [
  { id: 'a', label: 'A', correct: true },
  { id: 'b', label: 'B' },
  { id: 'c', label: 'C', correct: true },
];

describe('answerCorrectness', () => {
  it('is unanswered without values, or with blank ones', () => {
    expect(answerCorrectness(block({ has_correction: true, answers: options }), [])).toBe('unanswered');
    expect(answerCorrectness(block({}), ['  '])).toBe('unanswered');
  });

  it('does not grade questions without correction or without a correct option', () => {
    expect(answerCorrectness(block({ answers: options }), ['a'])).toBe('ungraded');
    expect(
      answerCorrectness(block({ has_correction: true, answers: [{ id: 'x', label: 'X' }] }), ['x']),
    ).toBe('ungraded');
  });

  it('grades a single choice: any correct option is right', () => {
    const question = block({ has_correction: true, answers: options });
    expect(answerCorrectness(question, ['c'])).toBe('correct');
    expect(answerCorrectness(question, ['b'])).toBe('wrong');
    expect(answerCorrectness(question, ['a', 'c'])).toBe('wrong');
  });

  it('grades a multiselect: exactly the correct options', () => {
    const question = block({ has_correction: true, multiselect: true, answers: options });
    expect(answerCorrectness(question, ['c', 'a'])).toBe('correct');
    expect(answerCorrectness(question, ['a'])).toBe('wrong');
    expect(answerCorrectness(question, ['a', 'b', 'c'])).toBe('wrong');
  });
});

describe('missingMandatoryBlocks', () => {
  it('names mandatory blocks without an answer, in page order', () => {
    const blocks = [
      block({ block_id: 'q1', mandatory: true }),
      block({ block_id: 'q2', mandatory: false }),
      block({ block_id: 'q3', mandatory: true }),
      block({ block_id: 'q4', mandatory: true }),
    ];
    const answers = new Map([
      ['q3', ['a']],
      ['q4', ['']],
    ]);
    expect(missingMandatoryBlocks(blocks, answers).map((item) => item.block_id)).toEqual(['q1', 'q4']);
  });
});

describe('answersByBlock', () => {
  it('keeps one part only', () => {
    const entries: ProgressEntry[] = [
      { educationId: 1, blockId: 'q1', values: ['a'], part: 'normal' },
      { educationId: 1, blockId: 'e1', values: ['5'], part: 'evaluation' },
    ];
    expect([...answersByBlock(entries).keys()]).toEqual(['q1']);
    expect(answersByBlock(entries, 'evaluation').get('e1')).toEqual(['5']);
  });
});

describe('textAnswerTooLong', () => {
  it('counts characters, not UTF-16 units, against max_length', () => {
    const question = block({ name: 'question-input-text', max_length: 3 });
    expect(textAnswerTooLong(question, 'åäö')).toBe(false);
    expect(textAnswerTooLong(question, '😀😀😀')).toBe(false);
    expect(textAnswerTooLong(question, 'abcd')).toBe(true);
  });
});

describe('passResult', () => {
  // The sample has mandatory questions q1, q2, q3 (no correction) and optional q4.
  const graded = sampleEducation({
    chapters: [
      {
        title: 'K',
        episodes: [
          {
            title: 'E',
            components: [
              [
                {
                  block_id: 'r',
                  name: 'question-radio',
                  mandatory: true,
                  has_correction: true,
                  answers: options,
                },
                { block_id: 't', name: 'question-textarea', mandatory: true },
                { block_id: 'o', name: 'question-radio', has_correction: true, answers: options },
              ],
            ],
          },
        ],
      },
    ],
  });

  it('passes when every mandatory question is answered and graded ones are right', () => {
    const answers = new Map([
      ['r', ['a']],
      ['t', ['Mina tankar']],
    ]);
    expect(passResult(graded, answers)).toEqual({ passed: true, unanswered: [], wrong: [] });
  });

  it('fails on an unanswered mandatory question and names it', () => {
    expect(passResult(graded, new Map([['r', ['a']]]))).toEqual({
      passed: false,
      unanswered: ['t'],
      wrong: [],
    });
  });

  it('fails on a wrong mandatory graded answer and names it', () => {
    const answers = new Map([
      ['r', ['b']],
      ['t', ['x']],
    ]);
    expect(passResult(graded, answers)).toEqual({ passed: false, unanswered: [], wrong: ['r'] });
  });

  it('never lets optional questions stop the learner', () => {
    const answers = new Map([
      ['r', ['a']],
      ['t', ['x']],
      ['o', ['b']],
    ]);
    expect(passResult(graded, answers).passed).toBe(true);
  });

  it('needs every mandatory question of the whole course', () => {
    const result = passResult(sampleEducation(), new Map([['q1', ['ja']]]));
    expect(result.unanswered).toEqual(['q2', 'q3']);
  });
});

describe('passResult for questions sent without their key (check_on_server)', () => {
  const course = sampleEducation({
    chapters: [
      {
        title: 'K',
        episodes: [
          {
            title: 'E',
            components: [
              [
                {
                  block_id: 'r',
                  name: 'question-radio',
                  mandatory: true,
                  has_correction: true,
                  answers: options,
                },
                { block_id: 'o', name: 'question-radio', has_correction: true, answers: options },
              ],
            ],
          },
        ],
      },
    ],
  });
  const stripped = { ...course, chapters: withoutAnswerKey(course).chapters };

  it('asks the server for the answered mandatory ones only', () => {
    expect(
      answersToCheck(
        stripped,
        new Map([
          ['r', ['b']],
          ['o', ['b']],
        ]),
      ),
    ).toEqual([{ block_id: 'r', values: ['b'] }]);
    expect(answersToCheck(stripped, new Map())).toEqual([]);
    // With the key in the course, nothing needs the server.
    expect(answersToCheck(course, new Map([['r', ['b']]]))).toEqual([]);
  });

  it("grades them by the server's results, and calls none wrong without one", () => {
    const answers = new Map([['r', ['b']]]);
    expect(passResult(stripped, answers, new Map([['r', 'wrong' as const]])).wrong).toEqual(['r']);
    expect(passResult(stripped, answers, new Map([['r', 'correct' as const]])).passed).toBe(true);
    expect(passResult(stripped, answers).wrong).toEqual([]);
    expect(passResult(stripped, new Map()).unanswered).toEqual(['r']);
  });

  it('never lets a stored mark switch grading off where the key is: passResultByKey grades by it', () => {
    // A course with its key, and the mark a view carries stored in it besides (issue 38).
    const marked = {
      ...course,
      chapters: course.chapters.map((chapter) => ({
        ...chapter,
        episodes: chapter.episodes.map((episode) => ({
          ...episode,
          components: episode.components.map((page) =>
            page.map((block) => ({ ...block, check_on_server: true })),
          ),
        })),
      })),
    };
    expect(passResultByKey(marked, new Map([['r', ['b']]]))).toEqual({
      passed: false,
      unanswered: [],
      wrong: ['r'],
    });
    expect(passResultByKey(marked, new Map([['r', ['a']]])).passed).toBe(true);
    // The same course read as a view would pass the wrong answer: what the server must not do.
    expect(passResult(marked, new Map([['r', ['b']]])).passed).toBe(true);
    expect(passResultByKey(marked, new Map()).unanswered).toEqual(['r']);
  });
});
