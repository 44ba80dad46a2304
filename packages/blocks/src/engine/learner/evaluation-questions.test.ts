import { type BlockInput, BlockSchema } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { evaluationQuestions } from './evaluation-questions';

const block = (input: Partial<BlockInput>) => BlockSchema.parse({ block_id: 'q', name: 'text', ...input });
const evaluationOf = (...components: ReturnType<typeof block>[]) => ({
  evaluation: { components, post_id: 1 },
});

describe('evaluationQuestions', () => {
  it('lists the questions in order, choices with their options and text questions alone', () => {
    const questions = evaluationQuestions(
      evaluationOf(
        block({ block_id: 'intro', title: 'Vad tyckte du?' }),
        block({
          block_id: 'helhet',
          name: 'question-radio-horizontal',
          title: '<strong>Hur nöjd</strong> är du?',
          answers: [
            { id: '1', label: '1 – Inte alls' },
            { id: '5', label: '5 &amp; mycket' },
          ],
        }),
        block({
          block_id: 'delar',
          name: 'question-checkbox',
          title: 'Vilka delar?',
          answers: [{ id: 'a', label: '' }],
        }),
        block({ block_id: 'fritext', name: 'question-textarea', title: '' }),
      ),
    );
    expect(questions).toEqual([
      {
        kind: 'choice',
        blockId: 'helhet',
        title: 'Hur nöjd är du?',
        multiple: false,
        options: [
          { id: '1', label: '1 – Inte alls' },
          { id: '5', label: '5 & mycket' },
        ],
      },
      {
        kind: 'choice',
        blockId: 'delar',
        title: 'Vilka delar?',
        multiple: true,
        options: [{ id: 'a', label: 'a' }],
      },
      { kind: 'text', blockId: 'fritext', title: 'fritext' },
    ]);
  });

  it('counts a multiselect radio block as a multiple choice, as the API takes its answers', () => {
    const [question] = evaluationQuestions(
      evaluationOf(block({ name: 'question-radio', multiselect: true, answers: [{ id: 'x', label: 'X' }] })),
    );
    expect(question).toMatchObject({ kind: 'choice', multiple: true });
  });
});
