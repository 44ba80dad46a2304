import { useEffect, useState } from 'react';

/** SPEC §9: the bar appears only if loading lasts this long… */
export const PROGRESS_THROTTLE_MS = 200;
/** …fills over this time while loading goes on… */
export const PROGRESS_DURATION_MS = 5000;
/** …and stays, full, this long after loading ends. */
export const PROGRESS_HIDE_DELAY_MS = 500;

/** idle: nothing shown; running: filling; finishing: full, about to hide. */
export type ProgressPhase = 'idle' | 'running' | 'finishing';

/** The bar's phase for a loading flag, with the timings of SPEC §9. */
export function useProgressPhase(loading: boolean): ProgressPhase {
  const [phase, setPhase] = useState<ProgressPhase>('idle');

  useEffect(() => {
    if (loading) {
      if (phase === 'finishing') {
        // Loading again before the bar left: it simply goes on.
        setPhase('running');
        return;
      }
      if (phase === 'idle') {
        // Short loads never show a bar, so quick pages do not flicker.
        const timer = setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
        return () => clearTimeout(timer);
      }
      return;
    }
    if (phase === 'running') {
      setPhase('finishing');
      return;
    }
    if (phase === 'finishing') {
      const timer = setTimeout(() => setPhase('idle'), PROGRESS_HIDE_DELAY_MS);
      return () => clearTimeout(timer);
    }
  }, [loading, phase]);

  return phase;
}
