import type { Education } from '@jamstalldhet/contract';
import { useCallback, useEffect, useRef } from 'react';
import { createProgressSync, educationKey, type ProgressSync } from '../../engine/index';
import { type CourseTransport, toApiAnswers } from '../host/transport';
import { pushed, pushFailed, pushStarted } from './account-transitions';
import type { ProgressStore } from './progress-store';
import { progressFor } from './progress-view';

/** What the learner is looking at, read at each round. */
export interface SyncRoute {
  /** The course of the current route, or null. */
  education: Education | null;
  /** The route is the course's evaluation. */
  onEvaluation: boolean;
}

export interface ProgressSyncControls {
  /** One round now (page hide, back online); skipped where the rules say so. */
  syncNow(): Promise<void>;
  /** Pushes one course now, wherever the learner is (before completion). */
  finalPush(educationId: number): Promise<void>;
}

/**
 * A logged-in learner's pushes with the engine's `createProgressSync` (SPEC §4): the first
 * round after 3 s, then every `intervalSeconds`, and one 2 s after each answer. A failed push leaves `lastPush` as it was,
 * so the next round sends the same answers again; the device keeps them meanwhile. Extra
 * rounds run when the page is hidden and when the browser is back online.
 */
export function useProgressSync(options: {
  store: ProgressStore;
  transport: CourseTransport;
  /** The account being synced; null when nobody is logged in (nothing is pushed). */
  account: string | null;
  /** `apiSynchTime`; null until the settings are known. */
  intervalSeconds: number | null;
  route: () => SyncRoute;
}): ProgressSyncControls {
  const { store, account, intervalSeconds } = options;
  const sync = useRef<ProgressSync | null>(null);
  const forcedCourse = useRef<number | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (account === null || intervalSeconds === null) {
      return;
    }
    const lastModifiedOnScreen = () => {
      const { education } = latest.current.route();
      return education
        ? (progressFor(store.getState(), educationKey(education))?.lastModified ?? null)
        : null;
    };
    const current = createProgressSync({
      intervalSeconds,
      context() {
        const state = store.getState();
        const forced = forcedCourse.current;
        const { education, onEvaluation } = latest.current.route();
        const educationId = forced ?? (education ? educationKey(education) : null);
        if (educationId === null) {
          return { educationId: null, onEvaluation: false, completed: false, progress: null };
        }
        const completedBefore = forced === null && education?.user?.status === 'completed';
        return {
          educationId,
          onEvaluation: forced === null && onEvaluation,
          completed: completedBefore || state.completed[educationId] === true,
          progress: progressFor(state, educationId),
        };
      },
      async push(educationId, answers) {
        store.update((state) => pushStarted(state, educationId));
        try {
          // The course on screen (also the one a completion pushes) filters what the API would refuse.
          const { education } = latest.current.route();
          const course = education && educationKey(education) === educationId ? education : null;
          await latest.current.transport.pushProgress(educationId, toApiAnswers(answers, 'normal', course));
        } catch (error) {
          store.update((state) => pushFailed(state, educationId));
          throw error;
        }
      },
      onPushed(educationId, pushedAt, sent) {
        store.update((state) => pushed(state, educationId, pushedAt, sent));
      },
    });
    sync.current = current;
    current.start();
    // A new answer in the course on screen goes out shortly (engine's `answered`), not only at
    // the next round. Keyed on `lastModified`, so a failed push does not retry every moment.
    let lastAnswerSeen = lastModifiedOnScreen();
    const unsubscribe = store.subscribe(() => {
      const lastAnswer = lastModifiedOnScreen();
      if (lastAnswer !== null && lastAnswer !== lastAnswerSeen) {
        current.answered();
      }
      lastAnswerSeen = lastAnswer;
    });
    const runRound = () => void current.syncNow();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        runRound();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', runRound);
    window.addEventListener('online', runRound);
    return () => {
      unsubscribe();
      current.stop();
      sync.current = null;
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', runRound);
      window.removeEventListener('online', runRound);
    };
  }, [store, account, intervalSeconds]);

  const syncNow = useCallback(async () => {
    await sync.current?.syncNow();
  }, []);

  const finalPush = useCallback(async (educationId: number) => {
    const current = sync.current;
    if (!current) {
      return;
    }
    forcedCourse.current = educationId;
    try {
      await current.syncNow();
    } finally {
      forcedCourse.current = null;
    }
  }, []);

  return { syncNow, finalPush };
}
