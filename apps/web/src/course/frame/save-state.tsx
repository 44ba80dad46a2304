import type { SaveState } from '@jamstalldhet/blocks/engine';
import './save-state.css';

/** Where the learner's answers are, in words (colour and icon only repeat it). */
export const SAVE_STATE_TEXTS: Record<SaveState, string> = {
  local: 'Sparas på den här enheten',
  saved: 'Sparat',
  pending: 'Sparas strax',
  saving: 'Sparar …',
  failed: 'Inte sparat ännu – vi försöker igen',
};

/**
 * The save state of the learner's answers, near the course navigation. A polite live region:
 * a change is read out when the reader is free, and never takes focus.
 */
export function SaveStateText({ state }: { state: SaveState }) {
  return (
    <p className="web-save-state" data-state={state} role="status">
      <span className="web-visually-hidden">Dina svar: </span>
      <span className="web-save-state__icon" aria-hidden="true">
        {state === 'failed' ? '!' : state === 'saved' || state === 'local' ? '✓' : '…'}
      </span>{' '}
      {SAVE_STATE_TEXTS[state]}
    </p>
  );
}
