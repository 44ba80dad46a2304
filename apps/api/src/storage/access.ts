import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { accessRequests, educations, users } from '../db/schema';
import { type AuditEntry, auditedChange } from './audit';
import { storedEducation } from './stored-education';

/** A request's stored status; a denied request is removed, so there is no "denied" (docs/decisions.md). */
export type AccessStatus = (typeof accessRequests.$inferSelect)['status'];
export type AccessDecision = 'approve' | 'deny';

const requestKey = (userId: number, educationId: number) =>
  and(eq(accessRequests.userId, userId), eq(accessRequests.educationId, educationId));

/**
 * Asks for access to an education. Asking again never makes a second request: the current
 * status is answered, with `created` telling whether this call made the request.
 */
export async function requestAccess(
  db: Database,
  userId: number,
  educationId: number,
): Promise<{ status: AccessStatus; created: boolean }> {
  const inserted = await db
    .insert(accessRequests)
    .values({ userId, educationId })
    .onConflictDoNothing()
    .returning({ status: accessRequests.status });
  if (inserted[0]) {
    return { status: inserted[0].status, created: true };
  }
  const [existing] = await db
    .select({ status: accessRequests.status })
    .from(accessRequests)
    .where(requestKey(userId, educationId))
    .limit(1);
  if (!existing) {
    // Denied (removed) between the two statements: ask once more.
    return requestAccess(db, userId, educationId);
  }
  return { status: existing.status, created: false };
}

/** A learner's own requests, oldest first. */
export async function listUserAccessRequests(db: Database, userId: number) {
  const rows = await db
    .select({ request: accessRequests, data: educations.data })
    .from(accessRequests)
    .innerJoin(educations, eq(educations.id, accessRequests.educationId))
    .where(eq(accessRequests.userId, userId))
    .orderBy(asc(accessRequests.createdAt), asc(accessRequests.educationId));
  return rows.map((row) => ({
    educationId: row.request.educationId,
    educationTitle: storedEducation(row.data).title,
    status: row.request.status,
    createdAt: row.request.createdAt,
  }));
}

export type AccessRequestDetails = Awaited<ReturnType<typeof selectAccessRequests>>[number];

// Requests with the learner's name and e-mail and the education's title and slug.
async function selectAccessRequests(db: Database, condition: SQL | undefined) {
  const rows = await db
    .select({
      request: accessRequests,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      emailVerified: users.emailVerified,
      organizationId: users.organizationId,
      workTitleId: users.workTitleId,
      data: educations.data,
    })
    .from(accessRequests)
    .innerJoin(users, eq(users.id, accessRequests.userId))
    .innerJoin(educations, eq(educations.id, accessRequests.educationId))
    .where(condition)
    .orderBy(asc(accessRequests.createdAt), asc(accessRequests.userId), asc(accessRequests.educationId));
  return rows.map((row) => ({
    userId: row.request.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerified,
    organizationId: row.organizationId,
    workTitleId: row.workTitleId,
    educationId: row.request.educationId,
    educationTitle: storedEducation(row.data).title,
    educationSlug: storedEducation(row.data).slug,
    status: row.request.status,
    createdAt: row.request.createdAt,
    decidedAt: row.request.decidedAt,
  }));
}

/** Every request (or those with one status), oldest first, with the learner and the education. */
export function listAccessRequests(
  db: Database,
  options: { status?: AccessStatus } = {},
): Promise<AccessRequestDetails[]> {
  return selectAccessRequests(db, options.status ? eq(accessRequests.status, options.status) : undefined);
}

export interface DecidedAccessRequest {
  request: AccessRequestDetails;
  outcome: 'approved' | 'denied';
  /** False when approving an already approved request: nothing changed, nobody is mailed. */
  changed: boolean;
}

/**
 * Approves or denies one request, for the HTTP endpoints and the CLI alike, and records a
 * change in the audit log with who decided (null for the command line). Approval keeps the
 * request as approved; denial removes it, so the learner may ask again. Null for no request.
 */
export async function decideAccessRequest(
  db: Database,
  userId: number,
  educationId: number,
  decision: AccessDecision,
  actor: AuditEntry['actor'] = null,
): Promise<DecidedAccessRequest | null> {
  // The change and its record are one transaction: no decision without its entry in the log.
  return auditedChange(
    db,
    (tx) => applyDecision(tx, userId, educationId, decision),
    (decided) =>
      decided?.changed
        ? {
            actor,
            action: decision === 'approve' ? 'access.approve' : 'access.deny',
            target: decided.request.email,
            details: {
              education_id: educationId,
              education_title: decided.request.educationTitle,
              name: `${decided.request.firstName} ${decided.request.lastName}`,
            },
          }
        : null,
  );
}

async function applyDecision(
  db: Database,
  userId: number,
  educationId: number,
  decision: AccessDecision,
): Promise<DecidedAccessRequest | null> {
  const [request] = await selectAccessRequests(db, requestKey(userId, educationId));
  if (!request) {
    return null;
  }
  const key = requestKey(userId, educationId);
  if (decision === 'deny') {
    const removed = await db.delete(accessRequests).where(key).returning({ userId: accessRequests.userId });
    return removed.length > 0 ? { request, outcome: 'denied', changed: true } : null;
  }
  if (request.status === 'approved') {
    return { request, outcome: 'approved', changed: false };
  }
  const decidedAt = new Date();
  // Only a pending request changes, so two administrators approving at once mail the learner once.
  const updated = await db
    .update(accessRequests)
    .set({ status: 'approved', decidedAt })
    .where(and(key, eq(accessRequests.status, 'pending')))
    .returning({ userId: accessRequests.userId });
  if (updated.length === 0) {
    return applyDecision(db, userId, educationId, decision);
  }
  return { request: { ...request, status: 'approved', decidedAt }, outcome: 'approved', changed: true };
}
