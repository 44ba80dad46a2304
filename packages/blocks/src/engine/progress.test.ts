import type { EducationProgress, ProgressEntry } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { sampleEducation } from './fixtures/education';
import {
  applyPending,
  chapterCompletion,
  courseProgress,
  emptyProgress,
  forgetOtherCourses,
  type LearnerProgressState,
  lastPushAfter,
  learnerProgress,
  mergeProgress,
  mergeStoredProgress,
  recordAnswer,
  resumePosition,
  unpushedEntries,
} from './progress';
import { needsPush } from './sync';

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

describe('mergeProgress', () => {
  const saved: EducationProgress = {
    ...emptyProgress(12),
    entries: [answer('q1'), answer('q2')],
    lastModified: 10,
  };

  it('lets the last answer per block win and keeps the others, marking what changed when', () => {
    const merged = mergeProgress(saved, [answer('q1', ['nej']), answer('q3')], 500);
    expect(merged.entries).toEqual([
      { ...answer('q1', ['nej']), modifiedAt: 500 },
      answer('q2'),
      { ...answer('q3'), modifiedAt: 500 },
    ]);
    expect(merged.lastModified).toBe(500);
  });

  it('never stamps an answer before the last push, even when the clock was set back', () => {
    const pushedLater = { ...saved, lastPush: 900 };
    const merged = mergeProgress(pushedLater, [answer('q3')], 500);
    expect(merged.entries.at(-1)?.modifiedAt).toBe(900);
    expect(unpushedEntries(merged).map((entry) => entry.blockId)).toEqual(['q3']);
  });

  it('keeps lastModified when nothing really changed', () => {
    const merged = mergeProgress(saved, [answer('q1')], 500);
    expect(merged.lastModified).toBe(10);
    expect(merged).toBe(saved);
  });

  it('keeps normal and evaluation answers to the same block apart', () => {
    const merged = mergeProgress(saved, [{ ...answer('q1', ['5']), part: 'evaluation' }], 500);
    expect(merged.entries).toHaveLength(3);
  });

  it('ignores changes to other educations', () => {
    expect(mergeProgress(saved, [answer('q9', ['ja'], 77)], 500)).toBe(saved);
  });
});

describe('unpushedEntries', () => {
  const fromServer = answer('q1');
  const changedEarlier = { ...answer('q2'), modifiedAt: 100 };
  const changedLater = { ...answer('q3'), modifiedAt: 300 };
  const progress: EducationProgress = {
    ...emptyProgress(12),
    entries: [fromServer, changedEarlier, changedLater],
  };

  it('is every answer before the first push', () => {
    expect(unpushedEntries(progress)).toEqual(progress.entries);
  });

  it('is the answers changed since the last push began, never those from the server', () => {
    expect(unpushedEntries({ ...progress, lastPush: 200 })).toEqual([changedLater]);
    expect(unpushedEntries({ ...progress, lastPush: 300 })).toEqual([changedLater]);
    expect(unpushedEntries({ ...progress, lastPush: 301 })).toEqual([]);
  });

  it('is every answer when the host stamps none', () => {
    const unstamped = { ...progress, entries: [fromServer, answer('q2')], lastPush: 200 };
    expect(unpushedEntries(unstamped)).toEqual(unstamped.entries);
  });
});

describe('lastPushAfter', () => {
  const progress: EducationProgress = {
    ...emptyProgress(12),
    entries: [
      { ...answer('q1'), modifiedAt: 50 },
      { ...answer('q2'), modifiedAt: 150 },
      { ...answer('q3'), modifiedAt: 170 },
    ],
    lastPush: 100,
  };

  it('is the push start when the push carried every answer from before it', () => {
    expect(lastPushAfter(progress, progress.entries, 200)).toBe(200);
  });

  it('goes back to the earliest answer from before the push that the push did not carry', () => {
    const sent = [progress.entries[1] as ProgressEntry];
    expect(lastPushAfter(progress, sent, 200)).toBe(170);
    // An answer pushed earlier (before the last push) does not count.
    expect(lastPushAfter(progress, [], 200)).toBe(150);
  });

  it('is just after answers stamped as the push began when the push carried them all', () => {
    const now = {
      ...progress,
      entries: [...progress.entries, { ...answer('q4'), modifiedAt: 200 }],
      lastModified: 200,
    };
    const after = lastPushAfter(now, now.entries, 200);
    expect(after).toBe(201);
    expect(needsPush({ ...now, lastPush: after })).toBe(false);
    // One stamped then but not carried keeps the push at its start: it goes out next time.
    expect(lastPushAfter(now, progress.entries, 200)).toBe(200);
  });

  it('counts an answer whose values changed after it was sent as not carried', () => {
    const sent = [{ ...answer('q2', ['nej']), modifiedAt: 150 }, progress.entries[2] as ProgressEntry];
    expect(lastPushAfter(progress, sent, 200)).toBe(150);
  });
});

describe('mergeStoredProgress', () => {
  const held: EducationProgress = {
    ...emptyProgress(12),
    entries: [
      { ...answer('q1', ['ja']), modifiedAt: 100 },
      { ...answer('q2', ['ja']), modifiedAt: 400 },
    ],
    lastModified: 400,
  };

  it('takes the newer answer per block and keeps what only one side has', () => {
    const stored: EducationProgress = {
      ...emptyProgress(12),
      entries: [
        { ...answer('q1', ['nej']), modifiedAt: 300 },
        { ...answer('q2', ['nej']), modifiedAt: 200 },
        { ...answer('q3', ['ja']), modifiedAt: 250 },
      ],
      lastModified: 300,
    };
    const merged = mergeStoredProgress(held, stored);
    expect(merged.entries).toEqual([
      { ...answer('q1', ['nej']), modifiedAt: 300 },
      { ...answer('q2', ['ja']), modifiedAt: 400 },
      { ...answer('q3', ['ja']), modifiedAt: 250 },
    ]);
    expect(merged.lastModified).toBe(400);
  });

  it('keeps the earlier push time, so answers taken in are sent here too', () => {
    const pushedHere = { ...held, lastPush: 500 };
    const stored: EducationProgress = {
      ...emptyProgress(12),
      entries: [{ ...answer('q3', ['ja']), modifiedAt: 450 }],
      lastModified: 450,
      lastPush: 300,
    };
    const merged = mergeStoredProgress(pushedHere, stored);
    expect(merged.lastPush).toBe(300);
    expect(unpushedEntries(merged).map((entry) => entry.blockId)).toEqual(['q2', 'q3']);
    expect(mergeStoredProgress(pushedHere, { ...stored, lastPush: null }).lastPush).toBeNull();
  });

  it('counts an answer without a time as the oldest, and keeps the same object when nothing is new', () => {
    const stored: EducationProgress = { ...emptyProgress(12), entries: [answer('q1', ['nej'])] };
    expect(mergeStoredProgress(held, stored)).toBe(held);
    expect(mergeStoredProgress(held, { ...stored, completed: true }).completed).toBe(true);
  });
});

describe('recordAnswer', () => {
  const empty: LearnerProgressState = { saved: {}, pending: [] };

  it('holds an answer as a pending change, replacing an earlier one to the same block', () => {
    const first = recordAnswer(
      empty,
      { educationId: 12, blockId: 'q1', values: ['ja'] },
      { anonymous: false },
    );
    const second = recordAnswer(
      first.state,
      { educationId: 12, blockId: 'q1', values: ['nej'] },
      { anonymous: false },
    );
    expect(second.recorded).toBe(true);
    expect(second.state.pending).toEqual([answer('q1', ['nej'])]);
  });

  it('does not record an anonymous answer while another course has unfinished progress, and says which', () => {
    const state: LearnerProgressState = {
      saved: { 12: { ...emptyProgress(12), entries: [answer('q1')] } },
      pending: [],
    };
    const result = recordAnswer(state, { educationId: 40, blockId: 'x', values: ['a'] }, { anonymous: true });
    expect(result).toEqual({
      recorded: false,
      reason: 'anonymous-other-course',
      otherEducationId: 12,
      state,
    });
  });

  it('counts pending answers in another course too', () => {
    const state: LearnerProgressState = { saved: {}, pending: [answer('q1')] };
    expect(
      recordAnswer(state, { educationId: 40, blockId: 'x', values: ['a'] }, { anonymous: true }).recorded,
    ).toBe(false);
  });

  it('records for logged-in learners whatever other progress they have', () => {
    const state: LearnerProgressState = {
      saved: { 12: { ...emptyProgress(12), entries: [answer('q1')] } },
      pending: [],
    };
    expect(
      recordAnswer(state, { educationId: 40, blockId: 'x', values: ['a'] }, { anonymous: false }).recorded,
    ).toBe(true);
  });

  it('lets a completed course not block the next one', () => {
    const state: LearnerProgressState = {
      saved: { 12: { ...emptyProgress(12), entries: [answer('q1')], completed: true } },
      pending: [],
    };
    expect(
      recordAnswer(state, { educationId: 40, blockId: 'x', values: ['a'] }, { anonymous: true }).recorded,
    ).toBe(true);
  });
});

describe('applyPending and forgetOtherCourses', () => {
  it('merges pending changes into saved progress per education', () => {
    const state: LearnerProgressState = {
      saved: { 12: { ...emptyProgress(12), entries: [answer('q1')] } },
      pending: [answer('q2'), answer('x', ['a'], 40)],
    };
    const applied = applyPending(state, 900);
    expect(applied.pending).toEqual([]);
    expect(applied.saved[12]?.entries.map((entry) => entry.blockId)).toEqual(['q1', 'q2']);
    expect(applied.saved[40]?.lastModified).toBe(900);
  });

  it('switching course drops unfinished progress elsewhere but keeps completed courses', () => {
    const state: LearnerProgressState = {
      saved: {
        12: { ...emptyProgress(12), entries: [answer('q1')] },
        7: { ...emptyProgress(7), entries: [answer('z', ['a'], 7)], completed: true },
      },
      pending: [answer('q2')],
    };
    const switched = forgetOtherCourses(state, 40);
    expect(Object.keys(switched.saved)).toEqual(['7']);
    expect(switched.pending).toEqual([]);
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
