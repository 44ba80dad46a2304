import { describe, expect, it } from 'vitest';
import { sampleEducation } from '../fixtures/education';
import { answersByBlock, passResult } from './answers';
import { checkAnswers, courseOutline, withoutAnswerKey } from './course-view';

const graded = sampleEducation({
  chapters: [
    {
      title: 'Grunderna',
      episodes: [
        {
          title: 'Frågor',
          components: [
            [
              {
                block_id: 'q1',
                name: 'question-radio',
                mandatory: true,
                has_correction: true,
                correct_heading: 'Rätt!',
                correct_description: '<p>Bra.</p>',
                wrong_heading: 'Inte riktigt',
                wrong_description: '<p>Svaret är ja.</p>',
                answers: [
                  { id: 'ja', label: 'Ja', correct: true },
                  { id: 'nej', label: 'Nej' },
                ],
              },
              { block_id: 't', name: 'text', html: '<p>Text</p>' },
            ],
          ],
        },
      ],
    },
  ],
});

describe('courseOutline', () => {
  it('keeps the presentation and the chapter and episode titles, and no page, block, evaluation or thank-you section', () => {
    const education = sampleEducation({
      presentation: { components: [{ block_id: 'p', name: 'education-presentation' }] },
      completed: { components: [{ block_id: 'done', name: 'text' }] },
    });
    const outline = courseOutline(education);
    expect(outline.presentation.components.map((block) => block.block_id)).toEqual(['p']);
    expect(outline.chapters.map((chapter) => chapter.title)).toEqual([
      'Grunderna',
      'I klassrummet',
      'Avslutning',
    ]);
    expect(outline.chapters[0]?.episodes.map((episode) => episode.title)).toEqual([
      'Vad är jämställdhet?',
      'Lagen',
    ]);
    expect(
      outline.chapters.flatMap((chapter) => chapter.episodes.flatMap((episode) => episode.components)),
    ).toEqual([]);
    expect(outline.evaluation.components).toEqual([]);
    expect(outline.completed.components).toEqual([]);
    expect(JSON.stringify(outline)).not.toContain('"q1"');
  });

  it('keeps the idx ids the menu links with', () => {
    expect(courseOutline(sampleEducation()).chapters[1]?.episodes[0]?.idx).toBe('12_2_1');
  });
});

describe('withoutAnswerKey', () => {
  it('sends a certificate course without correct flags or feedback texts, marked to check on the server', () => {
    const sent = withoutAnswerKey(graded);
    const text = JSON.stringify(sent);
    expect(text).not.toContain('"correct":true');
    expect(text).not.toContain('Rätt!');
    expect(text).not.toContain('Svaret är ja');
    const question = sent.chapters[0]?.episodes[0]?.components[0]?.[0];
    expect(question).toMatchObject({ block_id: 'q1', has_correction: true, check_on_server: true });
    expect(question?.answers?.map((option) => option.label)).toEqual(['Ja', 'Nej']);
  });

  it('leaves a course without a certificate as it is, and never changes the stored course', () => {
    const noCertificate = { ...graded, certificate: false as const };
    expect(withoutAnswerKey(noCertificate)).toBe(noCertificate);
    withoutAnswerKey(graded);
    expect(graded.chapters[0]?.episodes[0]?.components[0]?.[0]?.correct_heading).toBe('Rätt!');
  });

  it('gives the client nothing to pass a course with: every mandatory graded question counts as ungraded', () => {
    const sent = withoutAnswerKey(graded);
    const everythingWrong = answersByBlock([
      { educationId: 12, blockId: 'q1', values: ['nej'], part: 'normal' },
    ]);
    expect(passResult(graded, everythingWrong).passed).toBe(false);
    expect(passResult(sent, everythingWrong).wrong).toEqual([]);
  });
});

describe('checkAnswers', () => {
  it('answers right or wrong with that result’s feedback only', () => {
    expect(checkAnswers(graded, [{ block_id: 'q1', values: ['ja'] }])).toEqual([
      { block_id: 'q1', result: 'correct', heading: 'Rätt!', description: '<p>Bra.</p>' },
    ]);
    expect(checkAnswers(graded, [{ block_id: 'q1', values: ['nej'] }])).toEqual([
      { block_id: 'q1', result: 'wrong', heading: 'Inte riktigt', description: '<p>Svaret är ja.</p>' },
    ]);
  });

  it('answers unanswered, and ungraded for blocks that are no graded question of the course', () => {
    expect(
      checkAnswers(graded, [
        { block_id: 'q1', values: [] },
        { block_id: 't', values: ['x'] },
        { block_id: 'okänd', values: ['ja'] },
      ]).map((checked) => checked.result),
    ).toEqual(['unanswered', 'ungraded', 'ungraded']);
  });
});
