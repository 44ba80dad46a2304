import { isSafeRedirectPath, isValidEmail } from '@jamstalldhet/blocks/engine';
import { z } from 'zod';

export const REPORT_NAME_MAX_LENGTH = 200;
export const REPORT_EMAIL_MAX_LENGTH = 320;
export const REPORT_PAGE_URL_MAX_LENGTH = 2048;
export const REPORT_MESSAGE_MAX_LENGTH = 5000;

/**
 * The page a report is about, as stored: a same-site path the engine would redirect to, or a
 * full http(s) URL on the site's own origin (normalised, so no control characters survive).
 * Null for anything else: a report must never carry a link to somewhere else.
 */
export function reportPageUrl(value: string, publicUrl: string): string | null {
  if (value.startsWith('/')) {
    return isSafeRedirectPath(value) ? value : null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const sameSite = url.origin === new URL(publicUrl).origin;
  if (!sameSite || url.username !== '' || url.password !== '') {
    return null;
  }
  // Percent-encoding may lengthen the address; the limit holds for what is stored.
  return url.href.length <= REPORT_PAGE_URL_MAX_LENGTH ? url.href : null;
}

// Blank optional fields come from forms as '' and mean "not given".
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

/** The body of `POST /api/accessibility-reports`; `publicUrl` decides which full URLs are ours. */
export function accessibilityReportSchema(publicUrl: string) {
  return z.object({
    name: optionalText(REPORT_NAME_MAX_LENGTH, `Namnet får ha högst ${REPORT_NAME_MAX_LENGTH} tecken`),
    email: z
      .string()
      .trim()
      .max(REPORT_EMAIL_MAX_LENGTH, 'Ange en giltig e-postadress')
      .refine((value) => isValidEmail(value), 'Ange en giltig e-postadress'),
    page_url: optionalText(REPORT_PAGE_URL_MAX_LENGTH, 'Adressen är för lång').transform((value, context) => {
      if (value === null) {
        return null;
      }
      const pageUrl = reportPageUrl(value, publicUrl);
      if (pageUrl === null) {
        context.addIssue({ code: 'custom', message: 'Ange en sida på den här webbplatsen' });
        return z.NEVER;
      }
      return pageUrl;
    }),
    kind: z.enum(['problem', 'format'], { error: 'Välj vad ärendet gäller' }),
    message: z
      .string({ error: 'Skriv ditt meddelande' })
      .trim()
      .min(1, 'Skriv ditt meddelande')
      .max(REPORT_MESSAGE_MAX_LENGTH, `Meddelandet får ha högst ${REPORT_MESSAGE_MAX_LENGTH} tecken`),
  });
}

export type AccessibilityReportInput = z.output<ReturnType<typeof accessibilityReportSchema>>;
