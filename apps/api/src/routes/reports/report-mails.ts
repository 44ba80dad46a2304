import { formatSwedishDate } from '@jamstalldhet/blocks/engine';
import type { MailMessage } from '../../mail/mailer';
import type { AccessibilityReport, AccessibilityReportKind } from '../../storage/accessibility-reports';

// Both mails are plain text only: the message is the reporter's own words, never rendered as HTML.
// The team's mail quotes the report in full; the receipt only to its writer (accessibilityReceiptMail).

const KIND_TITLES: Record<AccessibilityReportKind, string> = {
  problem: 'Brist i tillgängligheten',
  format: 'Begäran om innehåll i ett annat format',
};

/** Where to complain about how a report was handled: DIGG supervises the law (2018:1937). */
export const SUPERVISORY_BODY_URL = 'https://www.digg.se/tdosanmalan';

/** The report for the education team; answering it replies to the reporter. */
export function accessibilityReportMail(report: AccessibilityReport, contactEmail: string): MailMessage {
  return {
    to: contactEmail,
    replyTo: report.email,
    kind: 'accessibility-report',
    subject: `${KIND_TITLES[report.kind]} (ärende ${report.id})`,
    text: [
      'Ett nytt ärende om tillgänglighet har kommit in via webbutbildningen.',
      '',
      `Ärende: ${KIND_TITLES[report.kind]}`,
      `Ärendenummer: ${report.id}`,
      `Inkom: ${formatSwedishDate(report.createdAt)}`,
      `Namn: ${report.name ?? 'ej angivet'}`,
      `E-post: ${report.email}`,
      `Sida: ${report.pageUrl ?? 'ej angiven'}`,
      `Inloggad: ${report.userId === null ? 'nej' : `ja, användare ${report.userId}`}`,
      '',
      'Meddelande:',
      report.message,
      '',
      'Svara på det här meddelandet för att svara avsändaren.',
    ].join('\n'),
  };
}

/**
 * Who a receipt may quote the report to: a logged-in reporter, at their account's verified
 * address. The address in the form is anyone's to type, so it never gets the reporter's words.
 */
export type ReceiptReader = { email: string; firstName: string };

/**
 * The receipt for the reporter: that the report arrived, its number, when they hear from us and
 * where else to turn. What they wrote (page and message) only to `reader`, a logged-in reporter's
 * own verified address; otherwise it goes to the address given and repeats nothing of the report
 * (docs/decisions.md, issue 21), so no one can have us mail their text to somebody else.
 */
export function accessibilityReceiptMail(
  report: AccessibilityReport,
  reader: ReceiptReader | null,
): MailMessage {
  const received =
    report.kind === 'problem'
      ? 'Vi har tagit emot din anmälan om en brist i tillgängligheten.'
      : 'Vi har tagit emot din begäran om innehåll i ett annat format.';
  const quoted = reader
    ? ['Det här skrev du:', ...(report.pageUrl ? [`Sida: ${report.pageUrl}`] : []), report.message, '']
    : [];
  const notYou = reader ? [] : ['Har du inte skrivit till oss kan du bortse från det här meddelandet.', ''];
  return {
    to: reader?.email ?? report.email,
    kind: 'accessibility-receipt',
    subject: 'Vi har tagit emot ditt meddelande',
    text: [
      reader ? `Hej ${reader.firstName}!` : 'Hej!',
      '',
      `Tack för att du hör av dig. ${received} Ditt ärendenummer är ${report.id}.`,
      '',
      ...quoted,
      'Jämställdhetsmyndigheten besvarar ditt meddelande inom rimlig tid.',
      '',
      ...notYou,
      'Om du inte är nöjd med hur vi hanterar ditt ärende kan du vända dig till Myndigheten för digital förvaltning (DIGG), som är tillsynsmyndighet för lagen om tillgänglighet till digital offentlig service:',
      SUPERVISORY_BODY_URL,
      '',
      'Jämställdhetsmyndigheten',
    ].join('\n'),
  };
}
