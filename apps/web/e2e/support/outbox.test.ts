import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEml } from './eml';
import { findMail } from './outbox';

// Written by nodemailer's stream transport, as the API writes its outbox.
const VERIFY_MAIL = [
  'From: =?UTF-8?Q?J=C3=A4mst=C3=A4lldhetsmyndigheten?=',
  ' <webbutbildning@example.se>',
  'To: asa@example.se',
  'Subject: =?UTF-8?Q?Bekr=C3=A4fta_din_e-postadress?=',
  'Content-Transfer-Encoding: quoted-printable',
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Hej =C3=85sa!',
  '',
  'Bekr=C3=A4fta din e-postadress genom att =C3=B6ppna =',
  'l=C3=A4nken nedan.',
  'http://127.0.0.1:41234/anvandare/verifiera-epost/abcdefghijk=',
  'lmnopqrstuvwxyz_-0123',
  '',
].join('\n');

const CERTIFICATE_MAIL = [
  'From: x@example.se',
  'To: b@example.se',
  'Subject: =?UTF-8?Q?Ditt_certifikat_f=C3=B6r_J=C3=A4mst?=',
  ' =?UTF-8?Q?=C3=A4lldhet_i_skolan?=',
  'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="--_NmP-333d32f2df097ff8-Part_1"',
  '',
  '----_NmP-333d32f2df097ff8-Part_1',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: 7bit',
  '',
  'Hej!',
  'http://x/intyg/ABC',
  '----_NmP-333d32f2df097ff8-Part_1',
  'Content-Type: application/pdf; name=intyg.pdf',
  'Content-Transfer-Encoding: base64',
  '',
  'JVBERi0xLjQgZmFrZQ==',
  '----_NmP-333d32f2df097ff8-Part_1--',
  '',
].join('\n');

describe('parseEml', () => {
  it('decodes a quoted-printable mail, joining a link split over lines', () => {
    const mail = parseEml(VERIFY_MAIL);
    expect(mail.to).toBe('asa@example.se');
    expect(mail.subject).toBe('Bekräfta din e-postadress');
    expect(mail.text).toContain('Hej Åsa!');
    expect(mail.text).toContain('att öppna länken nedan.');
    expect(mail.text).toContain(
      'http://127.0.0.1:41234/anvandare/verifiera-epost/abcdefghijklmnopqrstuvwxyz_-0123\n',
    );
  });

  it('reads the text part of a mail with an attachment and a folded subject', () => {
    const mail = parseEml(CERTIFICATE_MAIL);
    expect(mail.subject).toBe('Ditt certifikat för Jämställdhet i skolan');
    expect(mail.text.trim()).toBe('Hej!\nhttp://x/intyg/ABC');
  });
});

describe('findMail', () => {
  let outbox = '';
  afterEach(() => {
    rmSync(outbox, { recursive: true, force: true });
  });

  it('finds the newest mail of a kind to exactly that address, with its link', async () => {
    outbox = mkdtempSync(path.join(tmpdir(), 'jb-e2e-outbox-'));
    writeFileSync(path.join(outbox, '1000-verify_email-0000000a.eml'), VERIFY_MAIL);
    writeFileSync(path.join(outbox, '2000-certificate-0000000b.eml'), CERTIFICATE_MAIL);
    writeFileSync(path.join(outbox, '3000-verify_email-0000000c.eml'), VERIFY_MAIL.replace('Hej', 'Hallå'));
    const mail = await findMail(outbox, { to: 'ASA@example.se', kind: 'verify_email', timeoutMs: 0 });
    expect(mail.text).toContain('Hallå');
    expect(mail.link).toBe(
      'http://127.0.0.1:41234/anvandare/verifiera-epost/abcdefghijklmnopqrstuvwxyz_-0123',
    );
    await expect(
      findMail(outbox, { to: 'sa@example.se', kind: 'verify_email', timeoutMs: 0 }),
    ).rejects.toThrow(/No verify_email mail to sa@example.se/);
  });

  it('waits for a mail written after the question', async () => {
    outbox = mkdtempSync(path.join(tmpdir(), 'jb-e2e-outbox-'));
    setTimeout(
      () => writeFileSync(path.join(outbox, '4000-certificate-0000000d.eml'), CERTIFICATE_MAIL),
      300,
    );
    const mail = await findMail(outbox, { to: 'b@example.se', kind: 'certificate', timeoutMs: 5000 });
    expect(mail.link).toBe('http://x/intyg/ABC');
  });
});
