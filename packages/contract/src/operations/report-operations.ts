import { z } from 'zod';
import { EmailAddressSchema } from './email-address';
import { defineOperation } from './operation';

export const REPORT_NAME_MAX_LENGTH = 200;
export const REPORT_PAGE_URL_MAX_LENGTH = 2048;
export const REPORT_MESSAGE_MAX_LENGTH = 5000;

// Blank optional fields come from forms as '' and mean "not given".
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * The body of `POST /api/accessibility-reports`. Whether `page_url` is a page of this site
 * depends on the site's address, so the API checks that part where it knows it.
 */
export const AccessibilityReportSchema = /* @__PURE__ */ z.object({
  name: optionalText(REPORT_NAME_MAX_LENGTH, `Namnet får ha högst ${REPORT_NAME_MAX_LENGTH} tecken`),
  email: EmailAddressSchema,
  page_url: optionalText(REPORT_PAGE_URL_MAX_LENGTH, 'Adressen är för lång'),
  kind: z.enum(['problem', 'format'], { error: 'Välj vad ärendet gäller' }),
  message: z
    .string({ error: 'Skriv ditt meddelande' })
    .trim()
    .min(1, 'Skriv ditt meddelande')
    .max(REPORT_MESSAGE_MAX_LENGTH, `Meddelandet får ha högst ${REPORT_MESSAGE_MAX_LENGTH} tecken`),
});

export const sendAccessibilityReport = /* @__PURE__ */ defineOperation({
  id: 'sendAccessibilityReport',
  method: 'POST',
  path: '/api/accessibility-reports',
  access: 'optional',
  body: AccessibilityReportSchema,
  answers: { 201: z.object({ id: z.number() }) },
});
