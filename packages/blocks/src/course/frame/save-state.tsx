import type { SaveState } from '../../engine/index';

import { useLabels } from '../../i18n/labels';
import { courseLabels } from '../course-labels';

/** Where the learner's answers are, in words (colour and icon only repeat it): the label of each state. */
export const SAVE_STATE_LABELS = {
  local: 'course.saveLocal',
  saved: 'course.saveSaved',
  pending: 'course.savePending',
  saving: 'course.saveSaving',
  failed: 'course.saveFailed',
} as const satisfies Record<SaveState, keyof typeof courseLabels>;

/**
 * The save state of the learner's answers, near the course navigation. A polite live region:
 * a change is read out when the reader is free, and never takes focus.
 */
export function SaveStateText({ state }: { state: SaveState }) {
  const t = useLabels(courseLabels);
  return (
    <p className="jb-save-state" data-state={state} role="status">
      <span className="jb-visually-hidden">{t['course.saveStatePrefix']}</span>
      <span className="jb-save-state__icon" aria-hidden="true">
        {state === 'failed' ? '!' : state === 'saved' || state === 'local' ? '✓' : '…'}
      </span>{' '}
      {t[SAVE_STATE_LABELS[state]]}
    </p>
  );
}
