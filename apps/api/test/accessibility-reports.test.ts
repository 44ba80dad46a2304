import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { accessibilityReports } from '../src/db/schema';
import { RATE_LIMITS, TOO_MANY_REQUESTS } from '../src/http/rate-limit';
import type { MailMessage } from '../src/mail/mailer';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test.close();
});

// Every call comes from its own IP unless a test says otherwise, so the per-IP limit only
// bites where it is tested.
let nextAddress = 1;
const freshIp = () => `10.20.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

// A fresh address too, so the per-address limit only bites where it is tested.
let nextReporter = 1;
const report = () => ({
  name: 'Maja Mattsson',
  email: `maja-${nextReporter++}@example.se`,
  page_url: '/om-webbplatsen',
  kind: 'problem',
  message: 'Videon på startsidan saknar undertexter.',
});

const send = (body: unknown, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  test.app.inject({
    method: 'POST',
    url: '/api/accessibility-reports',
    remoteAddress: options.remoteAddress ?? freshIp(),
    headers: options.headers ?? {},
    payload: body as Record<string, unknown>,
  });

async function storedReport(id: number) {
  const [row] = await test.database.db
    .select()
    .from(accessibilityReports)
    .where(eq(accessibilityReports.id, id));
  return row;
}

// The team mail names the report in its subject, the receipt in its text.
const mailsFor = (id: number) =>
  test.mails.filter(
    (mail) => mail.subject.includes(`(ärende ${id})`) || mail.text.includes(`ärendenummer är ${id}.`),
  );

describe('POST /api/accessibility-reports', () => {
  it('stores an anonymous report, mails the team with Reply-To the sender, and mails a receipt in Swedish', async () => {
    const response = await send({ ...report(), email: 'maja@example.se' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    expect(Object.keys(response.json())).toEqual(['id']);
    expect(await storedReport(id)).toMatchObject({
      kind: 'problem',
      name: 'Maja Mattsson',
      email: 'maja@example.se',
      pageUrl: '/om-webbplatsen',
      message: 'Videon på startsidan saknar undertexter.',
      userId: null,
    });

    const team = mailsFor(id).find((mail) => mail.kind === 'accessibility-report');
    expect(team).toMatchObject({
      to: 'webbutbildning@jamstalldhetsmyndigheten.se',
      replyTo: 'maja@example.se',
    });
    expect(team?.text).toContain('Videon på startsidan saknar undertexter.');
    expect(team?.text).toContain('Sida: /om-webbplatsen');
    expect(team?.text).toContain('Namn: Maja Mattsson');

    const receipt = mailsFor(id).find((mail) => mail.kind === 'accessibility-receipt');
    expect(receipt?.to).toBe('maja@example.se');
    expect(receipt?.text).toContain('Vi har tagit emot din anmälan om en brist i tillgängligheten.');
    expect(receipt?.text).toContain('inom rimlig tid');
    expect(receipt?.text).toContain('Myndigheten för digital förvaltning (DIGG)');
    // Issue 21: anyone can give any address, so the receipt repeats nothing the caller wrote.
    expect(receipt?.text).toMatch(/^Hej!$/m);
    expect(receipt?.text).not.toContain('Maja Mattsson');
    expect(receipt?.text).not.toContain('Videon på startsidan saknar undertexter.');
    expect(receipt?.text).not.toContain('/om-webbplatsen');
  });

  // Issue 21: what the reporter wrote is quoted back only to a logged-in reporter's own, verified
  // address; the address in the form is then only where the team answers.
  it('quotes the report back to a logged-in reporter, at the account address, not the one given', async () => {
    const token = await sessionFor(test, 'elev@example.se');
    const response = await send(
      { ...report(), email: 'annan-adress@example.se' },
      { headers: bearer(token) },
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const receipts = mailsFor(id).filter((mail) => mail.kind === 'accessibility-receipt');
    expect(receipts.map((mail) => mail.to)).toEqual(['elev@example.se']);
    expect(receipts[0]?.text).toContain('Hej Elin!');
    expect(receipts[0]?.text).toContain('Det här skrev du:');
    expect(receipts[0]?.text).toContain('Videon på startsidan saknar undertexter.');
    expect(receipts[0]?.text).toContain('Sida: /om-webbplatsen');
    expect(mailsFor(id).find((mail) => mail.kind === 'accessibility-report')?.replyTo).toBe(
      'annan-adress@example.se',
    );
  });

  it('quotes nothing to a logged-in reporter whose address is not verified', async () => {
    const token = await sessionFor(test, 'anna@example.se');
    const response = await send({ ...report(), email: 'anna-annan@example.se' }, { headers: bearer(token) });
    const { id } = response.json<{ id: number }>();
    const receipts = mailsFor(id).filter((mail) => mail.kind === 'accessibility-receipt');
    expect(receipts.map((mail) => mail.to)).toEqual(['anna-annan@example.se']);
    expect(receipts[0]?.text).not.toContain('Videon på startsidan saknar undertexter.');
  });

  it('says in the receipt that a request for another format was received', async () => {
    const response = await send({
      email: 'olle@example.se',
      kind: 'format',
      message: 'Jag vill ha kursen i punktskrift.',
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const receipt = mailsFor(id).find((mail) => mail.kind === 'accessibility-receipt');
    expect(receipt?.text).toContain('Hej!');
    expect(receipt?.text).toContain('Vi har tagit emot din begäran om innehåll i ett annat format.');
    expect(await storedReport(id)).toMatchObject({ kind: 'format', name: null, pageUrl: null });
  });

  it('keeps HTML in the message as text and never sends an HTML part', async () => {
    const message = '<img src=x onerror="alert(1)"> <b>fet</b> & "citat"';
    const response = await send({ ...report(), message });
    const { id } = response.json<{ id: number }>();
    expect((await storedReport(id))?.message).toBe(message);
    const mails = mailsFor(id);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['accessibility-receipt', 'accessibility-report']);
    for (const mail of mails) {
      expect(mail.html).toBeUndefined();
    }
    expect(mails.find((mail) => mail.kind === 'accessibility-report')?.text).toContain(message);
  });

  it('links the report to the account of a valid token, and treats a bad token as anonymous', async () => {
    const token = await sessionFor(test, 'elev@example.se');
    const linked = await send(report(), { headers: bearer(token) });
    expect(linked.statusCode).toBe(201);
    expect((await storedReport(linked.json().id))?.userId).toEqual(expect.any(Number));

    const unknown = await send(report(), { headers: bearer('okand-token-som-inte-finns-alls') });
    expect(unknown.statusCode).toBe(201);
    expect((await storedReport(unknown.json().id))?.userId).toBeNull();
  });

  it.each([
    ['/mina-sidor?flik=1#topp', '/mina-sidor?flik=1#topp'],
    ['http://localhost:3000/om-oss', 'http://localhost:3000/om-oss'],
    ['  ', null],
    ['', null],
  ])('accepts the page %j and stores it as %j', async (pageUrl, stored) => {
    const response = await send({ ...report(), page_url: pageUrl });
    expect(response.statusCode).toBe(201);
    expect((await storedReport(response.json().id))?.pageUrl).toBe(stored);
  });

  it.each([
    ['email', { email: undefined }],
    ['email', { email: 'maja@' }],
    ['email', { email: `${'a'.repeat(310)}@example.se` }],
    ['kind', { kind: 'klagomal' }],
    ['kind', { kind: undefined }],
    ['message', { message: '   ' }],
    ['message', { message: undefined }],
    ['message', { message: 'x'.repeat(5001) }],
    ['name', { name: 'n'.repeat(201) }],
    ['page_url', { page_url: 'https://evil.example/om-oss' }],
    ['page_url', { page_url: '//evil.example/om-oss' }],
    ['page_url', { page_url: 'javascript:alert(1)' }],
    ['page_url', { page_url: '/a/../../etc' }],
    ['page_url', { page_url: 'http://user:pass@localhost:3000/om-oss' }],
    ['page_url', { page_url: `/${'a'.repeat(2048)}` }],
  ])('answers 400 on %s for bad input', async (field, change) => {
    const before = test.mails.length;
    const response = await send({ ...report(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field });
    expect(test.mails.length).toBe(before);
  });

  it('accepts a message of exactly 5000 characters after trimming', async () => {
    const response = await send({ ...report(), message: ` ${'x'.repeat(5000)} ` });
    expect(response.statusCode).toBe(201);
    expect((await storedReport(response.json().id))?.message).toHaveLength(5000);
  });
});

describe('rate limits', () => {
  it('refuses a sixth report from one IP within the hour, and not bad input or other IPs', async () => {
    expect(RATE_LIMITS.accessibilityReportPerIp).toEqual({ limit: 5, windowSeconds: 3600 });
    const ip = '10.30.0.1';
    expect((await send({ ...report(), message: '' }, { remoteAddress: ip })).statusCode).toBe(400);
    for (let count = 1; count <= 5; count += 1) {
      const response = await send({ ...report(), email: `ip-${count}@example.se` }, { remoteAddress: ip });
      expect(response.statusCode).toBe(201);
    }
    const before = test.mails.length;
    const refused = await send({ ...report(), email: 'ip-6@example.se' }, { remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, message: TOO_MANY_REQUESTS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(test.mails.length).toBe(before);
    expect(
      (await send({ ...report(), email: 'ip-6@example.se' }, { remoteAddress: '10.30.0.2' })).statusCode,
    ).toBe(201);
  });

  it('refuses a sixth receipt to one address within the hour, from whatever IPs', async () => {
    for (let count = 1; count <= 5; count += 1) {
      expect((await send({ ...report(), email: 'mottagare@example.se' })).statusCode).toBe(201);
    }
    expect((await send({ ...report(), email: 'MOTTAGARE@example.se' })).statusCode).toBe(429);
  });
});

describe('GET /api/admin/accessibility-reports', () => {
  const list = (headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url: '/api/admin/accessibility-reports', headers });

  it('answers 401 without a login and 403 to a learner or teacher', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await list(bearer(await sessionFor(test, 'elev@example.se')))).statusCode).toBe(403);
    expect((await list(bearer(await sessionFor(test, 'larare@example.se')))).statusCode).toBe(403);
  });

  it('lists every report, newest first, to an administrator', async () => {
    const older = (await send({ ...report(), message: 'Den äldre' })).json<{ id: number }>().id;
    const newer = (
      await send({ ...report(), email: 'nyast@example.se', kind: 'format', message: 'Den nyare' })
    ).json<{
      id: number;
    }>().id;
    const response = await list(bearer(await sessionFor(test, 'admin@example.se')));
    expect(response.statusCode).toBe(200);
    const reports = response.json<Array<{ id: number; created_at: number }>>();
    expect(reports[0]).toEqual({
      id: newer,
      created_at: expect.any(Number),
      kind: 'format',
      name: 'Maja Mattsson',
      email: 'nyast@example.se',
      page_url: '/om-webbplatsen',
      message: 'Den nyare',
      user_id: null,
      answered_at: null,
      answered_by: null,
    });
    expect(reports[1]?.id).toBe(older);
    const times = reports.map((row) => row.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('a deleted account', () => {
  it('leaves its reports, no longer linked to it', async () => {
    const registered = await test.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        first_name: 'Rut',
        last_name: 'Rapport',
        email: 'rut@example.se',
        password: 'ett-langt-losenord',
        accept_terms: true,
      },
    });
    const token = registered.json<{ token: string }>().token;
    const id = (await send({ ...report(), email: 'rut@example.se' }, { headers: bearer(token) })).json<{
      id: number;
    }>().id;
    expect((await storedReport(id))?.userId).toEqual(expect.any(Number));
    const deleted = await test.app.inject({
      method: 'DELETE',
      url: '/api/user/delete',
      headers: bearer(token),
      payload: { current_password: 'ett-langt-losenord' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storedReport(id)).toMatchObject({ userId: null, email: 'rut@example.se' });
  });
});

describe('CONTACT_EMAIL', () => {
  it('defaults to the education team and refuses a value that is no address', () => {
    expect(loadConfig({}).contactEmail).toBe('webbutbildning@jamstalldhetsmyndigheten.se');
    expect(() => loadConfig({ CONTACT_EMAIL: 'inte-en-adress' })).toThrow(/CONTACT_EMAIL/);
  });

  it('receives the report; a mail that fails is logged and the report still stored and answered', async () => {
    const attempts: MailMessage[] = [];
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: ':memory:',
        CONTACT_EMAIL: 'tillganglighet@example.se',
      }),
      db: test.database.db,
      mailer: {
        async send(message) {
          attempts.push(message);
          throw new Error('SMTP down');
        },
      },
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/accessibility-reports',
        remoteAddress: freshIp(),
        payload: report(),
      });
      expect(response.statusCode).toBe(201);
      expect(await storedReport(response.json().id)).toBeDefined();
      expect(attempts.map((mail) => [mail.kind, mail.to])).toEqual([
        ['accessibility-report', 'tillganglighet@example.se'],
        ['accessibility-receipt', expect.stringMatching(/^maja-\d+@example\.se$/)],
      ]);
    } finally {
      await app.close();
    }
  });
});
