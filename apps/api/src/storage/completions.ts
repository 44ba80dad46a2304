import { randomInt } from 'node:crypto';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/secrets';
import type { Database } from '../db/database';
import { certificates, completions, educations, evaluationAnswers } from '../db/schema';

export async function hasCompleted(db: Database, userId: number, educationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: completions.id })
    .from(completions)
    .where(and(eq(completions.userId, userId), eq(completions.educationId, educationId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Records a passed completion; answers the certificate token (unless the course gives none).
 * A learner has one completion per education: when another request recorded it a moment ago
 * (a double click, two tabs), this one is the same completion and its token replaces the
 * other's, as a renewed token does (only one token's hash is kept).
 */
export async function recordCompletion(
  db: Database,
  options: { userId: number | null; educationId: number; withCertificate: boolean },
): Promise<{ certificateToken: string | null }> {
  const certificateToken = options.withCertificate ? newToken() : null;
  await db
    .insert(completions)
    .values({
      userId: options.userId,
      educationId: options.educationId,
      certificateTokenHash: certificateToken ? hashToken(certificateToken) : null,
    })
    .onConflictDoUpdate({
      // The partial unique index: anonymous completions (no user) are never merged.
      target: [completions.userId, completions.educationId],
      targetWhere: sql`${completions.userId} is not null`,
      set: { certificateTokenHash: sql`excluded.certificate_token_hash` },
    });
  return { certificateToken };
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

/**
 * Saves evaluation answers without the learner's identity: only an evaluation token ties later
 * updates to the same answers. A new token is made when none (or an unknown one) is given.
 */
export async function saveEvaluation(
  db: Database,
  educationId: number,
  answers: unknown,
  token: string | undefined,
): Promise<string> {
  if (token) {
    const updated = await db
      .update(evaluationAnswers)
      .set({ answers, updatedAt: new Date() })
      .where(
        and(
          eq(evaluationAnswers.tokenHash, hashToken(token)),
          eq(evaluationAnswers.educationId, educationId),
        ),
      )
      .returning({ id: evaluationAnswers.id });
    if (updated.length > 0) {
      return token;
    }
  }
  const fresh = newToken();
  await db.insert(evaluationAnswers).values({ educationId, tokenHash: hashToken(fresh), answers });
  return fresh;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A verification code such as `K7QM-2XHD-9PRA`: no 0/O or 1/I to misread. */
export function newCertificateCode(): string {
  const characters = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

export type CertificateRow = typeof certificates.$inferSelect;

/**
 * Issues the certificate of a completion found by its token, or answers the one already
 * issued for it (asking twice sends the same certificate again). Null for an unknown token.
 */
export async function issueCertificate(
  db: Database,
  options: { token: string; educationId: number; fullname: string; email: string },
): Promise<CertificateRow | null> {
  const [completion] = await db
    .select()
    .from(completions)
    .where(
      and(
        eq(completions.certificateTokenHash, hashToken(options.token)),
        eq(completions.educationId, options.educationId),
      ),
    )
    .limit(1);
  if (!completion) {
    return null;
  }
  const issued = () =>
    db.select().from(certificates).where(eq(certificates.completionId, completion.id)).limit(1);
  const [existing] = await issued();
  if (existing) {
    return existing;
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
    })
    .onConflictDoNothing({ target: certificates.completionId })
    .returning();
  if (created) {
    return created;
  }
  // Another request issued it a moment ago (one certificate per completion): answer that one.
  const [concurrent] = await issued();
  return concurrent ?? null;
}

export async function findCertificate(db: Database, code: string) {
  const [row] = await db
    .select({ certificate: certificates, data: educations.data })
    .from(certificates)
    .innerJoin(educations, eq(educations.id, certificates.educationId))
    .where(eq(certificates.code, code))
    .limit(1);
  return row ? { ...row.certificate, educationTitle: (row.data as { title: string }).title } : null;
}

export async function listUserCertificates(db: Database, userId: number) {
  const rows = await db
    .select({ certificate: certificates, data: educations.data })
    .from(certificates)
    .innerJoin(educations, eq(educations.id, certificates.educationId))
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt));
  return rows.map((row) => ({ ...row.certificate, educationTitle: (row.data as { title: string }).title }));
}
