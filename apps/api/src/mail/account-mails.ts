import { pageUrl } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { issueOneTimeToken, type TokenPurpose } from '../storage/one-time-tokens';
import type { UserRow } from '../storage/sessions';

const HOUR_MS = 60 * 60 * 1000;

/** SPEC §9: the e-mail address is to be confirmed within 14 days; the link lasts as long. */
export const VERIFY_EMAIL_LIFETIME_MS = 14 * 24 * HOUR_MS;

/** A reset link is a key to the account: it is short-lived. */
export const PASSWORD_RESET_LIFETIME_MS = HOUR_MS;

type Recipient = Pick<UserRow, 'id' | 'email' | 'firstName'>;

/** Mails the user a greeting, the lines of the message and the authority's name. */
async function sendAccountMail(
  app: FastifyInstance,
  user: Recipient,
  mail: { kind: TokenPurpose | 'email_changed'; subject: string; lines: readonly string[] },
): Promise<void> {
  await app.mailer.send({
    to: user.email,
    kind: mail.kind,
    subject: mail.subject,
    text: [`Hej ${user.firstName}!`, '', ...mail.lines, '', 'Jämställdhetsmyndigheten'].join('\n'),
  });
}

/**
 * Mails a single-use link of this purpose to the page that uses it: why the link came, the link,
 * and what to do if the user did not ask for it.
 */
async function sendLinkMail(
  app: FastifyInstance,
  user: Recipient,
  link: {
    purpose: TokenPurpose;
    lifetimeMs: number;
    page: 'verifyEmailLink' | 'newPassword';
    subject: string;
    why: string;
    ifNotYou: string;
  },
): Promise<void> {
  const token = await issueOneTimeToken(app.db, {
    userId: user.id,
    purpose: link.purpose,
    lifetimeMs: link.lifetimeMs,
  });
  const address = `${app.config.publicUrl}${pageUrl(link.page, { token })}`;
  await sendAccountMail(app, user, {
    kind: link.purpose,
    subject: link.subject,
    lines: [link.why, address, '', link.ifNotYou],
  });
}

/** Mails a single-use link that confirms the user's current e-mail address. */
export async function sendVerificationMail(app: FastifyInstance, user: Recipient): Promise<void> {
  await sendLinkMail(app, user, {
    purpose: 'verify_email',
    lifetimeMs: VERIFY_EMAIL_LIFETIME_MS,
    page: 'verifyEmailLink',
    subject: 'Bekräfta din e-postadress',
    why: 'Bekräfta din e-postadress genom att öppna länken nedan. Länken gäller i 14 dagar och kan användas en gång.',
    ifNotYou: 'Har du inte skapat något konto hos oss kan du bortse från det här meddelandet.',
  });
}

/** Mails a single-use link for choosing a new password. */
export async function sendPasswordResetMail(app: FastifyInstance, user: Recipient): Promise<void> {
  await sendLinkMail(app, user, {
    purpose: 'password_reset',
    lifetimeMs: PASSWORD_RESET_LIFETIME_MS,
    page: 'newPassword',
    subject: 'Återställ ditt lösenord',
    why: 'Någon har bett om att få återställa lösenordet till ditt konto. Öppna länken nedan för att välja ett nytt lösenord. Länken gäller i en timme och kan användas en gång.',
    ifNotYou: 'Har du inte bett om det kan du bortse från det här meddelandet: ditt lösenord är oförändrat.',
  });
}

/** Tells the old address that the account's e-mail address was changed, in case it was not them. */
export async function sendEmailChangedMail(app: FastifyInstance, user: Recipient): Promise<void> {
  await sendAccountMail(app, user, {
    kind: 'email_changed',
    subject: 'Din e-postadress har ändrats',
    lines: [
      'E-postadressen för ditt konto har ändrats, så meddelanden skickas inte längre hit.',
      'Har du inte gjort ändringen själv, kontakta oss så snart som möjligt.',
    ],
  });
}
