import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser, requireAdministrator } from '../../http/context';
import { parseInput } from '../../http/errors';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';
import type { MailMessage } from '../../mail/mailer';
import {
  type AccessibilityReport,
  addAccessibilityReport,
  listAccessibilityReports,
} from '../../storage/accessibility-reports';
import { normalizeEmail } from '../../storage/users';
import { accessibilityReceiptMail, accessibilityReportMail } from './report-mails';
import { accessibilityReportSchema } from './report-schema';

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function toWireReport(report: AccessibilityReport) {
  return {
    id: report.id,
    created_at: unixSeconds(report.createdAt),
    kind: report.kind,
    name: report.name,
    email: report.email,
    page_url: report.pageUrl,
    message: report.message,
    user_id: report.userId,
  };
}

/**
 * Accessibility reports (the law on accessible public digital services): anyone may report a
 * problem or ask for content in another format; the education team is mailed, the reporter
 * gets a receipt, and administrators list the reports.
 */
export async function accessibilityReportRoutes(app: FastifyInstance) {
  const schema = accessibilityReportSchema(app.config.publicUrl);

  app.post('/api/accessibility-reports', async (request, reply) => {
    const input = parseInput(schema, request.body);
    await rateLimit(
      app.db,
      reply,
      `accessibility-report:ip:${request.ip}`,
      RATE_LIMITS.accessibilityReportPerIp,
    );
    await rateLimit(
      app.db,
      reply,
      `accessibility-report:email:${normalizeEmail(input.email)}`,
      RATE_LIMITS.accessibilityReportPerEmail,
    );
    // No login needed; a valid token only links the report to its account.
    const user = await currentUser(request);
    const report = await addAccessibilityReport(app.db, {
      kind: input.kind,
      name: input.name,
      email: input.email,
      pageUrl: input.page_url,
      message: input.message,
      userId: user?.id ?? null,
    });
    // The stored report is the record administrators list: a mail that fails is logged, not lost.
    const send = (message: MailMessage) =>
      app.mailer.send(message).catch((error: unknown) => {
        request.log.error({ err: error, kind: message.kind, report: report.id }, 'report mail not sent');
      });
    await send(accessibilityReportMail(report, app.config.contactEmail));
    await send(accessibilityReceiptMail(report));
    return reply.code(201).send({ id: report.id });
  });

  app.get('/api/admin/accessibility-reports', async (request: FastifyRequest) => {
    await requireAdministrator(request, 'Endast administratörer kan läsa anmälningarna');
    return (await listAccessibilityReports(app.db)).map(toWireReport);
  });
}
