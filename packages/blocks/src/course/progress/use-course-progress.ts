import type { Education } from '@jamstalldhet/contract';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { BlockAnswer } from '../../blocks-provider/blocks-context';
import { educationKey, heldAnswers, saveState } from '../../engine/index';
import { useCourseProgressContext } from './course-progress-context';
import type { CourseProgressApi } from './course-progress-types';
import { answerGiven, checkGiven, courseSwitched, otherCourseKept } from './progress-state';
import { conflictFor, hasUnsavedAnswersFor, progressFor, saveStateFor } from './progress-view';
import { useServerProgress } from './use-server-progress';

const NO_ANSWERS: ReadonlyMap<string, readonly string[]> = new Map();

/** The learner's progress in `education` (null while the course loads). */
export function useCourseProgress(education: Education | null): CourseProgressApi {
  const context = useCourseProgressContext();
  const { store, host, showCourse } = context;
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getServerState);
  const educationId = education ? educationKey(education) : null;
  const title = education?.title ?? null;

  useEffect(() => (education ? showCourse(education) : undefined), [education, showCourse]);
  useServerProgress(store, host.transport, education, state.owner);

  const savedEntries = educationId === null ? undefined : state.learner.saved[educationId]?.entries;
  const pending = state.learner.pending;
  const answers = useMemo(
    () => (educationId === null ? NO_ANSWERS : heldAnswers(savedEntries ?? [], pending, educationId)),
    [savedEntries, pending, educationId],
  );

  const onAnswer = useCallback(
    (answer: BlockAnswer) => {
      const answerTitle = answer.educationId === educationId ? title : null;
      store.update((current) => answerGiven(current, answer, { title: answerTitle, now: Date.now() }));
    },
    [store, educationId, title],
  );
  const onCheck = useCallback(
    (answer: BlockAnswer) => store.update((current) => checkGiven(current, answer)),
    [store],
  );
  const switchCourse = useCallback(
    () => store.update((current) => courseSwitched(current, { title, now: Date.now() })),
    [store, title],
  );
  const keepOtherCourse = useCallback(() => store.update(otherCourseKept), [store]);
  const saveEvaluation = useCallback(
    async () => (education ? context.saveEvaluation(education) : false),
    [context, education],
  );
  const complete = useCallback(
    async () =>
      education
        ? context.complete(education)
        : { passed: false as const, error: context.host.labels['course.noEducation'] },
    [context, education],
  );

  const recoverCertificateToken = useCallback(
    async () => (education ? context.recoverCertificateToken(education) : null),
    [context, education],
  );

  return useMemo<CourseProgressApi>(() => {
    const none = educationId === null;
    return {
      loggedIn: state.owner !== null && state.owner !== 'anonymous',
      progress: none ? null : progressFor(state, educationId),
      answers,
      onAnswer,
      onCheck,
      saveState: none
        ? saveState({ anonymous: state.owner === 'anonymous', progress: null })
        : saveStateFor(state, educationId),
      hasUnsavedAnswers: none ? false : hasUnsavedAnswersFor(state, educationId),
      conflict: none ? null : conflictFor(state, educationId),
      switchCourse,
      keepOtherCourse,
      syncNow: context.syncNow,
      saveEvaluation,
      complete,
      certificateToken: none ? null : (state.certificateTokens[educationId] ?? null),
      recoverCertificateToken,
    };
  }, [
    state,
    educationId,
    answers,
    onAnswer,
    onCheck,
    switchCourse,
    keepOtherCourse,
    context,
    saveEvaluation,
    complete,
    recoverCertificateToken,
  ]);
}
