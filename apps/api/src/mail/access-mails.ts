import type { DecidedAccessRequest } from '../storage/access';
import type { MailMessage } from './mailer';

/** The mail telling the learner what was decided about their request for access to a course. */
export function accessDecisionMail(decided: DecidedAccessRequest, publicUrl: string): MailMessage {
  const { request } = decided;
  const link = `${publicUrl}/${request.educationSlug}`;
  if (decided.outcome === 'approved') {
    return {
      to: request.email,
      kind: 'access-decision',
      subject: `Du har fått tillgång till ${request.educationTitle}`,
      text: `Hej ${request.firstName}!\n\nDin ansökan har godkänts och du kan nu gå utbildningen ${request.educationTitle}:\n${link}\n\nJämställdhetsmyndigheten`,
    };
  }
  return {
    to: request.email,
    kind: 'access-decision',
    subject: `Din ansökan till ${request.educationTitle}`,
    text: `Hej ${request.firstName}!\n\nDin ansökan om tillgång till utbildningen ${request.educationTitle} har inte beviljats. Du kan ansöka igen:\n${link}\n\nJämställdhetsmyndigheten`,
  };
}
