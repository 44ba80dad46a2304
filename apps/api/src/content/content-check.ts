import {
  CONTENT_RULE_NAMES,
  type ContentFinding,
  type ContentRule,
  contentFindings,
} from '@jamstalldhet/blocks/engine';
import type {
  AccessibilityStatement,
  ComplianceStatus,
  ContentKind,
  Education,
  Page,
} from '@jamstalldhet/contract';
import type { Database } from '../db/database';
import type { CheckedFinding } from '../db/schema';
import { badRequest } from '../http/errors';
import { cachedContent } from '../storage/content-cache';
import {
  type ContentCheckRow,
  listContentChecks,
  recordLateCheck,
  uncheckedPublished,
} from '../storage/content-checks';
import type { DocumentKey } from '../storage/content-drafts';
import { DOCUMENT_KINDS } from './document-kinds';

/** What the content rules find in a document of a kind (issue 40): nothing in one without pages. */
export function documentFindings(kind: ContentKind, data: unknown): ContentFinding[] {
  return DOCUMENT_KINDS[kind].hasPages ? contentFindings(data as Education | Page) : [];
}

/** A finding as a check keeps it: the rule by its id, so its name can change. */
export function checkedFindings(findings: readonly ContentFinding[]): CheckedFinding[] {
  return findings.map(({ severity, rule, where, message }) => ({ severity, rule, place: where, message }));
}

/**
 * The reason an administrator gives for publishing over the content rules' varningar: a 400 on
 * the field `motivering`, with the varningar, when it is missing. Without varningar the reason
 * given (or null).
 */
export function motiveringFor(
  warnings: readonly ContentFinding[],
  motivering: string | undefined,
): string | null {
  if (warnings.length === 0) {
    // The editor's browser may have asked for it over what only it can find (unknown words, axe's
    // moderate findings): kept with the publish's check and audit entry, never shown publicly
    // (the statement lists findings, and there are none).
    return motivering === undefined || motivering === '' ? null : motivering;
  }
  if (motivering === undefined || motivering === '') {
    const count = warnings.length === 1 ? '1 varning' : `${warnings.length} varningar`;
    const error = badRequest(
      `motivering: Utkastet har ${count}. Skriv en motivering till varför det publiceras ändå.`,
      'motivering',
    );
    error.details = { warnings: warnings.map(({ where, path, message }) => ({ where, path, message })) };
    throw error;
  }
  return motivering;
}

/** Whether a document's check is listed in the public statement: rooms are not public. */
export function isListedInStatement(key: DocumentKey, data: Record<string, unknown>): boolean {
  const rules = DOCUMENT_KINDS[key.kind];
  return rules.hasPages && !(rules.rooms && data.post_type === 'room');
}

// Readability (klarspråk, WCAG 3.1.5 at level AAA) is listed, but is not a requirement of the law.
const isRequirement = (finding: CheckedFinding) => finding.rule !== ('readability' satisfies ContentRule);

/**
 * DIGG's status, worked out from the checks of what is published: "helt förenlig" with no
 * finding of a WCAG 2.1 AA rule; "inte förenlig" when at least half the published documents have
 * an error (which only content published before the check can have); "delvis förenlig" otherwise.
 */
export function complianceStatus(checks: ReadonlyArray<Pick<ContentCheckRow, 'findings'>>): ComplianceStatus {
  const withErrors = checks.filter((check) =>
    check.findings.some((finding) => finding.severity === 'error'),
  ).length;
  if (withErrors > 0 && withErrors * 2 >= checks.length) {
    return 'inte förenlig';
  }
  return checks.some((check) => check.findings.some(isRequirement)) ? 'delvis förenlig' : 'helt förenlig';
}

// Checks what was published without a check (before the content rules, or by a folder import).
async function checkUnchecked(db: Database): Promise<void> {
  for (const document of await uncheckedPublished(db)) {
    const rules = DOCUMENT_KINDS[document.kind];
    const parsed = rules.schema.safeParse(document.data);
    if (!parsed.success) {
      continue;
    }
    const data = parsed.data as Record<string, unknown>;
    let findings: CheckedFinding[];
    try {
      findings = checkedFindings(documentFindings(document.kind, data));
    } catch (error) {
      // One document the rules cannot read must not take the statement down for everyone.
      console.warn(`Content check of ${document.kind} ${document.id} failed: ${String(error)}`);
      continue;
    }
    await recordLateCheck(db, document, {
      title: String(data.title ?? ''),
      findings,
      motivering: null,
      checkedBy: null,
    });
  }
}

/**
 * The accessibility statement's generated part (issue 40): the status, every finding in what is
 * published with the reason it was published over, and when content was last checked. Cached as
 * content is: a publish clears it.
 */
export function accessibilityStatement(db: Database): Promise<AccessibilityStatement> {
  return cachedContent(db, 'accessibility-statement', async () => {
    await checkUnchecked(db);
    const checks = await listContentChecks(db);
    const deviations = checks.flatMap((check) =>
      check.findings.map((finding) => ({
        document: check.title,
        where: finding.place,
        rule: CONTENT_RULE_NAMES[finding.rule as ContentRule] ?? finding.rule,
        message: finding.message,
        severity: finding.severity,
        motivering: check.motivering,
        checked_at: check.checkedAt.getTime(),
      })),
    );
    const latest = Math.max(...checks.map((check) => check.checkedAt.getTime()));
    return {
      status: complianceStatus(checks),
      deviations,
      checked_at: checks.length === 0 ? null : latest,
    };
  });
}
