import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { outgoingMail } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go instead of the sender (the person who wrote a report). */
  replyTo?: string;
  /** What the message is for (verify, reset, certificate, ...), kept in the mail log. */
  kind: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends mail by SMTP when `SMTP_URL` is set. Without it (the embedded default) every message
 * is written as an RFC 822 `.eml` file under `DATA_DIR/outbox/` and its path logged, with the
 * recipient and the message's link outside production, so a developer can open verification and
 * reset links without a mail server. Production refuses to start without SMTP_URL (config.ts).
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDirectory'> & { environment?: Config['environment'] },
  db: Database,
  log: (line: string) => void,
): Mailer {
  const outbox = path.join(
    config.dataDirectory === ':memory:' ? path.resolve('data') : config.dataDirectory,
    'outbox',
  );
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        attachments: message.attachments,
      });
      if (!config.smtpUrl) {
        mkdirSync(outbox, { recursive: true });
        const file = path.join(outbox, `${Date.now()}-${message.kind}-${randomBytes(4).toString('hex')}.eml`);
        writeFileSync(file, (info as unknown as { message: Buffer }).message);
        // The address and link are for a developer without a mail server. In production (which
        // needs SMTP_URL, config.ts: only a hand-built config gets here) both stay out of the
        // log: the address is personal data, and verification and reset links carry keys to accounts.
        if (config.environment === 'production') {
          log(`Mail (${message.kind}) written to ${file}`);
        } else {
          const link = /https?:\/\/\S+/.exec(message.text)?.[0];
          log(`Mail to ${message.to} (${message.kind}) written to ${file}${link ? `: ${link}` : ''}`);
        }
      }
      await db
        .insert(outgoingMail)
        .values({ recipient: message.to, subject: message.subject, kind: message.kind });
    },
  };
}
