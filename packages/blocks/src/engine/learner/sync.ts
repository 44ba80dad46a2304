import type { EducationProgress, ProgressEntry } from '@jamstalldhet/contract';
import { DEFAULT_API_SYNCH_TIME } from '@jamstalldhet/contract';
import { unpushedEntries } from './progress-record';

/** Seconds before the first sync after start (SPEC §4, §9). */
export const FIRST_SYNC_DELAY_SECONDS = 3;

/**
 * Seconds from an answer to the push that carries it, besides the periodic rounds: a learner
 * who answers and opens the course on another device a moment later finds the answer there.
 * Answers given meanwhile go with the same push.
 */
export const ANSWER_PUSH_DELAY_SECONDS = 2;

/** What the learner is looking at now, as the host's route and state know it. */
export interface ProgressSyncContext {
  /** The education of the current route; `null` when the route has none. */
  educationId: number | null;
  /** The route is on the evaluation chapter (`utvardering`). */
  onEvaluation: boolean;
  /** The learner has completed this education. */
  completed: boolean;
  /** The learner's saved progress in this education. */
  progress: EducationProgress | null;
}

export type SyncOutcome =
  | 'skipped-no-education'
  | 'skipped-evaluation'
  | 'skipped-completed'
  | 'unchanged'
  | 'pushed'
  | 'failed';

/** Timer functions; injectable so that tests and hosts control time. */
export interface SyncTimers {
  setTimeout(callback: () => void, milliseconds: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ProgressSyncOptions {
  /** Sends answers to the server; a rejected promise keeps them for the next round. */
  push(educationId: number, answers: ProgressEntry[]): Promise<unknown>;
  /** Reads the current route and progress at each round. */
  context(): ProgressSyncContext;
  /**
   * Records the push in the host's progress store: `lastPush` becomes `pushedAt`, or with
   * `sent` (the answers the push carried) the engine's `lastPushAfter(progress, sent, pushedAt)`.
   */
  onPushed(educationId: number, pushedAt: number, sent: readonly ProgressEntry[]): void;
  /** Called with the error of a failed push; the failure is otherwise silent (SPEC §4). */
  onError?: ((error: unknown) => void) | undefined;
  /** Seconds between rounds: the `apiSynchTime` setting. @default 30 */
  intervalSeconds?: number | undefined;
  /** Clock in milliseconds. @default Date.now */
  now?: (() => number) | undefined;
  timers?: SyncTimers | undefined;
}

export interface ProgressSync {
  /** Starts the rounds: the first after 3 seconds, then every `intervalSeconds`. */
  start(): void;
  /** Stops the rounds; a push already under way finishes. */
  stop(): void;
  /** Runs one round now (on page hide, before completion); waits for one under way first. */
  syncNow(): Promise<SyncOutcome>;
  /**
   * An answer was given: one extra round `ANSWER_PUSH_DELAY_SECONDS` later, unless one is
   * already due then. Only while started.
   */
  answered(): void;
}

/** True when progress was changed after the last push, or never pushed (SPEC §4). */
export function needsPush(
  progress: Pick<EducationProgress, 'lastModified' | 'lastPush' | 'entries'>,
): boolean {
  if (progress.entries.length === 0 && progress.lastModified === null) {
    return false;
  }
  if (progress.lastPush === null) {
    return true;
  }
  // `>=`: an answer given in the same millisecond as the push started must go out again.
  return progress.lastModified !== null && progress.lastModified >= progress.lastPush;
}

/**
 * Periodic push of a logged-in learner's progress (SPEC §4). Each round skips when the
 * route has no education, is on the evaluation or the education is completed; otherwise
 * it pushes when progress changed since the last push and then records the push time.
 * The time recorded is when the push started, so answers given during a push go out in
 * the next round. A failed push records nothing, so the same answers go out again.
 *
 * @example
 * const sync = createProgressSync({ push, context, onPushed, intervalSeconds: settings.apiSynchTime });
 * sync.start();
 */
export function createProgressSync(options: ProgressSyncOptions): ProgressSync {
  const intervalMs = (options.intervalSeconds ?? DEFAULT_API_SYNCH_TIME) * 1000;
  const now = options.now ?? Date.now;
  const timers: SyncTimers = options.timers ?? {
    setTimeout: (callback, milliseconds) => globalThis.setTimeout(callback, milliseconds),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  let timer: unknown = null;
  let answerTimer: unknown = null;
  let running = false;
  let inFlight: Promise<SyncOutcome> | null = null;

  async function round(): Promise<SyncOutcome> {
    const { educationId, onEvaluation, completed, progress } = options.context();
    if (educationId === null) {
      return 'skipped-no-education';
    }
    if (onEvaluation) {
      return 'skipped-evaluation';
    }
    if (completed) {
      return 'skipped-completed';
    }
    if (!progress || !needsPush(progress)) {
      return 'unchanged';
    }
    const startedAt = now();
    // Only what changed since the last push: another tab's newer answers on the server stay.
    const answers = unpushedEntries(progress).filter((entry) => entry.part === 'normal');
    if (answers.length === 0) {
      // Only evaluation answers changed; they go with the evaluation, not here.
      options.onPushed(educationId, startedAt, answers);
      return 'unchanged';
    }
    try {
      await options.push(educationId, answers);
    } catch (error) {
      options.onError?.(error);
      return 'failed';
    }
    options.onPushed(educationId, startedAt, answers);
    return 'pushed';
  }

  async function syncNow(): Promise<SyncOutcome> {
    while (inFlight) {
      await inFlight;
    }
    const current = round().finally(() => {
      inFlight = null;
    });
    inFlight = current;
    return current;
  }

  function schedule(milliseconds: number): void {
    timer = timers.setTimeout(() => {
      void syncNow().finally(() => {
        if (running) {
          schedule(intervalMs);
        }
      });
    }, milliseconds);
  }

  return {
    start() {
      if (running) {
        return;
      }
      running = true;
      schedule(FIRST_SYNC_DELAY_SECONDS * 1000);
    },
    stop() {
      running = false;
      for (const handle of [timer, answerTimer]) {
        if (handle !== null) {
          timers.clearTimeout(handle);
        }
      }
      timer = null;
      answerTimer = null;
    },
    syncNow,
    answered() {
      if (!running || answerTimer !== null) {
        return;
      }
      answerTimer = timers.setTimeout(() => {
        answerTimer = null;
        void syncNow();
      }, ANSWER_PUSH_DELAY_SECONDS * 1000);
    },
  };
}
