import type { EducationProgress, ProgressEntry } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyProgress,
  lastPushAfter,
  mergeProgress,
  mergeStoredProgress,
  unpushedEntries,
} from './progress-record';
import { needsPush } from './sync';

const answer = (blockId: string, values = ['ja'], educationId = 12): ProgressEntry => ({
  educationId,
  blockId,
  values,
  part: 'normal',
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
