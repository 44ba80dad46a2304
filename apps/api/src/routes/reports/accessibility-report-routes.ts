import { operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { accessibilityStatement } from '../../content/content-check';
import { clientAddressKey } from '../../http/client-address';
import { badRequest } from '../../http/errors';
import { route } from '../../http/operation-route';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';
import type { MailMessage } from '../../mail/mailer';
import { addAccessibilityReport } from '../../storage/accessibility-reports';
import { normalizeEmail } from '../../storage/users';
import { accessibilityReceiptMail, accessibilityReportMail } from './report-mails';
import { reportPageUrl } from './report-page-url';

/**
 * Accessibility reports (the law on accessible public digital services): anyone may report a
 * problem or ask for content in another format; the education team is mailed, the reporter
 * gets a receipt (quoting the report only to a logged-in reporter); administrators read them
 * on their page (admin/report-admin-routes.ts).
 */
export async function accessibilityReportRoutes(app: FastifyInstance) {
  // The statement's generated part: public, from the checks of what is published (issue 40).
  route(app, operations.getAccessibilityStatement, () => accessibilityStatement(app.db));

  route(app, operations.sendAccessibilityReport, async ({ body: input, user, request, reply }) => {
    const pageUrl = input.page_url === null ? null : reportPageUrl(input.page_url, app.config.publicUrl);
    if (input.page_url !== null && pageUrl === null) {
      throw badRequest('page_url: Ange en sida på den här webbplatsen', 'page_url');
    }
    await rateLimit(
      app.db,
      reply,
      `accessibility-report:ip:${clientAddressKey(request.ip)}`,
      RATE_LIMITS.accessibilityReportPerIp,
    );
    await rateLimit(
      app.db,
      reply,
      `accessibility-report:email:${normalizeEmail(input.email)}`,
      RATE_LIMITS.accessibilityReportPerEmail,
    );
    // No login needed (`user` may be null); a valid token only links the report to its account.
    const report = await addAccessibilityReport(app.db, {
      kind: input.kind,
      name: input.name,
      email: input.email,
      pageUrl,
      message: input.message,
      userId: user?.id ?? null,
    });
    // The stored report is the record administrators list: a mail that fails is logged, not lost.
    const send = (message: MailMessage) =>
      app.mailer.send(message).catch((error: unknown) => {
        request.log.error({ err: error, kind: message.kind, report: report.id }, 'report mail not sent');
      });
    await send(accessibilityReportMail(report, app.config.contactEmail));
    // What was written is quoted back only to the account's own verified address.
    const reader = user?.emailVerified ? { email: user.email, firstName: user.firstName } : null;
    await send(accessibilityReceiptMail(report, reader));
    reply.code(201);
    return { id: report.id };
  });
}
