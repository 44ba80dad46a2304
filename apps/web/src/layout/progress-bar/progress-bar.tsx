import type { CSSProperties } from 'react';
import { PROGRESS_DURATION_MS, PROGRESS_HIDE_DELAY_MS, useProgressPhase } from './use-progress-phase';
import './progress-bar.css';

/**
 * A thin bar at the top of the window while something loads (SPEC §2, §9). It is decoration
 * for sighted users: pages announce their own loading states, so it is hidden from screen readers.
 */
export function ProgressBar({ loading }: { loading: boolean }) {
  const phase = useProgressPhase(loading);
  if (phase === 'idle') {
    return null;
  }
  const timing = {
    '--_web-progress-duration': `${PROGRESS_DURATION_MS}ms`,
    '--_web-progress-hide': `${PROGRESS_HIDE_DELAY_MS}ms`,
  } as CSSProperties;
  return (
    <div
      className="web-progress-bar"
      data-phase={phase}
      data-testid="progress-bar"
      aria-hidden="true"
      style={timing}
    >
      <div className="web-progress-bar__fill" />
    </div>
  );
}
