import { type BlockInput, BlockSchema, type Education, EducationSchema } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { answerBytes, answerMisfit, answersMisfit, answersThatFit } from './answer-fit';

const block = (input: Partial<BlockInput>) =>
  BlockSchema.parse({ block_id: 'q', name: 'question-radio', ...input });
const options = [
  { id: 'a', label: 'A' },
  { id: 'b', label: 'B' },
  { id: 'c', label: 'C' },
];

describe('answerMisfit', () => {
  it('takes one option of a single choice, and nothing that is not an option', () => {
    const radio = block({ answers: options });
    expect(answerMisfit(radio, ['b'])).toBeNull();
    expect(answerMisfit(radio, [])).toBeNull();
    expect(answerMisfit(radio, ['a', 'b'])).toEqual({ index: null, problem: 'too-many-values', max: 1 });
    expect(answerMisfit(radio, ['x'])).toEqual({ index: 0, problem: 'not-an-option' });
    expect(answerMisfit(radio, [''])).toEqual({ index: 0, problem: 'not-an-option' });
  });

  it('takes each option of a multiple choice once, a checkbox block being one whatever multiselect says', () => {
    for (const question of [
      block({ answers: options, multiselect: true }),
      block({ name: 'question-checkbox-card', answers: options }),
    ]) {
      expect(answerMisfit(question, ['c', 'a', 'b'])).toBeNull();
      expect(answerMisfit(question, ['a', 'a'])).toEqual({ index: 1, problem: 'repeated-value' });
      expect(answerMisfit(question, ['a', 'b', 'c', 'a'])).toEqual({
        index: null,
        problem: 'too-many-values',
        max: 3,
      });
    }
  });

  it('takes one text of at most max_length characters (counted as the learner sees them)', () => {
    const text = block({ name: 'question-input-text', max_length: 5 });
    expect(answerMisfit(text, ['åäö🙂x'])).toBeNull();
    expect(answerMisfit(text, [''])).toBeNull();
    expect(answerMisfit(text, ['123456'])).toEqual({ index: 0, problem: 'too-long', max: 5 });
    expect(answerMisfit(text, ['a', 'b'])).toEqual({ index: null, problem: 'too-many-values', max: 1 });
    expect(answerMisfit(block({ name: 'question-textarea' }), ['x'.repeat(31)])).toMatchObject({
      problem: 'too-long',
      max: 30,
    });
  });
});

const education: Education = EducationSchema.parse({
  id: 7,
  educationId: 7,
  slug: 'kurs',
  title: 'Kurs',
  presentation: { components: [{ block_id: 'presentation', name: 'education-presentation' }] },
  chapters: [
    {
      title: 'K1',
      episodes: [
        {
          title: 'E1',
          components: [
            [
              { block_id: 'text', name: 'text', html: '<p>Hej</p>' },
              { block_id: 'val', name: 'question-radio', answers: options },
            ],
            [{ block_id: 'fritext', name: 'question-textarea', max_length: 10 }],
          ],
        },
      ],
    },
  ],
  evaluation: {
    components: [
      { block_id: 'evaluationTerms', name: 'text', html: '<p>Villkor</p>' },
      { block_id: 'betyg', name: 'question-radio-horizontal', part: 'evaluation', answers: options },
    ],
  },
});

describe('answersMisfit', () => {
  it('takes answers to the course’s own questions of the part, and the special ids of SPEC §3', () => {
    expect(
      answersMisfit(education, 'normal', [
        { block_id: 'val', values: ['a'] },
        { block_id: 'fritext', values: ['tio tecken'] },
        { block_id: 'token', values: ['t'.repeat(200)] },
        { block_id: 'completed', values: ['true'] },
      ]),
    ).toBeNull();
    expect(answersMisfit(education, 'evaluation', [{ block_id: 'betyg', values: ['c'] }])).toBeNull();
  });

  it('names the answer and the field that does not fit', () => {
    expect(
      answersMisfit(education, 'normal', [
        { block_id: 'val', values: ['a'] },
        { block_id: 'borta', values: [] },
      ]),
    ).toEqual({
      field: 'answers[1].block_id',
      problem: 'unknown-block',
    });
    // Not a question, another part, or a block of the presentation without questions.
    for (const [part, blockId] of [
      ['normal', 'text'],
      ['normal', 'betyg'],
      ['evaluation', 'val'],
      ['normal', 'presentation'],
    ] as const) {
      expect(answersMisfit(education, part, [{ block_id: blockId, values: [] }])?.field).toBe(
        'answers[0].block_id',
      );
    }
    expect(
      answersMisfit(education, 'normal', [
        { block_id: 'val', values: ['a'] },
        { block_id: 'val', values: ['b'] },
      ]),
    ).toEqual({ field: 'answers[1].block_id', problem: 'repeated-block' });
    expect(answersMisfit(education, 'normal', [{ block_id: 'val', values: ['a', 'x'] }])).toEqual({
      field: 'answers[0].values',
      problem: 'too-many-values',
      max: 1,
    });
    expect(answersMisfit(education, 'normal', [{ block_id: 'fritext', values: ['elva tecken'] }])).toEqual({
      field: 'answers[0].values[0]',
      problem: 'too-long',
      max: 10,
    });
    expect(answersMisfit(education, 'normal', [{ block_id: 'token', values: ['t'.repeat(201)] }])).toEqual({
      field: 'answers[0].values[0]',
      problem: 'too-long',
      max: 200,
    });
  });
});

describe('answersThatFit', () => {
  it('leaves out what the server would refuse: answers to removed blocks, values that no longer fit', () => {
    expect(
      answersThatFit(education, 'normal', [
        { block_id: 'borttagen', values: ['x'] },
        { block_id: 'val', values: ['a'] },
        { block_id: 'fritext', values: ['alldeles för lång'] },
        { block_id: 'val', values: ['b'] },
      ]),
    ).toEqual([{ block_id: 'val', values: ['a'] }]);
  });
});

describe('answerBytes', () => {
  it('counts the values in UTF-8 bytes', () => {
    expect(answerBytes([{ values: ['ab', 'å'] }, { values: ['🙂'] }])).toBe(2 + 2 + 4);
    expect(answerBytes([])).toBe(0);
  });
});
