import { and, desc, eq, like, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database';
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
