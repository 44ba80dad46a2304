import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { accessibilityReports } from '../db/schema';

export type AccessibilityReport = typeof accessibilityReports.$inferSelect;
export type AccessibilityReportKind = AccessibilityReport['kind'];

export interface NewAccessibilityReport {
  kind: AccessibilityReportKind;
  name: string | null;
  email: string;
  pageUrl: string | null;
  /** Plain text exactly as written (trimmed); never HTML. */
  message: string;
  /** The logged-in reporter, or null for an anonymous one. */
  userId: number | null;
}

/** Stores a report; the stored row is the authority's record, whether or not the mails go out. */
export async function addAccessibilityReport(
  db: Database,
  report: NewAccessibilityReport,
): Promise<AccessibilityReport> {
  const [row] = await db.insert(accessibilityReports).values(report).returning();
  if (!row) {
    throw new Error('addAccessibilityReport returned no row');
  }
  return row;
}

/** Every report, newest first (the id breaks ties within one moment). */
export async function listAccessibilityReports(db: Database): Promise<AccessibilityReport[]> {
  return db
    .select()
    .from(accessibilityReports)
    .orderBy(desc(accessibilityReports.createdAt), desc(accessibilityReports.id));
}

/**
 * Marks a report answered by this administrator, or not answered (`answeredBy` null). A report
 * already so keeps its first date and administrator, and `changed` is false. Null for no report.
 */
export async function markReportAnswered(
  db: Database,
  id: number,
  answeredBy: string | null,
): Promise<{ report: AccessibilityReport; changed: boolean } | null> {
  const [updated] = await db
    .update(accessibilityReports)
    .set(answeredBy ? { answeredAt: new Date(), answeredBy } : { answeredAt: null, answeredBy: null })
    .where(
      and(
        eq(accessibilityReports.id, id),
        answeredBy ? isNull(accessibilityReports.answeredAt) : isNotNull(accessibilityReports.answeredAt),
      ),
    )
    .returning();
  if (updated) {
    return { report: updated, changed: true };
  }
  const [unchanged] = await db.select().from(accessibilityReports).where(eq(accessibilityReports.id, id));
  return unchanged ? { report: unchanged, changed: false } : null;
}
