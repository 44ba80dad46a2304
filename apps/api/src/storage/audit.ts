import { and, desc, eq, like, lt, or, sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../db/database';
import { auditLog } from '../db/schema';
import type { UserRow } from './sessions';

/** The changes staff make from the website or the command line (issue 14). */
export type AuditAction =
  | 'access.approve'
  | 'access.deny'
  | 'account.role'
  | 'account.disable'
  | 'account.enable'
  | 'account.delete'
  | 'account.resend-verification'
  | 'content.close'
  | 'content.create'
  | 'content.import'
  | 'content.image-upload'
  | 'content.publish'
  | 'content.remove'
  | 'content.unpublish'
  | 'content.restore'
  | 'content.review-request'
  | 'content.review-return'
  | 'content.save'
  | 'report.answered'
  | 'room.create'
  | 'room.teachers'
  | 'room.invite'
  | 'room.join'
  | 'room.remove-member';

export interface AuditEntry {
  /** Who did it; null for the command line, which acts as the operator of the server. */
  actor: Pick<UserRow, 'id' | 'email'> | null;
  action: AuditAction;
  target: string;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    target: entry.target,
    details: entry.details ?? {},
  });
}

/**
 * A change and its entry in one transaction, so no change is left without its record: `entry`
 * names what the change did, or null when it changed nothing.
 */
export async function auditedChange<T>(
  db: Database,
  change: (tx: Database) => Promise<T>,
  entry: (result: T) => AuditEntry | null,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const result = await change(tx);
    const record = entry(result);
    if (record) {
      await recordAudit(tx, record);
    }
    return result;
  });
}

export const AUDIT_PAGE_SIZE = 50;

/**
 * The newest entries first, a page at a time: `before` is the id the previous page ended with;
 * `action` keeps one kind.
 */
export async function listAudit(
  db: Database,
  options: { before?: number | undefined; action?: string | undefined } = {},
) {
  const { before, action } = options;
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        before === undefined ? undefined : lt(auditLog.id, before),
        // `access` is every access.* action; `access.deny` that one. The pattern is checked at the edge.
        action === undefined
          ? undefined
          : or(eq(auditLog.action, action), like(auditLog.action, `${action}.%`)),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
}

/** How long the log keeps an entry: two years, then it is deleted (docs/security.md). */
export const AUDIT_RETENTION_DAYS = 730;

/** Deletes the entries older than the retention; the server runs it at start and daily. */
export async function purgeOldAudit(db: Database, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  await db.delete(auditLog).where(lt(auditLog.at, cutoff));
}

/** What stands in the log for a person whose account is deleted. */
export const DELETED_ACCOUNT = 'Borttaget konto';

/**
 * Takes a deleted account's address and name out of the entries about them (their access
 * decisions, room memberships) and out of the entries they made as staff: the log keeps what
 * happened, not who it happened to or who did it (issue 21).
 */
export async function forgetInAudit(db: Database, account: { id: number; email: string }): Promise<void> {
  await db
    .update(auditLog)
    .set({ target: DELETED_ACCOUNT, details: sql`${auditLog.details} - 'name'` })
    .where(eq(auditLog.target, account.email));
  // Not null: the log shows a null actor as the command line.
  await db
    .update(auditLog)
    .set({ actorEmail: DELETED_ACCOUNT })
    .where(or(eq(auditLog.actorId, account.id), eq(auditLog.actorEmail, account.email)));
  // Entries about a room that name them as the member removed.
  await db
    .update(auditLog)
    .set({ details: sql`${auditLog.details} - 'name'` })
    .where(sql`${auditLog.details} ->> 'user_id' = ${String(account.id)}`);
}
