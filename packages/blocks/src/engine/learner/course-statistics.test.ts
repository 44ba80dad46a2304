import { EducationSchema } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { coursePages, courseQuestions } from './course-statistics';

const education = EducationSchema.parse({
  id: 7,
  slug: 'kurs',
  title: 'Kurs',
  chapters: [
    {
      title: 'Ett',
      episodes: [
        {
          title: 'Början',
          components: [
            [
              { block_id: 't', name: 'text', html: '<p>Hej</p>' },
              {
                block_id: 'q',
                name: 'question-checkbox',
                title: 'Vilka?',
                has_correction: true,
                answers: [
                  { id: 'a', label: 'A', correct: true },
                  { id: 'b', label: 'B' },
                ],
              },
            ],
            [{ block_id: 'f', name: 'question-input-text', title: 'Varför?' }],
          ],
        },
      ],
    },
    {
      title: 'Två',
      episodes: [
        {
          title: 'Slut',
          components: [[{ block_id: 'u', name: 'question-radio', answers: [{ id: 'x', label: 'X' }] }]],
        },
      ],
    },
  ],
});

describe('what the statistics count in a course', () => {
  it('lists its questions in order with their page, graded only with a right option', () => {
    expect(
      courseQuestions(education).map((question) => [
        question.blockId,
        question.page,
        question.graded,
        question.rightOptions,
      ]),
    ).toEqual([
      ['q', '1/1/1', true, ['a']],
      ['f', '1/1/2', false, []],
      ['u', '2/1/1', false, []],
    ]);
  });

  it('lists its pages in order by their place', () => {
    expect(coursePages(education)).toEqual([
      { key: '1/1/1', title: 'Ett · Början, sida 1' },
      { key: '1/1/2', title: 'Ett · Början, sida 2' },
      { key: '2/1/1', title: 'Två · Slut, sida 1' },
    ]);
  });
});
