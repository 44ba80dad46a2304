import type { Education } from '@jamstalldhet/contract';
import { useCallback, useRef } from 'react';
import {
  ApiError,
  type CompletionResult,
  completionErrorMessage,
  completionFromAnswer,
  educationKey,
  firstChecksOf,
  givesCertificate,
  isAlreadyCompleted,
  unpushedEntries,
} from '../../engine/index';
import { toApiAnswers } from '../host/transport';
import { courseCompleted, evaluationSaved } from './account-transitions';
import { rememberCertificateToken } from './certificate-tokens';
import type { CourseHost } from './course-progress-context';
import type { ProgressStore } from './progress-store';
import { progressFor } from './progress-view';

/**
 * The evaluation save and the completion (SPEC §7, §8). Both read the answers held now, so
 * they work the same for anonymous learners (answers on the device) and logged-in ones.
 */
export function useCompletionActions(options: {
  store: ProgressStore;
  host: Pick<CourseHost, 'transport' | 'storage' | 'labels'>;
  /** The final push of a logged-in learner's answers (does nothing for anonymous learners). */
  finalPush(educationId: number): Promise<void>;
  /** Told after a logged-in learner's passed completion, so the host can refresh their status. */
  onCourseCompleted?: ((education: Education) => void | Promise<void>) | undefined;
}) {
  const { store, host, finalPush } = options;
  const { transport, storage } = host;
  const completedCallback = useRef(options.onCourseCompleted);
  completedCallback.current = options.onCourseCompleted;

  const saveEvaluation = useCallback(
    async (education: Education): Promise<boolean> => {
      const educationId = educationKey(education);
      const state = store.getState();
      const entries = progressFor(state, educationId)?.entries ?? [];
      try {
        const token = await transport.saveEvaluation(
          educationId,
          toApiAnswers(entries, 'evaluation', education),
          state.evaluationTokens[educationId],
        );
        store.update((current) => evaluationSaved(current, educationId, token));
        return true;
      } catch (error) {
        // 409: this completion's evaluation was given before (another tab, an earlier visit);
        // it stands, and the learner goes on.
        return error instanceof ApiError && error.statusCode === 409;
      }
    },
    [transport, store],
  );

  // The learner's status comes with the host's course page and course list: it refreshes them.
  const refreshAccountData = useCallback(async (education: Education) => {
    try {
      await completedCallback.current?.(education);
    } catch {
      // The course is completed whatever the host's refresh does.
    }
  }, []);

  /**
   * A certificate token for a logged-in learner who completed the course in an earlier visit
   * (the first token lived only in the tab that completed). Null for anonymous learners, for
   * courses without a certificate and when the server cannot be reached.
   */
  // One request per course at a time: each new token replaces the last, so two at once
  // (a page drawn twice) could leave this tab holding the one already replaced.
  const recovering = useRef(new Map<number, Promise<string | null>>());
  const recoverCertificateToken = useCallback(
    (education: Education): Promise<string | null> => {
      const educationId = educationKey(education);
      const owner = store.getState().owner;
      if (!owner || owner === 'anonymous' || !givesCertificate(education)) {
        return Promise.resolve(null);
      }
      const underWay = recovering.current.get(educationId);
      if (underWay) {
        return underWay;
      }
      const request = transport
        .renewCertificateToken(educationId)
        .then((token) => {
          if (store.getState().owner === owner) {
            store.update((current) => courseCompleted(current, educationId, token));
            rememberCertificateToken(storage.tab, owner, educationId, token);
          }
          return token;
        })
        .catch(() => null)
        .finally(() => recovering.current.delete(educationId));
      recovering.current.set(educationId, request);
      return request;
    },
    [transport, storage, store],
  );

  const complete = useCallback(
    async (education: Education): Promise<CompletionResult> => {
      const educationId = educationKey(education);
      const loggedIn = store.getState().owner !== 'anonymous';
      if (loggedIn) {
        await finalPush(educationId);
      }
      const state = store.getState();
      const progress = progressFor(state, educationId);
      // Logged in, the server holds what was pushed; only newer answers go with the completion.
      const entries = progress ? (loggedIn ? unpushedEntries(progress) : progress.entries) : [];
      let result: CompletionResult;
      try {
        const answer = await transport.complete(
          educationId,
          toApiAnswers(entries, 'normal', education),
          state.evaluationTokens[educationId],
          firstChecksOf(progress),
        );
        result = completionFromAnswer(answer);
      } catch (error) {
        if (!isAlreadyCompleted(error)) {
          return {
            passed: false,
            error: completionErrorMessage(error, {
              offline: host.labels['course.errorOffline'],
              loggedOut: host.labels['course.errorLoggedOut'],
              server: host.labels['course.errorServer'],
            }),
          };
        }
        // A token this tab got from the first completion still requests the certificate;
        // without one, the server gives a new one.
        const earlierToken =
          store.getState().certificateTokens[educationId] ?? (await recoverCertificateToken(education));
        // The evaluation of an earlier completion: by its token if this device kept it, else the
        // server finds the account's completion.
        const evaluationToken = store.getState().evaluationTokens[educationId] ?? null;
        result = { passed: true, certificateToken: earlierToken, evaluationToken, alreadyCompleted: true };
      }
      if (result.passed) {
        const token = result.certificateToken;
        const evaluationToken = result.evaluationToken;
        store.update((current) => {
          const completed = courseCompleted(current, educationId, token);
          return evaluationToken ? evaluationSaved(completed, educationId, evaluationToken) : completed;
        });
        const owner = store.getState().owner;
        if (token && owner) {
          rememberCertificateToken(storage.tab, owner, educationId, token);
        }
        if (loggedIn) {
          await refreshAccountData(education);
        }
      }
      return result;
    },
    [transport, storage, host.labels, finalPush, recoverCertificateToken, refreshAccountData, store],
  );

  return { saveEvaluation, complete, recoverCertificateToken };
}
