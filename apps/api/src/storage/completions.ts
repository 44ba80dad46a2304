import { randomInt } from 'node:crypto';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/secrets';
import { type Database, inTransaction } from '../db/database';
import { certificates, completions, educations, users } from '../db/schema';
import { recordLearningEvent } from './learning-events';
import { storedEducation } from './stored-education';

export async function hasCompleted(db: Database, userId: number, educationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: completions.id })
    .from(completions)
    .where(and(eq(completions.userId, userId), eq(completions.educationId, educationId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Records a passed completion; answers the certificate token (unless the course gives none)
 * and the evaluation token, which only a passed completion gives (issue 37). A learner has one
 * completion per education: when another request recorded it a moment ago (a double click, two
 * tabs), this one is the same completion and its tokens replace the other's, as a renewed token
 * does (only one token's hash is kept), unless it has been evaluated already. The pass is
 * recorded for the statistics in the same transaction.
 */
export async function recordCompletion(
  db: Database,
  options: { userId: number | null; educationId: number; withCertificate: boolean },
): Promise<{ certificateToken: string | null; evaluationToken: string }> {
  const certificateToken = options.withCertificate ? newToken() : null;
  const evaluationToken = newToken();
  await inTransaction(db, async (tx) => {
    await tx
      .insert(completions)
      .values({
        userId: options.userId,
        educationId: options.educationId,
        certificateTokenHash: certificateToken ? hashToken(certificateToken) : null,
        evaluationTokenHash: hashToken(evaluationToken),
      })
      .onConflictDoUpdate({
        // The partial unique index: anonymous completions (no user) are never merged.
        target: [completions.userId, completions.educationId],
        targetWhere: sql`${completions.userId} is not null`,
        set: {
          certificateTokenHash: sql`excluded.certificate_token_hash`,
          evaluationTokenHash: sql`case when ${completions.evaluated} then ${completions.evaluationTokenHash} else excluded.evaluation_token_hash end`,
        },
      });
    await recordLearningEvent(tx, options.userId, options.educationId, 'passed');
  });
  return { certificateToken, evaluationToken };
}

/**
 * Gives a learner's completion of an education a new certificate token and answers it; null
 * when they have not completed it or it gave no certificate. Only the token's hash is kept, so
 * the token given at completion cannot be shown again: a new one replaces it (SPEC §7's
 * certificate request then works in any later visit, on any device).
 */
export async function renewCertificateToken(
  db: Database,
  userId: number,
  educationId: number,
): Promise<string | null> {
  const token = newToken();
  const renewed = await db
    .update(completions)
    .set({ certificateTokenHash: hashToken(token) })
    .where(
      and(
        eq(completions.userId, userId),
        eq(completions.educationId, educationId),
        isNotNull(completions.certificateTokenHash),
      ),
    )
    .returning({ id: completions.id });
  return renewed.length > 0 ? token : null;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A verification code such as `K7QM-2XHD-9PRA`: no 0/O or 1/I to misread. */
export function newCertificateCode(): string {
  const characters = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

export type CertificateRow = typeof certificates.$inferSelect;

/**
 * The certificate of a completion asked for with its token: `issued` when this request issued
 * it, `spent` when it had been issued before (issue 21: a token gives one certificate, mailed
 * once). Null for an unknown token.
 */
export type CertificateRequestResult = { status: 'issued' | 'spent'; certificate: CertificateRow } | null;

/**
 * Issues the certificate of a completion found by its token, once: asking again, or at the
 * same moment, answers the certificate as `spent`. It records whether the completion is a
 * logged-in learner's whose e-mail address is confirmed now (what the certificate may say).
 */
export async function issueCertificate(
  db: Database,
  options: { token: string; educationId: number; fullname: string; email: string },
): Promise<CertificateRequestResult> {
  const [found] = await db
    .select({ completion: completions, emailVerified: users.emailVerified })
    .from(completions)
    .leftJoin(users, eq(users.id, completions.userId))
    .where(
      and(
        eq(completions.certificateTokenHash, hashToken(options.token)),
        eq(completions.educationId, options.educationId),
      ),
    )
    .limit(1);
  if (!found) {
    return null;
  }
  const { completion } = found;
  const issued = () =>
    db.select().from(certificates).where(eq(certificates.completionId, completion.id)).limit(1);
  const [existing] = await issued();
  if (existing) {
    return { status: 'spent', certificate: existing };
  }
  const [created] = await db
    .insert(certificates)
    .values({
      code: newCertificateCode(),
      completionId: completion.id,
      userId: completion.userId,
      educationId: options.educationId,
      fullname: options.fullname,
      email: options.email,
      verifiedEmail: completion.userId !== null && found.emailVerified === true,
    })
    .onConflictDoNothing({ target: certificates.completionId })
    .returning();
  if (created) {
    return { status: 'issued', certificate: created };
  }
  // Another request issued it a moment ago (one certificate per completion): this one is late.
  const [concurrent] = await issued();
  return concurrent ? { status: 'spent', certificate: concurrent } : null;
}

/** Takes back a certificate that could not be mailed, so that its token may ask again. */
export async function withdrawCertificate(db: Database, certificateId: number): Promise<void> {
  await db.delete(certificates).where(eq(certificates.id, certificateId));
}

/** Whether the learner's completion of an education has had its certificate issued. */
export async function hasIssuedCertificate(
  db: Database,
  userId: number,
  educationId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .innerJoin(completions, eq(completions.id, certificates.completionId))
    .where(and(eq(completions.userId, userId), eq(completions.educationId, educationId)))
    .limit(1);
  return Boolean(row);
}

export async function findCertificate(db: Database, code: string) {
  const [row] = await db
    .select({ certificate: certificates, data: educations.data })
    .from(certificates)
    .innerJoin(educations, eq(educations.id, certificates.educationId))
    .where(eq(certificates.code, code))
    .limit(1);
  return row ? { ...row.certificate, educationTitle: storedEducation(row.data).title } : null;
}

export async function listUserCertificates(db: Database, userId: number) {
  const rows = await db
    .select({ certificate: certificates, data: educations.data })
    .from(certificates)
    .innerJoin(educations, eq(educations.id, certificates.educationId))
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt));
  return rows.map((row) => ({ ...row.certificate, educationTitle: storedEducation(row.data).title }));
}
