import type { CourseStatus } from '../../engine/learner/status';

/** Icon shapes; each status badge pairs one with its words, so colour never carries the meaning. */
export type StatusIconName = 'start' | 'progress' | 'done' | 'lock' | 'clock' | 'closed';

const PATHS: Record<StatusIconName, string> = {
  start: 'M8 5.5v13l10-6.5z',
  progress: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 2v14a7 7 0 0 1 0-14z',
  done: 'M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6 11-11-1.4-1.4z',
  lock: 'M7 10V8a5 5 0 0 1 10 0v2h1v11H6V10zm2 0h6V8a3 3 0 0 0-6 0z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 2a7 7 0 1 1 0 14 7 7 0 0 1 0-14zm-1 2v6l5 3 1-1.7-4-2.4V7z',
  closed: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM6 11h12v2H6z',
};

/** The icon of each course status. */
export const STATUS_ICONS: Record<CourseStatus, StatusIconName> = {
  none: 'start',
  progress: 'progress',
  completed: 'done',
  locked: 'lock',
  approval_required: 'lock',
  approval_pending: 'clock',
  coming: 'clock',
  earlier: 'closed',
  closed: 'closed',
};

/** A small decorative icon in the current text colour; the words next to it carry the meaning. */
export function StatusIcon({ name }: { name: StatusIconName }) {
  return (
    <svg
      className="jb-education-presentation__icon"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" fillRule="evenodd" d={PATHS[name]} />
    </svg>
  );
}
