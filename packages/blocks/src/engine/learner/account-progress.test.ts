import type { ProgressEntry } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { carryCheckedAnswers, completedProgress, pushedProgress, unpushedCourses } from './account-progress';
import { mergeOtherTabProgress } from './other-tab';
import type { LearnerProgressState } from './pending-answers';
import { emptyProgress, mergeProgress, unpushedEntries } from './progress-record';
import { saveState } from './save-state';

const entry = (blockId: string, values: string[]): ProgressEntry => ({
  educationId: 100,
  blockId,
  values,
  part: 'normal',
});
const give = (blockId: string, values: string[], now: number, progress = emptyProgress(100)) =>
  mergeProgress(progress, [entry(blockId, values)], now);
const loggedIn = (progress: Parameters<typeof saveState>[0]['progress']) =>
  saveState({ anonymous: false, push: undefined, progress });
const learnerWith = (...courses: ReturnType<typeof emptyProgress>[]): LearnerProgressState => ({
  saved: Object.fromEntries(courses.map((progress) => [progress.educationId, progress])),
  pending: [],
});

describe('carryCheckedAnswers', () => {
  it('answers given while the session was checked go to whoever it turned out to be', () => {
    const checking = learnerWith(give('q1', ['a'], 5));
    const learner = carryCheckedAnswers({ saved: {}, pending: [] }, checking.saved, 6);
    expect(learner.saved[100]?.entries[0]?.values).toEqual(['a']);
  });

  it('joins the owner’s answers course by course, the checked answer winning for its block', () => {
    const owner = learnerWith(give('q2', ['b'], 2, give('q1', ['old'], 1)));
    const learner = carryCheckedAnswers(owner, learnerWith(give('q1', ['new'], 5)).saved, 6);
    expect(learner.saved[100]?.entries.map((item) => [item.blockId, item.values])).toEqual([
      ['q1', ['new']],
      ['q2', ['b']],
    ]);
  });

  it('leaves the owner’s learner as it was when nothing was given meanwhile', () => {
    const owner = learnerWith(give('q1', ['a'], 1));
    expect(carryCheckedAnswers(owner, {}, 6)).toBe(owner);
  });
});

describe('pushedProgress', () => {
  it('a push marks the answers given before it as pushed, later ones stay pending', () => {
    const before = give('q1', ['a'], 10);
    const during = give('q2', ['b'], 30, before);
    const progress = pushedProgress(during, 20, before.entries);
    expect(progress.lastPush).toBe(20);
    expect(loggedIn(progress)).toBe('pending');
    expect(loggedIn(pushedProgress(before, 20, before.entries))).toBe('saved');
  });

  it('an answer from before the push that it did not carry (another tab’s) stays pending', () => {
    const before = give('q1', ['a'], 10);
    // While the push was under way, the other tab's answer q2 (given at 15) was taken in.
    const stored = {
      ...emptyProgress(100),
      entries: [{ ...entry('q2', ['b']), modifiedAt: 15 }],
      lastModified: 15,
    };
    const during = mergeOtherTabProgress({ 100: before }, { 100: stored })[100] ?? before;
    const progress = pushedProgress(during, 20, before.entries);
    expect(progress.lastPush).toBe(15);
    expect(loggedIn(progress)).toBe('pending');
    expect(unpushedEntries(progress).map((item) => item.blockId)).toEqual(['q2']);
  });
});

describe('unpushedCourses', () => {
  it('keeps the courses with answers not on the server until a push succeeds', () => {
    const given = give('q1', ['a'], 10);
    expect(unpushedCourses(learnerWith(given))[100]?.entries).toHaveLength(1);
    const later = pushedProgress(given, 40, given.entries);
    expect(loggedIn(later)).toBe('saved');
    expect(unpushedCourses(learnerWith(later))).toEqual({});
  });
});

describe('completedProgress', () => {
  it('gives the course the completed marker and keeps its answers', () => {
    const given = give('q1', ['a'], 10);
    const completed = completedProgress(given);
    expect(completed.completed).toBe(true);
    expect(completed.entries).toBe(given.entries);
  });
});
