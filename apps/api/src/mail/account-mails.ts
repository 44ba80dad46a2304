import { pageUrl } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { issueOneTimeToken } from '../storage/one-time-tokens';
import type { UserRow } from '../storage/sessions';

const HOUR_MS = 60 * 60 * 1000;

/** SPEC §9: the e-mail address is to be confirmed within 14 days; the link lasts as long. */
export const VERIFY_EMAIL_LIFETIME_MS = 14 * 24 * HOUR_MS;
/** A reset link is a key to the account: it is short-lived. */
export const PASSWORD_RESET_LIFETIME_MS = HOUR_MS;

type Recipient = Pick<UserRow, 'id' | 'email' | 'firstName'>;

/** Mails a single-use link that confirms the user's current e-mail address. */
export async function sendVerificationMail(app: FastifyInstance, user: Recipient): Promise<void> {
  const token = await issueOneTimeToken(app.db, {
    userId: user.id,
    purpose: 'verify_email',
    lifetimeMs: VERIFY_EMAIL_LIFETIME_MS,
  });
  const link = `${app.config.publicUrl}${pageUrl('verifyEmailLink', { token })}`;
  await app.mailer.send({
    to: user.email,
    kind: 'verify_email',
    subject: 'Bekräfta din e-postadress',
    text: [
      `Hej ${user.firstName}!`,
      '',
      'Bekräfta din e-postadress genom att öppna länken nedan. Länken gäller i 14 dagar och kan användas en gång.',
      link,
      '',
      'Har du inte skapat något konto hos oss kan du bortse från det här meddelandet.',
      '',
      'Jämställdhetsmyndigheten',
    ].join('\n'),
  });
}

/** Mails a single-use link for choosing a new password. */
export async function sendPasswordResetMail(app: FastifyInstance, user: Recipient): Promise<void> {
  const token = await issueOneTimeToken(app.db, {
    userId: user.id,
    purpose: 'password_reset',
    lifetimeMs: PASSWORD_RESET_LIFETIME_MS,
  });
  const link = `${app.config.publicUrl}${pageUrl('newPassword', { token })}`;
  await app.mailer.send({
    to: user.email,
    kind: 'password_reset',
    subject: 'Återställ ditt lösenord',
    text: [
      `Hej ${user.firstName}!`,
      '',
      'Någon har bett om att få återställa lösenordet till ditt konto. Öppna länken nedan för att välja ett nytt lösenord. Länken gäller i en timme och kan användas en gång.',
      link,
      '',
      'Har du inte bett om det kan du bortse från det här meddelandet: ditt lösenord är oförändrat.',
      '',
      'Jämställdhetsmyndigheten',
    ].join('\n'),
  });
}

/** Tells the old address that the account's e-mail address was changed, in case it was not them. */
export async function sendEmailChangedMail(app: FastifyInstance, user: Recipient): Promise<void> {
  await app.mailer.send({
    to: user.email,
    kind: 'email_changed',
    subject: 'Din e-postadress har ändrats',
    text: [
      `Hej ${user.firstName}!`,
      '',
      'E-postadressen för ditt konto har ändrats, så meddelanden skickas inte längre hit.',
      'Har du inte gjort ändringen själv, kontakta oss så snart som möjligt.',
      '',
      'Jämställdhetsmyndigheten',
    ].join('\n'),
  });
}
