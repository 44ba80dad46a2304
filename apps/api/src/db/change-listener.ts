import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL channel a publish, import or removal is announced on (storage/content-changes.ts). */
export const CONTENT_CHANGED_CHANNEL = 'jb_content_changed';

// Who announced a change: each database handle (one per process in production) signs its own
// announcements, so that its listener does not clear the cache a second time, a moment after the
// publish already did, and make the next readers load again.
const announcers = new WeakMap<object, string>();

/** The payload `db` announces its changes with, the same for the life of the handle. */
export function announcerOf(db: object): string {
  let id = announcers.get(db);
  if (id === undefined) {
    id = randomUUID();
    announcers.set(db, id);
  }
  return id;
}

// What is told of other processes' changes, per database handle: the content cache forgets
// (storage/content-cache.ts), without the database layer importing it.
const foreignChangeHandlers = new WeakMap<object, Set<() => void>>();

/** Runs `handler` whenever another process announces a content change on `db`'s database. */
export function onForeignContentChange(db: object, handler: () => void): void {
  const handlers = foreignChangeHandlers.get(db) ?? new Set();
  handlers.add(handler);
  foreignChangeHandlers.set(db, handlers);
}

/** Tells everything that asked (`onForeignContentChange`) that another process changed content. */
export function foreignContentChanged(db: object): void {
  for (const handler of foreignChangeHandlers.get(db) ?? []) {
    handler();
  }
}

/** The first wait before listening again after the connection was lost; it doubles up to the next. */
const RECONNECT_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

/**
 * Listens on PostgreSQL for content changes made by other API processes on the same database, and
 * calls `changed` for each (issue 25: what one process publishes, every process shows at once,
 * not only after the content cache's 10 s). One dedicated connection; when it is lost, it
 * connects again, and calls `changed` then too, since announcements may have been missed.
 * `ready` settles once the first connection is in or has failed.
 * Announcements signed `ownAnnouncer` are this process's own and already acted on.
 */
export function listenForContentChanges(
  connectionString: string,
  ownAnnouncer: string,
  changed: () => void,
): { ready: Promise<void>; close(): Promise<void> } {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const connect = async () => {
    // keepAlive finds a connection a network dropped silently; the timeout, a host that is gone.
    const next = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 10_000 });
    client = next;
    const again = () => {
      if (client === next) {
        client = null;
      }
      if (!closed && retry === undefined) {
        // Doubling, with jitter: after a database restart, processes do not all come back at once.
        const wait = Math.min(RECONNECT_MAX_MS, RECONNECT_MS * 2 ** failures) * (0.5 + Math.random() / 2);
        failures += 1;
        retry = setTimeout(() => {
          retry = undefined;
          void connect();
        }, wait);
      }
    };
    next.on('notification', (message) => {
      if (message.payload !== ownAnnouncer) {
        changed();
      }
    });
    next.on('error', again);
    next.on('end', again);
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANGED_CHANNEL}`);
      failures = 0;
      changed();
    } catch {
      await next.end().catch(() => {});
      again();
    }
  };
  // The first try, listening or not (a failure retries in the background): awaited before the
  // server serves, so that its first clear does not come after the first readers were answered.
  const ready = connect();

  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      // A client still connecting to a host that is gone would wait for the system's TCP timeout.
      const ending = client?.end().catch(() => {});
      await Promise.race([ending, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    },
  };
}
