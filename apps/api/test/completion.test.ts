import {
  CertificateCheckResponseSchema,
  CertificateIssueResponseSchema,
  CertificateSummarySchema,
  CertificateTokenResponseSchema,
  CompletionResponseSchema,
  EvaluationSaveResponseSchema,
} from '@jamstalldhet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALREADY_COMPLETED } from '../src/routes/educations/completion-routes';
import { bearer, login, OPEN_COURSE_ANSWERS, sessionFor, startTestApp, type TestApp } from './helpers';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test.close();
});

const rightAnswers = OPEN_COURSE_ANSWERS;
const complete = (payload: unknown, token?: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/educations/100/completed',
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

describe('POST /api/educations/{id}/completed', () => {
  it('passes an anonymous learner with every mandatory answer right and gives a certificate token', async () => {
    const response = await complete({ answers: rightAnswers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ passed: true, certificate: { token: expect.any(String) } });
    expect(CompletionResponseSchema.parse(response.json())).toEqual(response.json());
  });

  it('answers through the contract, a pass giving its own evaluation token (not the one sent)', async () => {
    const response = await complete({ answers: rightAnswers, evaluation_token: 'utvardering-1' });
    expect(CompletionResponseSchema.parse(response.json())).toEqual({
      passed: true,
      certificate: { token: expect.any(String) },
      evaluation: { token: expect.any(String) },
    });
    expect(response.json().evaluation.token).not.toBe('utvardering-1');
  });

  it('does not pass a wrong or missing mandatory answer, and says which are missing only', async () => {
    const response = await complete({ answers: [{ block_id: 'fraga-1', values: ['nej'] }] });
    expect(response.json()).toEqual({ passed: false, unanswered: ['fraga-2'] });
    expect(CompletionResponseSchema.parse(response.json())).toEqual(response.json());
  });

  it('uses the saved progress of a logged-in learner, and refuses a second completion with the exact message', async () => {
    const token = await login(test.app, 'elev@example.se');
    await test.app.inject({
      method: 'POST',
      url: '/api/user/educations/100/progress',
      headers: bearer(token),
      payload: { answers: rightAnswers },
    });
    expect((await complete({}, token)).json()).toMatchObject({ passed: true });
    const again = await complete({}, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ALREADY_COMPLETED);
    expect(ALREADY_COMPLETED).toBe('User has allready completed education');
    const education = await test.app.inject({
      method: 'GET',
      url: '/api/educations/100',
      headers: bearer(token),
    });
    expect(education.json().user.status).toBe('completed');
  });

  it('needs a login for a course that is not open', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/educations/101/completed',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 naming the field for malformed answers', async () => {
    const response = await complete({ answers: 'alla' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('answers');
  });
});

describe('POST /api/educations/{id}/evaluation/update', () => {
  const evaluate = (payload: object, token?: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/educations/100/evaluation/update',
      headers: token ? bearer(token) : {},
      payload,
    });
  const evaluationRows = async () => {
    const result = await test.database.db.execute(
      sql`select count(*)::int as count from evaluation_answers where education_id = 100`,
    );
    return (result as unknown as { rows: Array<{ count: number }> }).rows[0]?.count ?? 0;
  };

  it('refuses an evaluation without a passed completion, anonymous, unknown token or logged in (issue 37)', async () => {
    const before = await evaluationRows();
    for (const refused of [
      await evaluate({ answers: [{ block_id: 'betyg', values: ['5'] }] }),
      await evaluate({ answers: [{ block_id: 'betyg', values: ['5'] }], token: 'gissad-token' }),
      await evaluate(
        { answers: [{ block_id: 'betyg', values: ['5'] }] },
        await sessionFor(test, 'intern@example.se'),
      ),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Utvärderingen kan lämnas när du har slutfört och klarat utbildningen',
      );
    }
    // A failed attempt gives no token either.
    const failed = await complete({ answers: [{ block_id: 'fraga-1', values: ['nej'] }] });
    expect(failed.json()).not.toHaveProperty('evaluation');
    expect(await evaluationRows()).toBe(before);
  });

  it('takes the evaluation of a pass with its token, a later save replacing it: one per completion', async () => {
    const before = await evaluationRows();
    const pass = CompletionResponseSchema.parse((await complete({ answers: rightAnswers })).json());
    const token = pass.passed ? pass.evaluation?.token : undefined;
    expect(token).toEqual(expect.any(String));
    const first = await evaluate({ answers: [{ block_id: 'betyg', values: ['5'] }], token });
    expect(first.statusCode, first.body).toBe(200);
    expect(EvaluationSaveResponseSchema.parse(first.json()).evaluation_token).toBe(token);
    const second = await evaluate({ answers: [{ block_id: 'betyg', values: ['4'] }], token });
    expect(EvaluationSaveResponseSchema.parse(second.json()).evaluation_token).toBe(token);
    expect(await evaluationRows()).toBe(before + 1);
    // The evaluation cannot be tied to the completion without the token: no hash in common.
    const joined = await test.database.db.execute(
      sql`select count(*)::int as count from evaluation_answers e join completions c on c.evaluation_token_hash = e.token_hash`,
    );
    expect((joined as unknown as { rows: Array<{ count: number }> }).rows[0]?.count).toBe(0);
  });

  it('takes a logged-in learner’s evaluation by their completion once; a second without its token is 409', async () => {
    const learner = await sessionFor(test, 'redaktor@example.se');
    expect((await complete({ answers: rightAnswers }, learner)).json()).toMatchObject({ passed: true });
    const first = await evaluate({ answers: [{ block_id: 'betyg', values: ['5'] }] }, learner);
    expect(first.statusCode, first.body).toBe(200);
    const token = first.json().evaluation_token;
    const again = await evaluate({ answers: [{ block_id: 'betyg', values: ['4'] }] }, learner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Du har redan lämnat en utvärdering av utbildningen');
    const replaced = await evaluate({ answers: [{ block_id: 'betyg', values: ['4'] }], token }, learner);
    expect(replaced.statusCode).toBe(200);
    // A token no longer current (another device's) is answered by the account: 409, not 403.
    const stale = await evaluate(
      { answers: [{ block_id: 'betyg', values: ['4'] }], token: 'annan-enhet' },
      learner,
    );
    expect(stale.statusCode).toBe(409);
  });

  it('refuses answers to blocks that are not in the evaluation', async () => {
    const response = await evaluate({ answers: [{ block_id: 'fraga-1', values: ['ja'] }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('answers[0].block_id');
  });
});

describe('certificates', () => {
  it('issues a PDF certificate by mail, lists it for its owner and verifies it publicly', async () => {
    const token = await login(test.app, 'larare@example.se');
    const completion = await complete({ answers: rightAnswers }, token);
    const certificateToken = completion.json().certificate.token;
    const issued = await test.app.inject({
      method: 'POST',
      url: '/api/educations/100/certificate',
      payload: { token: certificateToken, fullname: 'Lars Lärare', email: 'lars@example.se' },
    });
    expect(issued.statusCode).toBe(200);
    const { code, verify_url } = CertificateIssueResponseSchema.parse(issued.json());
    expect(verify_url).toMatch(new RegExp(`/intyg/${code}$`));
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const mail = test.mails.find((message) => message.kind === 'certificate');
    expect(mail?.to).toBe('lars@example.se');
    expect(mail?.text).toContain(code);
    // Issue 21 (review): the mail goes to any address the requester gives, so its text quotes
    // nothing the requester typed; the name is on the certificate, the attached PDF.
    expect(mail?.text).toMatch(/^Hej!$/m);
    expect(mail?.text).not.toContain('Lars');
    expect(mail?.attachments?.[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');

    const mine = await test.app.inject({
      method: 'GET',
      url: '/api/user/educations/certificates',
      headers: bearer(token),
    });
    expect(z.array(CertificateSummarySchema).parse(mine.json())).toEqual([
      expect.objectContaining({ code, education_title: 'Öppen kurs', fullname: 'Lars Lärare' }),
    ]);

    const pdf = await test.app.inject({ method: 'GET', url: mine.json()[0].url, headers: bearer(token) });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`certifikat-${code}.pdf`);
    const other = await login(test.app, 'intern@example.se');
    expect(
      (await test.app.inject({ method: 'GET', url: mine.json()[0].url, headers: bearer(other) })).statusCode,
    ).toBe(404);

    const verified = await test.app.inject({ method: 'GET', url: `/api/certificates/${code}` });
    expect(CertificateCheckResponseSchema.parse(verified.json())).toEqual(verified.json());
    expect(verified.json()).toEqual({
      code,
      fullname: 'Lars Lärare',
      education_title: 'Öppen kurs',
      issued_at: expect.any(Number),
      // Lars was logged in, with a confirmed address, when he completed the course.
      verified_email: true,
    });
    expect(verified.body).not.toContain('lars@example.se');
  });

  it('refuses an unknown certificate token, naming the field, and bad e-mail', async () => {
    const unknown = await test.app.inject({
      method: 'POST',
      url: '/api/educations/100/certificate',
      payload: { token: 'okand', fullname: 'X', email: 'x@example.se' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('token');
    const badEmail = await test.app.inject({
      method: 'POST',
      url: '/api/educations/100/certificate',
      payload: { token: 'okand', fullname: 'X', email: 'x@' },
    });
    expect(badEmail.json().field).toBe('email');
  });

  it('gives a learner who completed the course a new certificate token in a later visit', async () => {
    const session = await sessionFor(test, 'admin@example.se');
    const renew = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/user/educations/100/certificate-token',
        headers: bearer(session),
      });
    const notYet = await renew();
    expect(notYet.statusCode).toBe(404);

    const first = (await complete({ answers: rightAnswers }, session)).json().certificate.token;
    const renewed = await renew();
    expect(renewed.statusCode).toBe(200);
    const { token } = CertificateTokenResponseSchema.parse(renewed.json());
    expect(token).not.toBe(first);

    const request = (certificateToken: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/educations/100/certificate',
        payload: { token: certificateToken, fullname: 'Ada Admin', email: 'ada@example.se' },
      });
    // The new token replaces the old one: only the hash is kept, one per completion.
    expect((await request(first)).statusCode).toBe(400);
    expect((await request(token)).statusCode).toBe(200);
  });

  it('gives a certificate token only to a logged-in learner', async () => {
    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/api/user/educations/100/certificate-token',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown verification code', async () => {
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/certificates/AAAA-BBBB-CCCC' })).statusCode,
    ).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/api/certificates/%3Cx%3E' })).statusCode).toBe(404);
  });
});
