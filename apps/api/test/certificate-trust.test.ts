import {
  CertificateCheckResponseSchema,
  CertificateIssueResponseSchema,
  CompletionResponseSchema,
} from '@jamstalldhet/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAgainst, RATE_LIMITS, TOO_MANY_REQUESTS } from '../src/http/rate-limit';
import { findUserByEmail } from '../src/storage/users';
import { bearer, OPEN_COURSE_ANSWERS, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 21: a certificate course cannot be passed blind, a certificate says what it proves,
// and a certificate token is spent once its certificate is issued.

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
}, 60_000);
afterAll(async () => {
  await test.close();
});

const WRONG_ANSWERS = [
  { block_id: 'fraga-1', values: ['nej'] },
  { block_id: 'fraga-2', values: ['Normer'] },
];

const completeFrom = (remoteAddress: string, answers: unknown, session?: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/educations/100/completed',
    remoteAddress,
    headers: session ? bearer(session) : {},
    payload: { answers },
  });

const requestCertificate = (token: string, fullname = 'Åsa Öberg', email = 'asa@example.se') =>
  test.app.inject({
    method: 'POST',
    url: '/api/educations/100/certificate',
    payload: { token, fullname, email },
  });

async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  const content = await (await document.getPage(1)).getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}

describe('a failed completion', () => {
  it('says what is unanswered but not which answers are wrong', async () => {
    const response = await completeFrom('10.21.0.1', [{ block_id: 'fraga-1', values: ['nej'] }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ passed: false, unanswered: ['fraga-2'] });
    expect(CompletionResponseSchema.parse(response.json())).toEqual(response.json());

    const allAnswered = await completeFrom('10.21.0.1', WRONG_ANSWERS);
    expect(allAnswered.json()).toEqual({ passed: false, unanswered: [] });
  });
});

describe('completion attempts', () => {
  it('fit a class of 30 behind one address, three failures each, and refuse the address and course after 100', async () => {
    const rule = RATE_LIMITS.completionFailuresPerIpAndCourse;
    expect(rule).toEqual({ limit: 100, windowSeconds: 3600 });
    expect(rule.limit).toBeGreaterThanOrEqual(30 * 3);
    const school = '10.21.1.1';
    // 98 failures of earlier pupils (counted straight into the counter), then two real ones.
    await countAgainst(test.database.db, `completion-failures:ip:${school}:100`, rule, { amount: 98 });
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect((await completeFrom(school, WRONG_ANSWERS)).json()).toMatchObject({ passed: false });
    }
    // Used up: every attempt is refused, a right one too (else a pass would still tell).
    for (const answers of [WRONG_ANSWERS, OPEN_COURSE_ANSWERS]) {
      const refused = await completeFrom(school, answers);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(TOO_MANY_REQUESTS);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    }
    // Another address, and the same address on another course, are not affected.
    expect((await completeFrom('10.21.1.2', OPEN_COURSE_ANSWERS)).json()).toMatchObject({ passed: true });
  }, 30_000);

  it('are not counted when they pass', async () => {
    const school = '10.21.2.1';
    await countAgainst(
      test.database.db,
      `completion-failures:ip:${school}:100`,
      RATE_LIMITS.completionFailuresPerIpAndCourse,
      { amount: 99 },
    );
    for (let pupil = 1; pupil <= 5; pupil += 1) {
      expect((await completeFrom(school, OPEN_COURSE_ANSWERS)).json()).toMatchObject({ passed: true });
    }
    expect((await completeFrom(school, WRONG_ANSWERS)).json()).toMatchObject({ passed: false });
    expect((await completeFrom(school, OPEN_COURSE_ANSWERS)).statusCode).toBe(429);
  }, 30_000);

  it('are limited per logged-in learner and course, from any address', async () => {
    const rule = RATE_LIMITS.completionFailuresPerUserAndCourse;
    expect(rule).toEqual({ limit: 10, windowSeconds: 3600 });
    const session = await sessionFor(test, 'elev@example.se');
    const user = await findUserByEmail(test.database.db, 'elev@example.se');
    await countAgainst(test.database.db, `completion-failures:user:${user?.id}:100`, rule, { amount: 9 });
    expect((await completeFrom('10.21.3.1', WRONG_ANSWERS, session)).json()).toMatchObject({
      passed: false,
    });
    expect((await completeFrom('10.21.3.2', OPEN_COURSE_ANSWERS, session)).statusCode).toBe(429);
  }, 30_000);
});

describe('what a certificate says it proves', () => {
  it('an anonymous one: a name the learner gave, not checked, and no verified account', async () => {
    const completion = await completeFrom('10.21.4.1', OPEN_COURSE_ANSWERS);
    const issued = await requestCertificate(completion.json().certificate.token, 'Åsa Öberg');
    const { code } = CertificateIssueResponseSchema.parse(issued.json());

    const check = await test.app.inject({ method: 'GET', url: `/api/certificates/${code}` });
    expect(CertificateCheckResponseSchema.parse(check.json())).toEqual(check.json());
    expect(check.json()).toMatchObject({ fullname: 'Åsa Öberg', verified_email: false });

    const pdf = test.mails.findLast((mail) => mail.kind === 'certificate')?.attachments?.[0]?.content;
    const text = await pdfText(new Uint8Array(pdf ?? []));
    expect(text).toContain('Namnet är angivet av deltagaren och har inte kontrollerats.');
    expect(text).not.toContain('bekräftad e-postadress');
  }, 30_000);

  it('one issued to a logged-in account with a confirmed address says so, on the check and the PDF', async () => {
    const session = await sessionFor(test, 'larare@example.se');
    const completion = await completeFrom('10.21.5.1', OPEN_COURSE_ANSWERS, session);
    const issued = await requestCertificate(completion.json().certificate.token, 'Lars Lärare');
    const { code } = CertificateIssueResponseSchema.parse(issued.json());

    const check = await test.app.inject({ method: 'GET', url: `/api/certificates/${code}` });
    expect(check.json()).toMatchObject({ fullname: 'Lars Lärare', verified_email: true });
    // The address itself stays private.
    expect(check.body).not.toContain('larare@example.se');

    const download = await test.app.inject({
      method: 'GET',
      url: `/api/user/educations/certificates/${code}/pdf`,
      headers: bearer(session),
    });
    const text = await pdfText(new Uint8Array(download.rawPayload));
    expect(text).toContain('Namnet är angivet av deltagaren och har inte kontrollerats.');
    expect(text).toContain('Deltagaren var inloggad med en bekräftad e-postadress.');
  }, 30_000);

  it('one issued to an account whose address is not confirmed does not claim it', async () => {
    const session = await sessionFor(test, 'anna@example.se');
    const completion = await completeFrom('10.21.6.1', OPEN_COURSE_ANSWERS, session);
    const issued = await requestCertificate(completion.json().certificate.token, 'Anna Andersson');
    const { code } = CertificateIssueResponseSchema.parse(issued.json());
    const check = await test.app.inject({ method: 'GET', url: `/api/certificates/${code}` });
    expect(check.json()).toMatchObject({ verified_email: false });
  }, 30_000);
});

describe('a certificate token', () => {
  it('is spent once its certificate is issued: a second request is refused and mails nothing', async () => {
    const completion = await completeFrom('10.21.7.1', OPEN_COURSE_ANSWERS);
    const token = completion.json().certificate.token;
    expect((await requestCertificate(token)).statusCode).toBe(200);
    const mailed = test.mails.length;
    const again = await requestCertificate(token, 'Någon Annan', 'annan@example.se');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      field: 'token',
      message: 'Certifikatet är redan utfärdat och skickat. Det kan bara begäras en gång.',
    });
    expect(test.mails.length).toBe(mailed);
  }, 30_000);

  it('is not spent when its certificate could not be mailed', async () => {
    const completion = await completeFrom('10.21.9.1', OPEN_COURSE_ANSWERS);
    const token = completion.json().certificate.token;
    const send = test.app.mailer.send;
    test.app.mailer.send = async () => {
      throw new Error('SMTP is down');
    };
    try {
      expect((await requestCertificate(token)).statusCode).toBe(500);
    } finally {
      test.app.mailer.send = send;
    }
    const again = await requestCertificate(token);
    expect(again.statusCode).toBe(200);
    expect(test.mails.at(-1)?.text).toContain(again.json().code);
  }, 30_000);

  it('is not renewed once the certificate is issued; its owner still downloads the PDF', async () => {
    const session = await sessionFor(test, 'admin@example.se');
    const completion = await completeFrom('10.21.8.1', OPEN_COURSE_ANSWERS, session);
    const renew = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/user/educations/100/certificate-token',
        headers: bearer(session),
      });
    // Before the certificate is issued, a later visit gets a new token (and the first is replaced).
    expect(completion.json().certificate.token).toEqual(expect.any(String));
    const renewed = await renew();
    expect(renewed.statusCode).toBe(200);
    const issued = await requestCertificate(renewed.json().token, 'Ada Admin', 'ada@example.se');
    const { code } = CertificateIssueResponseSchema.parse(issued.json());

    const afterIssue = await renew();
    expect(afterIssue.statusCode).toBe(409);
    expect(afterIssue.json().message).toBe(
      'Certifikatet är redan utfärdat. Du hittar det under Mina certifikat.',
    );
    const download = await test.app.inject({
      method: 'GET',
      url: `/api/user/educations/certificates/${code}/pdf`,
      headers: bearer(session),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
  }, 30_000);
});
