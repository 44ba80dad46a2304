import type { ProgressEntry } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { sampleEducation } from '../fixtures/education';
import { chapterCompletion, courseProgress, learnerProgress, resumePosition } from './course-progress';

const answer = (blockId: string, values = ['ja'], educationId = 12): ProgressEntry => ({
  educationId,
  blockId,
  values,
  part: 'normal',
});
const progressOf = (...entries: ProgressEntry[]) => ({ entries });

describe('courseProgress', () => {
  it('is [0, chapters] without progress', () => {
    expect(courseProgress(sampleEducation(), null)).toEqual([0, 3]);
  });

  it('completes a chapter only when every mandatory block has progress', () => {
    const education = sampleEducation();
    expect(courseProgress(education, progressOf(answer('q1')))).toEqual([0, 3]);
    expect(courseProgress(education, progressOf(answer('q1'), answer('q2')))).toEqual([1, 3]);
  });

  it('does not wait for optional questions', () => {
    const education = sampleEducation();
    expect(chapterCompletion(education, [answer('q1'), answer('q2'), answer('q3')])).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('counts a chapter without mandatory blocks once the learner has answered in it or later', () => {
    const education = sampleEducation();
    const all = [answer('q1'), answer('q2'), answer('q3')];
    // The text-only last chapter: not yet read, as far as the answers tell.
    expect(chapterCompletion(education, all)[2]).toBe(false);
    const textOnlyFirst = sampleEducation({
      chapters: [
        { title: 'Text', episodes: [{ title: 'T', components: [[{ block_id: 't', name: 'text' }]] }] },
        ...sampleEducation().chapters,
      ],
    });
    expect(chapterCompletion(textOnlyFirst, [])[0]).toBe(false);
    expect(chapterCompletion(textOnlyFirst, [answer('q1')])[0]).toBe(true);
  });

  it('counts a text-only last chapter once the learner has answered in the evaluation', () => {
    const education = sampleEducation();
    const evaluated: ProgressEntry = { ...answer('ev1', ['1']), part: 'evaluation' };
    expect(chapterCompletion(education, [answer('q1'), answer('q2'), answer('q3'), evaluated])).toEqual([
      true,
      true,
      true,
    ]);
    // Reaching the evaluation does not stand in for mandatory questions left unanswered.
    expect(chapterCompletion(education, [answer('q1'), evaluated])).toEqual([false, false, true]);
    // An answer to an evaluation question that no longer exists does not count.
    const removed: ProgressEntry = { ...answer('gammal', ['1']), part: 'evaluation' };
    expect(chapterCompletion(education, [answer('q1'), answer('q2'), answer('q3'), removed])[2]).toBe(false);
  });

  it('counts every chapter of a completed course', () => {
    const education = sampleEducation();
    expect(chapterCompletion(education, [], { completed: true })).toEqual([true, true, true]);
    expect(courseProgress(education, { entries: [answer('q1')], completed: true })).toEqual([3, 3]);
  });

  it('ignores answers from other educations, the evaluation part and removed blocks', () => {
    const education = sampleEducation();
    const entries = [
      answer('q1', ['ja'], 99),
      { ...answer('q2'), part: 'evaluation' as const },
      answer('gone'),
    ];
    expect(courseProgress(education, { entries })).toEqual([0, 3]);
  });
});

describe('resumePosition', () => {
  it('is the first page without progress at the start', () => {
    expect(resumePosition(sampleEducation(), null).path).toBe('/jamstalldhet-i-skolan/1/1/1');
  });

  it('is the page of the first answerable block without progress', () => {
    const education = sampleEducation();
    expect(resumePosition(education, progressOf(answer('q1'))).path).toBe('/jamstalldhet-i-skolan/1/1/2');
    expect(resumePosition(education, progressOf(answer('q1'), answer('q2'))).path).toBe(
      '/jamstalldhet-i-skolan/2/1/1',
    );
  });

  it('finds a gap before later answers', () => {
    const education = sampleEducation();
    expect(resumePosition(education, progressOf(answer('q1'), answer('q3'), answer('q4'))).path).toBe(
      '/jamstalldhet-i-skolan/1/1/2',
    );
  });

  it('goes past the last answered page when everything is answered', () => {
    const education = sampleEducation();
    const all = progressOf(answer('q1'), answer('q2'), answer('q3'), answer('q4'));
    expect(resumePosition(education, all).path).toBe('/jamstalldhet-i-skolan/3/1/1');
  });
});

describe('learnerProgress', () => {
  const education = sampleEducation({ user: { status: 'approved', answers: [answer('q1')] } });

  it("prefers the host's saved progress", () => {
    const saved = progressOf(answer('q2'));
    expect(learnerProgress(education, saved, true)).toBe(saved);
  });

  it("uses the server's answers for a logged-in learner without saved progress", () => {
    expect(learnerProgress(education, null, true)?.entries).toEqual([answer('q1')]);
  });

  it('has nothing for an anonymous learner without saved progress', () => {
    expect(learnerProgress(education, null, false)).toBeNull();
  });

  it("marks a logged-in learner's progress completed when their status is completed", () => {
    const completed = sampleEducation({ user: { status: 'completed', answers: [answer('q1')] } });
    expect(learnerProgress(completed, null, true)).toEqual({ entries: [answer('q1')], completed: true });
    expect(learnerProgress(completed, progressOf(answer('q2')), true)).toEqual({
      entries: [answer('q2')],
      completed: true,
    });
    expect(learnerProgress(education, null, true)?.completed).toBe(false);
    // The account's status is not the anonymous learner's: logged out, it does not count.
    expect(learnerProgress(completed, progressOf(answer('q2')), false)?.completed).toBeUndefined();
  });
});
