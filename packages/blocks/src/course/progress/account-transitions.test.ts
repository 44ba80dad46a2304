import type { ProgressEntry } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { emptyProgress, unpushedCourses, unpushedEntries } from '../../engine/index';
import {
  courseCompleted,
  mergeAccepted,
  otherTabStored,
  ownerChanged,
  pushed,
  pushFailed,
  serverProgressLoaded,
} from './account-transitions';
import { answerGiven, initialProgressState, progressOf } from './progress-state';
import { saveStateFor } from './progress-view';

const entry = (blockId: string, values: string[]): ProgressEntry => ({
  educationId: 100,
  blockId,
  values,
  part: 'normal',
});
const user = () => initialProgressState('user:1');
const give =
  (blockId: string, values: string[], now: number) =>
  (state = user()) =>
    answerGiven(state, { educationId: 100, blockId, values, part: 'normal' }, { title: null, now });

// How held and server answers join is tested in the engine (account-merge.test.ts).
describe('serverProgressLoaded', () => {
  it('takes the server’s answers as saved when nothing is held here', () => {
    const state = serverProgressLoaded(user(), 100, [entry('q1', ['a'])], 50);
    expect(state.learner.saved[100]?.entries).toHaveLength(1);
    expect(saveStateFor(state, 100)).toBe('saved');
  });

  it('keeps held answers pending, and the state as it was when the server adds nothing', () => {
    const held = give('q1', ['new'], 10)();
    expect(saveStateFor(serverProgressLoaded(held, 100, [entry('q2', ['b'])], 20), 100)).toBe('pending');
    expect(serverProgressLoaded(held, 100, [entry('q1', ['old'])], 20)).toBe(held);
  });
});

describe('pushes', () => {
  it('a push marks the answers given before it as pushed, later ones stay pending', () => {
    const before = give('q1', ['a'], 10)();
    const during = give('q2', ['b'], 30)(before);
    const sent = before.learner.saved[100]?.entries ?? [];
    const state = pushed(during, 100, 20, sent);
    expect(state.learner.saved[100]?.lastPush).toBe(20);
    expect(saveStateFor(state, 100)).toBe('pending');
    expect(saveStateFor(pushed(before, 100, 20, sent), 100)).toBe('saved');
  });

  it('an answer from before the push that it did not carry (another tab’s) stays pending', () => {
    const before = give('q1', ['a'], 10)();
    const sent = before.learner.saved[100]?.entries ?? [];
    // While the push was under way, the other tab's answer q2 (given at 15) was taken in.
    const stored = {
      ...emptyProgress(100),
      entries: [{ ...entry('q2', ['b']), modifiedAt: 15 }],
      lastModified: 15,
    };
    const during = otherTabStored(before, { 100: stored });
    const state = pushed(during, 100, 20, sent);
    expect(state.learner.saved[100]?.lastPush).toBe(15);
    expect(saveStateFor(state, 100)).toBe('pending');
    expect(unpushedEntries(progressOf(state, 100)).map((item) => item.blockId)).toEqual(['q2']);
  });

  it('a failed push keeps the answers and says so until a push succeeds', () => {
    const failed = pushFailed(give('q1', ['a'], 10)(), 100);
    expect(saveStateFor(failed, 100)).toBe('failed');
    expect(unpushedCourses(failed.learner)[100]?.entries).toHaveLength(1);
    const later = pushed(failed, 100, 40, failed.learner.saved[100]?.entries ?? []);
    expect(saveStateFor(later, 100)).toBe('saved');
    expect(unpushedCourses(later.learner)).toEqual({});
  });
});

describe('completion', () => {
  it('gives an anonymous learner the completed marker and a logged-in one a completion of this visit', () => {
    const anonymous = courseCompleted(initialProgressState('anonymous'), 100, 'token-1');
    expect(anonymous.learner.saved[100]?.completed).toBe(true);
    expect(anonymous.certificateTokens[100]).toBe('token-1');
    const loggedIn = courseCompleted(user(), 100, null);
    expect(loggedIn.completed[100]).toBe(true);
    expect(loggedIn.learner.saved[100]).toBeUndefined();
  });
});

describe('owners and the login offer', () => {
  const nothingStored = { learner: { saved: {}, pending: [] }, mergeOffer: null, certificateTokens: {} };

  it('answers given while the session was checked go to whoever it turned out to be', () => {
    const checking = answerGiven(
      initialProgressState(null),
      { educationId: 100, blockId: 'q1', values: ['a'], part: 'normal' },
      { title: null, now: 5 },
    );
    const state = ownerChanged(checking, 'user:1', nothingStored, 6);
    expect(state.owner).toBe('user:1');
    expect(state.learner.saved[100]?.entries[0]?.values).toEqual(['a']);
  });

  it('a new account does not see the previous owner’s answers', () => {
    const previous = give('q1', ['a'], 5)();
    const state = ownerChanged(previous, 'user:2', nothingStored, 6);
    expect(state.learner.saved).toEqual({});
  });

  it('kept anonymous answers become the account’s pending answers', () => {
    const offer = { ...emptyProgress(100), entries: [entry('q1', ['a'])], lastModified: 3 };
    const state = mergeAccepted({ ...user(), mergeOffer: offer }, 9);
    expect(state.mergeOffer).toBeNull();
    expect(state.learner.saved[100]?.entries).toHaveLength(1);
    expect(saveStateFor(state, 100)).toBe('pending');
  });
});
