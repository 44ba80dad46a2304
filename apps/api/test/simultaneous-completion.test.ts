import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, completions } from '../src/db/schema';
import { issueCertificate, recordCompletion } from '../src/storage/completions';
import { findUserByEmail } from '../src/storage/users';
import { bearer, OPEN_COURSE_ANSWERS, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 11: a double click, two tabs or a retry send the same completion or certificate request
// twice at the same moment. One completion and one certificate are kept, and neither caller
// gets a 500. Since issue 21 a certificate token is spent by its certificate: of two requests
// at once, one issues and mails it, the other is refused (409). Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL.
let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test.close();
});

const rightAnswers = OPEN_COURSE_ANSWERS;

const complete = (session: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/educations/100/completed',
    headers: bearer(session),
    payload: { answers: rightAnswers },
  });

const requestCertificate = (token: string, fullname: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/educations/100/certificate',
    payload: { token, fullname, email: 'elin@example.se' },
  });

async function completionsOf(email: string) {
  const user = await findUserByEmail(test.database.db, email);
  return test.database.db
    .select()
    .from(completions)
    .where(and(eq(completions.userId, user?.id ?? -1), eq(completions.educationId, 100)));
}

describe('two simultaneous completions by one learner', () => {
  it('keep one completion, answer both callers passed, and the last token given is the valid one', async () => {
    const session = await sessionFor(test, 'elev@example.se');
    const answers = await Promise.all([complete(session), complete(session)]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ passed: true, certificate: { token: expect.any(String) } });
    }
    expect(await completionsOf('elev@example.se')).toHaveLength(1);

    // Only the hash of one token is kept per completion: the one given last (the caller that
    // lost the race) works, as after a renewal; the other is refused like a replaced token.
    const tokens = answers.map((answer) => answer.json().certificate.token as string);
    const results = [];
    for (const token of tokens) {
      results.push((await requestCertificate(token, 'Elin Elev')).statusCode);
    }
    expect(results.sort()).toEqual([200, 400]);

    // Completing once more, afterwards, is refused as before.
    expect((await complete(session)).statusCode).toBe(400);
  });
});

describe('two simultaneous certificate requests for one completion', () => {
  it('issue and mail one certificate; the other caller is told it is already issued', async () => {
    const session = await sessionFor(test, 'larare@example.se');
    const completion = await complete(session);
    const token = completion.json().certificate.token as string;
    const mailsBefore = test.mails.length;

    const answers = await Promise.all([
      requestCertificate(token, 'Lars Lärare'),
      requestCertificate(token, 'Lars Lärare'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const code = answers.find((answer) => answer.statusCode === 200)?.json().code;

    const [row] = await completionsOf('larare@example.se');
    const issued = await test.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.completionId, row?.id ?? -1));
    expect(issued).toHaveLength(1);
    expect(issued[0]?.code).toBe(code);
    // The one certificate is mailed once.
    expect(test.mails.slice(mailsBefore).filter((mail) => mail.kind === 'certificate')).toHaveLength(1);
  });
});

describe('issuing the certificate of one completion twice at the same moment', () => {
  // Straight at storage, where the two requests meet: both look for an issued certificate,
  // find none, and insert; the unique completion index keeps the second from adding another.
  it('issues it once: the others are told it is spent, with the same certificate', async () => {
    const { certificateToken } = await recordCompletion(test.database.db, {
      userId: null,
      educationId: 100,
      withCertificate: true,
    });
    const issue = () =>
      issueCertificate(test.database.db, {
        token: certificateToken ?? '',
        educationId: 100,
        fullname: 'Anna Andersson',
        email: 'anna@example.se',
      });
    const issued = await Promise.all([issue(), issue(), issue()]);
    expect(issued.map((result) => result?.status).sort()).toEqual(['issued', 'spent', 'spent']);
    const codes = new Set(issued.map((result) => result?.certificate.code));
    expect(codes.size).toBe(1);
    expect([...codes][0]).toEqual(expect.any(String));
    const rows = await test.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.completionId, issued[0]?.certificate.completionId ?? -1));
    expect(rows).toHaveLength(1);
  });
});
