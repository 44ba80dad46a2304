import { describe, expect, it } from 'vitest';
import { sampleEducation, text } from '../fixtures/education';
import { educationKey, givesCertificate, isAnswerableBlock, normalizeEducation } from './education';

describe('normalizeEducation', () => {
  it('gives chapters and episodes 1-based idx ids from the education id', () => {
    const education = normalizeEducation(sampleEducation());
    expect(education.chapters.map((chapter) => chapter.idx)).toEqual(['12_1', '12_2', '12_3']);
    expect(education.chapters[0]?.episodes.map((episode) => episode.idx)).toEqual(['12_1_1', '12_1_2']);
  });

  it('uses educationId over id when both are given', () => {
    const education = normalizeEducation(sampleEducation({ educationId: 99 }));
    expect(education.chapters[1]?.episodes[0]?.idx).toBe('99_2_1');
    expect(educationKey(education)).toBe(99);
  });

  it("falls back to the first block's post_id for an episode without one", () => {
    const education = normalizeEducation(
      sampleEducation({
        chapters: [
          {
            title: 'K',
            episodes: [
              {
                title: 'Utan',
                components: [
                  [],
                  [
                    { ...text('x'), post_id: 501 },
                    { ...text('y'), post_id: 502 },
                  ],
                ],
              },
              { title: 'Med', post_id: 7, components: [[{ ...text('z'), post_id: 503 }]] },
            ],
          },
        ],
      }),
    );
    expect(education.chapters[0]?.episodes[0]?.post_id).toBe(501);
    expect(education.chapters[0]?.episodes[1]?.post_id).toBe(7);
  });

  it('does not change its input', () => {
    const original = sampleEducation();
    normalizeEducation(original);
    expect(original.chapters[0]?.idx).toBeUndefined();
  });
});

describe('givesCertificate', () => {
  it('is true unless the course says certificate: false', () => {
    expect(givesCertificate(sampleEducation())).toBe(true);
    expect(givesCertificate(sampleEducation({ certificate: true }))).toBe(true);
    expect(givesCertificate(sampleEducation({ certificate: false }))).toBe(false);
  });
});

describe('isAnswerableBlock', () => {
  it('counts question blocks and mandatory blocks', () => {
    expect(isAnswerableBlock({ name: 'question-textarea', mandatory: false })).toBe(true);
    expect(isAnswerableBlock({ name: 'video-full', mandatory: true })).toBe(true);
    expect(isAnswerableBlock({ name: 'text', mandatory: false })).toBe(false);
  });
});
