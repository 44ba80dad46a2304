import { sql } from 'drizzle-orm';
import { announcerOf, CONTENT_CHANGED_CHANNEL } from '../db/change-listener';
import { type Database, whenCommitted } from '../db/database';
import { clearContentCache } from './content-cache';

/**
 * After a publish, import, removal or any write of content (in a transaction, once it commits): this
 * process forgets what it cached, and on PostgreSQL every other process is told to (they listen
 * with db/change-listener.ts), so readers everywhere get the new content at once rather than
 * after the cache's freshness window. On PGlite (one process) the announcement has no listener.
 */
export async function contentChanged(db: Database): Promise<void> {
  // In a transaction: once it has committed, from the database handle. Announced from the
  // transaction, the change would be signed by another handle than the listener's (so this process
  // cleared its cache a second time, a moment later), and cleared before the commit, a reader
  // could cache what is about to change for the whole freshness window.
  if (whenCommitted(db, 'content changed', contentChanged)) {
    return;
  }
  clearContentCache(db);
  try {
    await db.execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, ${announcerOf(db)})`);
  } catch (error) {
    // The write is committed: the other processes follow within the cache's 10 s instead.
    console.warn(`Content change not announced: ${error instanceof Error ? error.message : String(error)}`);
  }
}
