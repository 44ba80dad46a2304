import type { EducationProgress, ProgressEntry } from '@jamstalldhet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressSync, needsPush, type ProgressSyncContext } from './sync';

const answer = (blockId: string, part: 'normal' | 'evaluation' = 'normal'): ProgressEntry => ({
  educationId: 12,
  blockId,
  values: ['ja'],
  part,
});

function progress(overrides: Partial<EducationProgress> = {}): EducationProgress {
  return {
    educationId: 12,
    entries: [answer('q1')],
    lastModified: 1_000,
    lastPush: null,
    completed: false,
    ...overrides,
  };
}

/** A host with one education in its store, as the web app will have. */
function host(initial: Partial<ProgressSyncContext> = {}) {
  const state: ProgressSyncContext = {
    educationId: 12,
    onEvaluation: false,
    completed: false,
    progress: progress(),
    ...initial,
  };
  const pushed: Array<{ educationId: number; answers: ProgressEntry[] }> = [];
  let failNext = 0;
  const push = vi.fn(async (educationId: number, answers: ProgressEntry[]) => {
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('nätverket är nere');
    }
    pushed.push({ educationId, answers });
  });
  const onPushed = (_educationId: number, pushedAt: number) => {
    if (state.progress) {
      state.progress = { ...state.progress, lastPush: pushedAt };
    }
  };
  return {
    state,
    pushed,
    push,
    onPushed,
    failTimes(times: number) {
      failNext = times;
    },
  };
}

describe('needsPush', () => {
  it('pushes never-pushed progress and progress changed after the last push', () => {
    expect(needsPush(progress({ lastPush: null }))).toBe(true);
    expect(needsPush(progress({ lastModified: 2_000, lastPush: 1_500 }))).toBe(true);
    expect(needsPush(progress({ lastModified: 1_000, lastPush: 1_500 }))).toBe(false);
  });

  it('does not push an empty, never-touched record', () => {
    expect(needsPush(progress({ entries: [], lastModified: null }))).toBe(false);
  });
});

describe('createProgressSync', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(50_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs first after 3 seconds, then every interval', async () => {
    const learner = host();
    const sync = createProgressSync({
      push: learner.push,
      context: () => learner.state,
      onPushed: learner.onPushed,
      intervalSeconds: 10,
    });
    sync.start();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(learner.push).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(learner.push).toHaveBeenCalledTimes(1);

    // A change after the push goes out at the next round, 10 s later, not before.
    if (learner.state.progress) {
      learner.state.progress = {
        ...learner.state.progress,
        entries: [answer('q1'), answer('q2')],
        lastModified: Date.now() + 1,
      };
    }
    await vi.advanceTimersByTimeAsync(9_999);
    expect(learner.push).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(learner.push).toHaveBeenCalledTimes(2);
    sync.stop();
  });

  it('uses 30 seconds when no interval is given', async () => {
    const learner = host();
    const sync = createProgressSync({
      push: learner.push,
      context: () => learner.state,
      onPushed: learner.onPushed,
    });
    sync.start();
    await vi.advanceTimersByTimeAsync(3_000);
    if (learner.state.progress) {
      learner.state.progress = { ...learner.state.progress, lastModified: Date.now() + 1 };
    }
    await vi.advanceTimersByTimeAsync(29_999);
    expect(learner.push).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(learner.push).toHaveBeenCalledTimes(2);
    sync.stop();
  });

  it('records the push time and does not push unchanged progress again', async () => {
    const learner = host();
    const sync = createProgressSync({
      push: learner.push,
      context: () => learner.state,
      onPushed: learner.onPushed,
      now: () => 7_000,
    });
    expect(await sync.syncNow()).toBe('pushed');
    expect(learner.state.progress?.lastPush).toBe(7_000);
    expect(await sync.syncNow()).toBe('unchanged');
    expect(learner.push).toHaveBeenCalledTimes(1);
  });

  it('pushes only the answers changed since the last push, so a newer answer elsewhere stays', async () => {
    const stamped = (blockId: string, modifiedAt: number): ProgressEntry => ({
      ...answer(blockId),
      modifiedAt,
    });
    const learner = host({
      // q1 came from the server; q2 was given before the last push, q3 after it.
      progress: progress({
        entries: [answer('q1'), stamped('q2', 4_000), stamped('q3', 6_000)],
        lastModified: 6_000,
        lastPush: 5_000,
      }),
    });
    const sync = createProgressSync({
      push: learner.push,
      context: () => learner.state,
      onPushed: learner.onPushed,
      now: () => 7_000,
    });
    expect(await sync.syncNow()).toBe('pushed');
    expect(learner.pushed[0]?.answers.map((entry) => entry.blockId)).toEqual(['q3']);
  });

  it('sends nothing when only evaluation answers changed, and records the round', async () => {
    const evaluation: ProgressEntry = { ...answer('ev1', 'evaluation'), modifiedAt: 6_000 };
    const learner = host({
      progress: progress({ entries: [answer('q1'), evaluation], lastModified: 6_000, lastPush: 5_000 }),
    });
    const sync = createProgressSync({
      push: learner.push,
      context: () => learner.state,
      onPushed: learner.onPushed,
      now: () => 7_000,
    });
    expect(await sync.syncNow()).toBe('unchanged');
    expect(learner.push).not.toHaveBeenCalled();
    expect(learner.state.progress?.lastPush).toBe(7_000);
  });

  it('pushes only the normal part: evaluation answers are sent with the evaluation', async () => {
    const learner = host({ progress: progress({ entries: [answer('q1'), answer('ev1', 'evaluation')] }) });
    const sync = createProgressSync({
      push: learner.push,
      context: () => learner.state,
      onPushed: learner.onPushed,
    });
    await sync.syncNow();
    expect(learner.pushed[0]?.answers.map((entry) => entry.blockId)).toEqual(['q1']);
  });

  it('skips when the route has no education, on the evaluation and when completed', async () => {
    const cases: Array<[Partial<ProgressSyncContext>, string]> = [
      [{ educationId: null }, 'skipped-no-education'],
      [{ onEvaluation: true }, 'skipped-evaluation'],
      [{ completed: true }, 'skipped-completed'],
    ];
    for (const [context, outcome] of cases) {
      const learner = host(context);
      const sync = createProgressSync({
        push: learner.push,
        context: () => learner.state,
        onPushed: learner.onPushed,
      });
      expect(await sync.syncNow()).toBe(outcome);
      expect(learner.push).not.toHaveBeenCalled();
    }
  });

  it('keeps a failed push for the next round, reports the error and does not stop', async () => {
    const learner = host();
    const errors: unknown[] = [];
    const sync = createProgressSync({
      push: learner.push,
      context: () => learner.state,
      onPushed: learner.onPushed,
      onError: (error) => errors.push(error),
      intervalSeconds: 5,
    });
    learner.failTimes(2);
    sync.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(learner.state.progress?.lastPush).toBeNull();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(learner.pushed).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(learner.pushed).toHaveLength(1);
    expect(learner.pushed[0]?.answers).toEqual([answer('q1')]);
    expect(errors).toHaveLength(2);
    sync.stop();
  });

  it('pushes again an answer given while a push was under way', async () => {
    const learner = host();
    let release: () => void = () => {};
    learner.push.mockImplementationOnce(
      (educationId, answers) =>
        new Promise<void>((resolve) => {
          release = () => {
            learner.pushed.push({ educationId, answers });
            resolve();
          };
        }),
    );
    const sync = createProgressSync({
      push: learner.push,
      context: () => learner.state,
      onPushed: learner.onPushed,
      now: () => Date.now(),
    });
    const first = sync.syncNow();
    // The learner answers while the request is on its way.
    if (learner.state.progress) {
      learner.state.progress = {
        ...learner.state.progress,
        entries: [answer('q1'), answer('q2')],
        lastModified: Date.now(),
      };
    }
    release();
    expect(await first).toBe('pushed');
    expect(await sync.syncNow()).toBe('pushed');
    expect(learner.pushed[1]?.answers.map((entry) => entry.blockId)).toEqual(['q1', 'q2']);
  });

  it('runs one round at a time when syncNow is called during a round', async () => {
    const learner = host();
    const sync = createProgressSync({
      push: learner.push,
      context: () => learner.state,
      onPushed: learner.onPushed,
    });
    const [first, second] = await Promise.all([sync.syncNow(), sync.syncNow()]);
    expect([first, second]).toEqual(['pushed', 'unchanged']);
    expect(learner.push).toHaveBeenCalledTimes(1);
  });

  it('pushes an answer 2 seconds after it is given, with the answers given meanwhile', async () => {
    const learner = host();
    const sync = createProgressSync({
      push: learner.push,
      context: () => learner.state,
      onPushed: learner.onPushed,
      intervalSeconds: 30,
    });
    sync.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(learner.push).toHaveBeenCalledTimes(1);

    const answerNow = (...ids: string[]) => {
      if (learner.state.progress) {
        learner.state.progress = {
          ...learner.state.progress,
          entries: ids.map((id) => answer(id)),
          lastModified: Date.now(),
        };
      }
      sync.answered();
    };
    answerNow('q1', 'q2');
    await vi.advanceTimersByTimeAsync(1_000);
    answerNow('q1', 'q2', 'q3');
    await vi.advanceTimersByTimeAsync(999);
    expect(learner.push).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    // One push for both answers, long before the 30-second round.
    expect(learner.push).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(learner.push).toHaveBeenCalledTimes(2);
    sync.stop();
  });

  it('pushes nothing on an answer when stopped or not started', async () => {
    const learner = host();
    const sync = createProgressSync({
      push: learner.push,
      context: () => learner.state,
      onPushed: learner.onPushed,
    });
    sync.answered();
    sync.start();
    sync.answered();
    sync.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(learner.push).not.toHaveBeenCalled();
  });

  it('stops scheduling rounds after stop()', async () => {
    const learner = host();
    const sync = createProgressSync({
      push: learner.push,
      context: () => learner.state,
      onPushed: learner.onPushed,
      intervalSeconds: 1,
    });
    sync.start();
    sync.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(learner.push).not.toHaveBeenCalled();
  });
});
