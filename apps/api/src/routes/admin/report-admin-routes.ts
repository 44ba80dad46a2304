import { type AdminAccessibilityReport, ReportAnsweredSchema } from '@jamstalldhet/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdministrator } from '../../http/context';
import { notFound, parseId, parseInput } from '../../http/errors';
import { unixSeconds } from '../../http/time';
import {
  type AccessibilityReport,
  listAccessibilityReports,
  markReportAnswered,
} from '../../storage/accessibility-reports';
import { auditedChange } from '../../storage/audit';

function toWire(report: AccessibilityReport): AdminAccessibilityReport {
  return {
    id: report.id,
    kind: report.kind,
    name: report.name,
    email: report.email,
    page_url: report.pageUrl,
    message: report.message,
    created_at: unixSeconds(report.createdAt),
    answered_at: report.answeredAt ? unixSeconds(report.answeredAt) : null,
    answered_by: report.answeredBy,
    user_id: report.userId,
  };
}

/** The accessibility reports received (DOS-lagen): read them, mark one answered (issue 14). */
export async function reportAdminRoutes(app: FastifyInstance) {
  const requireAdmin = (request: FastifyRequest) =>
    requireAdministrator(request, 'Endast administratörer kan läsa rapporterna');

  app.get('/api/admin/accessibility-reports', async (request) => {
    await requireAdmin(request);
    return (await listAccessibilityReports(app.db)).map(toWire);
  });

  app.post<{ Params: { id: string } }>('/api/admin/accessibility-reports/:id/answered', async (request) => {
    const admin = await requireAdmin(request);
    const id = parseId(request.params.id);
    const { answered } = parseInput(ReportAnsweredSchema, request.body);
    // The reporter is named by the report's number only: their address is in the report.
    const marked = await auditedChange(
      app.db,
      (tx) => markReportAnswered(tx, id, answered ? admin.email : null),
      (result) =>
        result?.changed
          ? { actor: admin, action: 'report.answered', target: `Rapport ${id}`, details: { answered } }
          : null,
    );
    if (!marked) {
      throw notFound('Rapporten finns inte');
    }
    return toWire(marked.report);
  });
}
