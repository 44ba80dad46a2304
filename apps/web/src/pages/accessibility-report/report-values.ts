import { isValidEmail } from '@jamstalldhet/blocks/engine';
import { reportTexts } from './report-texts';

/** The longest description the API takes (REPORT_MESSAGE_MAX_LENGTH). */
export const REPORT_MESSAGE_MAX_LENGTH = 5000;

/** The form's fields, in page order: focus goes to the first one with an error. */
export const REPORT_FIELDS = ['name', 'email', 'page_url', 'kind', 'message'] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];
export type ReportValues = Record<ReportField, string>;
export type ReportErrors = Partial<Record<ReportField, string>>;

/** The body of `operations.sendAccessibilityReport`. */
export interface ReportBody {
  name?: string;
  email: string;
  page_url?: string;
  kind: 'problem' | 'format';
  message: string;
}

/**
 * The errors found before sending. The page address is left to the API, which alone knows the
 * site's public address; its answer is shown next to the field like any other.
 */
export function validateReport(values: ReportValues): ReportErrors {
  const errors: ReportErrors = {};
  const email = values.email.trim();
  if (email === '') {
    errors.email = reportTexts.emailMissing;
  } else if (!isValidEmail(email)) {
    errors.email = reportTexts.emailInvalid;
  }
  if (values.kind !== 'problem' && values.kind !== 'format') {
    errors.kind = reportTexts.kindMissing;
  }
  const message = values.message.trim();
  if (message === '') {
    errors.message = reportTexts.messageMissing;
  } else if (message.length > REPORT_MESSAGE_MAX_LENGTH) {
    errors.message = reportTexts.messageTooLong;
  }
  return errors;
}

/** The body to send, with blank optional fields left out. Call only with valid values. */
export function reportBody(values: ReportValues): ReportBody {
  const name = values.name.trim();
  const pageUrl = values.page_url.trim();
  return {
    ...(name ? { name } : {}),
    email: values.email.trim(),
    ...(pageUrl ? { page_url: pageUrl } : {}),
    kind: values.kind === 'format' ? 'format' : 'problem',
    message: values.message.trim(),
  };
}
