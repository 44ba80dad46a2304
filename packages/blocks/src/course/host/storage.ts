/** The part of the Web Storage API the player uses; any key-value store with these two will do. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Where the player keeps what it must not lose. `device` holds progress (anonymous learners'
 * answers, and a logged-in learner's answers not yet on the server) across reloads and
 * restarts; `tab` holds certificate tokens for the tab only, since they are credentials.
 * Null where the browser refuses storage: the player then keeps everything in memory.
 */
export interface CourseStorage {
  device: StorageLike | null;
  tab: StorageLike | null;
}

function reachable(read: () => Storage): Storage | null {
  try {
    return read();
  } catch {
    // Some browsers refuse storage access outright (blocked site data).
    return null;
  }
}

/** The default: `localStorage` for the device, `sessionStorage` for the tab. */
export function browserStorage(): CourseStorage {
  if (typeof window === 'undefined') {
    return { device: null, tab: null };
  }
  return { device: reachable(() => window.localStorage), tab: reachable(() => window.sessionStorage) };
}
