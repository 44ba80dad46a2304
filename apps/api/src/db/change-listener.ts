import pg from 'pg';

/** The PostgreSQL channel a publish, import or removal is announced on (storage/content-changes.ts). */
export const CONTENT_CHANGED_CHANNEL = 'jb_content_changed';

/** How long to wait before listening again after the connection was lost. */
const RECONNECT_MS = 1000;

/**
 * Listens on PostgreSQL for content changes made by other API processes on the same database, and
 * calls `changed` for each (issue 25: what one process publishes, every process shows at once,
 * not only after the content cache's 10 s). One dedicated connection; when it is lost, it
 * connects again, and calls `changed` then too, since announcements may have been missed.
 */
export function listenForContentChanges(
  connectionString: string,
  changed: () => void,
): { close(): Promise<void> } {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    client = next;
    const again = () => {
      if (client === next) {
        client = null;
      }
      if (!closed && retry === undefined) {
        retry = setTimeout(() => {
          retry = undefined;
          void connect();
        }, RECONNECT_MS);
      }
    };
    next.on('notification', () => changed());
    next.on('error', again);
    next.on('end', again);
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANGED_CHANNEL}`);
      changed();
    } catch {
      await next.end().catch(() => {});
      again();
    }
  };
  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
