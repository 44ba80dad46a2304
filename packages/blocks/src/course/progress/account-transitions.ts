import type { EducationProgress, ProgressEntry } from '@jamstalldhet/contract';
import {
  carryCheckedAnswers,
  completedProgress,
  type LearnerProgressState,
  mergeAnonymousProgress,
  mergeOtherTabProgress,
  mergeServerProgress,
  pushedProgress,
} from '../../engine/index';
import { initialProgressState, type Owner, type ProgressState, progressOf } from './progress-state';

function withProgress(state: ProgressState, progress: EducationProgress): ProgressState {
  const saved = { ...state.learner.saved, [progress.educationId]: progress };
  return { ...state, learner: { ...state.learner, saved } };
}

/** A logged-in learner's answers as the server has them, held answers winning (`mergeServerProgress`). */
export function serverProgressLoaded(
  state: ProgressState,
  educationId: number,
  serverEntries: readonly ProgressEntry[],
  now: number,
): ProgressState {
  const held = state.learner.saved[educationId];
  const progress = mergeServerProgress(held, educationId, serverEntries, now);
  return progress === held ? state : withProgress(state, progress);
}

/**
 * Another tab of this browser stored its progress for the same owner (the `storage` event):
 * its answers join the ones held here (`mergeOtherTabProgress`). Nothing new: the same state,
 * so the two tabs do not write back and forth.
 */
export function otherTabStored(
  state: ProgressState,
  stored: Record<number, EducationProgress>,
): ProgressState {
  const saved = mergeOtherTabProgress(state.learner.saved, stored);
  return saved === state.learner.saved ? state : { ...state, learner: { ...state.learner, saved } };
}

export function pushStarted(state: ProgressState, educationId: number): ProgressState {
  return { ...state, pushes: { ...state.pushes, [educationId]: 'saving' } };
}

export function pushFailed(state: ProgressState, educationId: number): ProgressState {
  return { ...state, pushes: { ...state.pushes, [educationId]: 'failed' } };
}

/** A push that started at `pushedAt` and carried `sent` succeeded (`pushedProgress`). */
export function pushed(
  state: ProgressState,
  educationId: number,
  pushedAt: number,
  sent: readonly ProgressEntry[],
): ProgressState {
  const { [educationId]: _done, ...pushes } = state.pushes;
  const progress = pushedProgress(progressOf(state, educationId), pushedAt, sent);
  return { ...withProgress(state, progress), pushes };
}

/** A passed (or earlier) completion: anonymous learners get the device's completed marker (`completedProgress`). */
export function courseCompleted(
  state: ProgressState,
  educationId: number,
  certificateToken: string | null,
): ProgressState {
  const next = {
    ...state,
    certificateTokens: { ...state.certificateTokens, [educationId]: certificateToken },
  };
  if (state.owner === 'anonymous') {
    return withProgress(next, completedProgress(progressOf(state, educationId)));
  }
  return { ...next, completed: { ...state.completed, [educationId]: true } };
}

export function evaluationSaved(state: ProgressState, educationId: number, token: string): ProgressState {
  return { ...state, evaluationTokens: { ...state.evaluationTokens, [educationId]: token } };
}

/** What the device holds for an owner when they take over. */
export interface OwnerStart {
  learner: LearnerProgressState;
  /** For an account: the anonymous learner's unfinished course to offer. */
  mergeOffer: EducationProgress | null;
  certificateTokens: Record<number, string | null>;
}

/**
 * The session changed. The new owner's answers come from the device. Answers given while the
 * session was still being checked belong to whoever it turned out to be (`carryCheckedAnswers`).
 */
export function ownerChanged(
  state: ProgressState,
  owner: Owner,
  start: OwnerStart,
  now: number,
): ProgressState {
  const learner =
    state.owner === null ? carryCheckedAnswers(start.learner, state.learner.saved, now) : start.learner;
  return {
    ...initialProgressState(owner, learner),
    mergeOffer: start.mergeOffer,
    certificateTokens: start.certificateTokens,
  };
}

/** The learner keeps their anonymous answers on the account: they are pending until pushed. */
export function mergeAccepted(state: ProgressState, now: number): ProgressState {
  const offer = state.mergeOffer;
  if (!offer) {
    return state;
  }
  const merged = mergeAnonymousProgress(progressOf(state, offer.educationId), offer, now);
  return { ...withProgress(state, merged), mergeOffer: null };
}

export function mergeDeclined(state: ProgressState): ProgressState {
  return { ...state, mergeOffer: null };
}
