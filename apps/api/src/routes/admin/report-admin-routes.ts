import { type AdminAccessibilityReport, operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { unixSeconds } from '../../format/unix-seconds';
import { notFound } from '../../http/errors';
import { route } from '../../http/operation-route';
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
  route(app, operations.listAccessibilityReports, async () =>
    (await listAccessibilityReports(app.db)).map(toWire),
  );

  route(
    app,
    operations.markAccessibilityReport,
    async ({ params: { id }, body: { answered }, user: admin }) => {
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
    },
  );
}
