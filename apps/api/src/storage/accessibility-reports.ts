import { desc, eq, sql } from 'drizzle-orm';
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
 * Marks a report answered by this administrator (keeping the first date when it already was),
 * or not answered (null); null for no such report.
 */
export async function markReportAnswered(
  db: Database,
  id: number,
  answeredBy: string | null,
): Promise<AccessibilityReport | null> {
  const [row] = await db
    .update(accessibilityReports)
    .set(
      answeredBy
        ? {
            answeredAt: sql`coalesce(${accessibilityReports.answeredAt}, now())`,
            answeredBy: sql`coalesce(${accessibilityReports.answeredBy}, ${answeredBy})`,
          }
        : { answeredAt: null, answeredBy: null },
    )
    .where(eq(accessibilityReports.id, id))
    .returning();
  return row ?? null;
}
