import { z } from 'zod';
import { defineOperation } from './operation';

/** The content page with the accessibility statement, under whose text the generated part is shown. */
export const ACCESSIBILITY_STATEMENT_SLUG = 'tillganglighetsredogorelse';

/** The compliance statuses of DIGG's model statement, in its words. */
export const COMPLIANCE_STATUSES = ['helt förenlig', 'delvis förenlig', 'inte förenlig'] as const;
export const ComplianceStatusSchema = /* @__PURE__ */ z.enum(COMPLIANCE_STATUSES);
export type ComplianceStatus = z.output<typeof ComplianceStatusSchema>;

/**
 * A known deviation: a varning of the content rules an administrator published over, with the
 * reason they gave (`motivering`), or a finding in content published before the check, without
 * one. Who published it is not public.
 */
export const AccessibilityDeviationSchema = /* @__PURE__ */ z.object({
  /** The course's or page's title. */
  document: z.string(),
  /** Where in it, e.g. "Kapitel 1, Episod 2, Sida 3: Block 2 (Text)". */
  where: z.string(),
  /** The rule, with its WCAG criterion where it has one. */
  rule: z.string(),
  message: z.string(),
  /** An error stops a publish today: one listed here was published before the check. */
  severity: z.enum(['error', 'warning']),
  motivering: z.string().nullable(),
  /** When the document was checked: its publish. */
  checked_at: z.number(),
});
export type AccessibilityDeviation = z.output<typeof AccessibilityDeviationSchema>;

/** The generated part of the accessibility statement (issue 40), worked out from what is published. */
export const AccessibilityStatementSchema = /* @__PURE__ */ z.object({
  status: ComplianceStatusSchema,
  deviations: z.array(AccessibilityDeviationSchema),
  /** When content was last checked: the latest publish, or null before the first. */
  checked_at: z.number().nullable(),
});
export type AccessibilityStatement = z.output<typeof AccessibilityStatementSchema>;

export const getAccessibilityStatement = /* @__PURE__ */ defineOperation({
  id: 'getAccessibilityStatement',
  method: 'GET',
  path: '/api/accessibility-statement',
  access: 'public',
  answers: { 200: AccessibilityStatementSchema },
});
