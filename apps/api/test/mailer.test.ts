import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { createMailer } from '../src/mail/mailer';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDirectory: ':memory:' });
});
afterAll(async () => {
  await database.close();
});

describe('mail over SMTP (SMTP_URL set)', () => {
  it('delivers the message, with its attachment, to a real SMTP server', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer(
        {
          smtpUrl: `smtp://127.0.0.1:${port}`,
          mailFrom: 'Test <test@example.se>',
          dataDirectory: ':memory:',
        },
        database.db,
        () => {},
      );
      await mailer.send({
        to: 'anna@example.se',
        subject: 'Bekräfta din e-postadress',
        text: 'Klicka på länken: http://localhost:3000/anvandare/verifiera-epost/abc',
        kind: 'verify',
        attachments: [
          { filename: 'a.pdf', content: Buffer.from('%PDF-1.7'), contentType: 'application/pdf' },
        ],
      });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: anna@example.se');
      // Quoted-printable folds long lines with a trailing '='.
      expect(received[0]?.replace(/=\r?\n/g, '')).toContain('/anvandare/verifiera-epost/abc');
      expect(received[0]).toContain('filename=a.pdf');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('mail to the outbox (no SMTP_URL)', () => {
  it('writes an RFC 822 .eml file and logs its path and link', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'jb-outbox-'));
    const lines: string[] = [];
    try {
      const mailer = createMailer(
        { smtpUrl: undefined, mailFrom: 'Test <test@example.se>', dataDirectory: directory },
        database.db,
        (line) => lines.push(line),
      );
      await mailer.send({
        to: 'anna@example.se',
        subject: 'Återställ lösenord',
        text: 'Länk: http://localhost:3000/anvandare/aterstall-losenord/xyz',
        kind: 'reset',
      });
      const files = readdirSync(path.join(directory, 'outbox'));
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(directory, 'outbox', files[0] as string), 'utf8');
      expect(eml).toMatch(/^From: Test <test@example.se>$/m);
      expect(eml).toMatch(/^Subject: /m);
      expect(lines[0]).toContain('http://localhost:3000/anvandare/aterstall-losenord/xyz');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  // Issue 21: a production log names no recipient (personal data) and no link (a key).
  it('logs neither the address nor the link in production', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'jb-outbox-'));
    const lines: string[] = [];
    try {
      const mailer = createMailer(
        {
          smtpUrl: undefined,
          mailFrom: 'Test <test@example.se>',
          dataDirectory: directory,
          environment: 'production',
        },
        database.db,
        (line) => lines.push(line),
      );
      await mailer.send({
        to: 'anna@example.se',
        subject: 'Återställ lösenord',
        text: 'Länk: https://webbutbildning.example.se/anvandare/aterstall-losenord/xyz',
        kind: 'reset',
      });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/reset/);
      expect(lines[0]).not.toContain('anna@example.se');
      expect(lines[0]).not.toContain('xyz');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
