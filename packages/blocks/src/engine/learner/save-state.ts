import type { EducationProgress } from '@jamstalldhet/contract';
import { needsPush } from './sync';

/**
 * Where the learner's answers are (shown near the course navigation, announced when it changes):
 * - `local`: an anonymous learner's answers, kept on this device;
 * - `saved`: everything is on the server;
 * - `pending`: answers given since the last push, waiting for the next one;
 * - `saving`: a push is under way;
 * - `failed`: the last push failed (network down, server error); answers are kept and retried.
 */
export type SaveState = 'local' | 'saved' | 'pending' | 'saving' | 'failed';

/** Where a logged-in learner's push stands; absent means idle (nothing under way, no failure). */
export type PushStatus = 'saving' | 'failed';

/**
 * The save state of one course: an anonymous learner's answers are local; for a logged-in
 * learner a push under way or failed says so, else answers changed since the last push are
 * pending (`needsPush`), and everything else is saved.
 *
 * @example saveState({ anonymous: false, push: undefined, progress }); // 'pending'
 */
export function saveState(options: {
  anonymous: boolean;
  push?: PushStatus | undefined;
  progress: Pick<EducationProgress, 'lastModified' | 'lastPush' | 'entries'> | null;
}): SaveState {
  if (options.anonymous) {
    return 'local';
  }
  if (options.push) {
    return options.push;
  }
  return options.progress && needsPush(options.progress) ? 'pending' : 'saved';
}

/**
 * Whether a logged-in learner has answers that are not on the server yet (the unload warning).
 *
 * @example hasUnsavedAnswers('failed'); // true
 */
export function hasUnsavedAnswers(state: SaveState): boolean {
  return state === 'pending' || state === 'saving' || state === 'failed';
}
