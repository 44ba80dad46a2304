import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { createMailer, type MailMessage } from '../src/mail/mailer';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDirectory: ':memory:' });
});
afterAll(async () => {
  await database.close();
});

// A report to the team: answering it must reach the person who wrote it.
const reportMail: MailMessage = {
  to: 'team@example.se',
  replyTo: 'maja@example.se',
  subject: 'Brist i tillgängligheten',
  text: 'Videon saknar undertexter.',
  kind: 'accessibility-report',
};

describe('Reply-To', () => {
  it('is sent over SMTP', async () => {
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
      await mailer.send(reportMail);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^Reply-To: maja@example.se\r?$/m);
      expect(received[0]).toMatch(/^From: Test <test@example.se>\r?$/m);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('is written to the .eml file, and left out when a message has none', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'jb-reply-to-'));
    try {
      const mailer = createMailer(
        { smtpUrl: undefined, mailFrom: 'Test <test@example.se>', dataDirectory: directory },
        database.db,
        () => {},
      );
      await mailer.send(reportMail);
      const { replyTo: _left, ...withoutReplyTo } = reportMail;
      await mailer.send({ ...withoutReplyTo, kind: 'accessibility-receipt' });
      const outbox = path.join(directory, 'outbox');
      const read = (kind: string) => {
        const file = readdirSync(outbox).find((name) => name.includes(`-${kind}-`));
        return readFileSync(path.join(outbox, file ?? 'missing'), 'utf8');
      };
      expect(read('accessibility-report')).toMatch(/^Reply-To: maja@example.se$/m);
      expect(read('accessibility-receipt')).not.toMatch(/^Reply-To:/im);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
