import { z } from 'zod';
import { AdminAccessibilityReportSchema, ReportAnsweredSchema } from '../staff';
import { defineOperation } from './operation';
import { IdParams } from './params';

// Administrators' calls on accessibility reports, apart from sending one.
const REFUSAL = 'Endast administratörer kan läsa rapporterna';

export const listAccessibilityReports = /* @__PURE__ */ defineOperation({
  id: 'listAccessibilityReports',
  method: 'GET',
  path: '/api/admin/accessibility-reports',
  access: 'administrator',
  refusal: REFUSAL,
  answers: { 200: z.array(AdminAccessibilityReportSchema) },
});

export const markAccessibilityReport = /* @__PURE__ */ defineOperation({
  id: 'markAccessibilityReport',
  method: 'POST',
  path: '/api/admin/accessibility-reports/{id}/answered',
  access: 'administrator',
  refusal: REFUSAL,
  params: IdParams,
  body: ReportAnsweredSchema,
  answers: { 200: AdminAccessibilityReportSchema },
});
