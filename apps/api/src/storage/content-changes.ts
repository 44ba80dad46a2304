import { sql } from 'drizzle-orm';
import { announcerOf, CONTENT_CHANGED_CHANNEL } from '../db/change-listener';
import type { Database } from '../db/database';
import { clearContentCache } from './content-cache';

/**
 * After a publish, import, removal or any write of content, outside its transaction: this
 * process forgets what it cached, and on PostgreSQL every other process is told to (they listen
 * with db/change-listener.ts), so readers everywhere get the new content at once rather than
 * after the cache's freshness window. On PGlite (one process) the announcement has no listener.
 */
export async function contentChanged(db: Database): Promise<void> {
  clearContentCache(db);
  try {
    await db.execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, ${announcerOf(db)})`);
  } catch (error) {
    // The write is committed: the other processes follow within the cache's 10 s instead.
    console.warn(`Content change not announced: ${error instanceof Error ? error.message : String(error)}`);
  }
}
