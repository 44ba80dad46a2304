import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

/**
 * Text the database cannot store (a NUL, a lone UTF-16 surrogate) and ids beyond its integer
 * range are the client's mistake: a 400 naming the field (or a 404), never a 500.
 */
let test: TestApp;
let learner: string;
beforeAll(async () => {
  test = await startTestApp();
  learner = await sessionFor(test, 'elev@example.se');
}, 60_000);
afterAll(async () => {
  await test.close();
});

let nextAddress = 1;
const freshIp = () => `10.30.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const send = (method: 'POST' | 'GET', url: string, payload?: unknown, token?: string) =>
  test.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const NUL = 'Elin\u0000Elev';
const HIGH_SURROGATE = 'Elin \ud800';
const LOW_SURROGATE = '\udfffElin';

describe('text the database cannot store', () => {
  // Each route with a body that is right but for one value, and the field that names it.
  const cases: { route: string; body: (bad: string) => unknown; field: string; logged?: boolean }[] = [
    {
      route: 'POST /api/user/register',
      body: (bad) => ({
        first_name: bad,
        last_name: 'Elev',
        email: 'ny-elev@example.se',
        password: 'ett långt lösenord',
        accept_terms: true,
      }),
      field: 'first_name',
    },
    {
      route: 'POST /api/user/me',
      body: (bad) => ({ first_name: 'Elin', last_name: bad, email: 'elev@example.se' }),
      field: 'last_name',
      logged: true,
    },
    {
      route: 'POST /api/comments/1',
      body: (bad) => ({ comment: `Tack ${bad}` }),
      field: 'comment',
      logged: true,
    },
    {
      route: 'POST /api/educations/100/certificate',
      body: (bad) => ({ token: 'token', fullname: bad, email: 'elev@example.se' }),
      field: 'fullname',
    },
    {
      route: 'POST /api/accessibility-reports',
      body: (bad) => ({
        name: 'Maja',
        email: 'maja@example.se',
        page_url: '/om-webbplatsen',
        kind: 'problem',
        message: bad,
      }),
      field: 'message',
    },
    {
      route: 'POST /api/user/educations/100/progress',
      body: (bad) => ({ answers: [{ block_id: 'fraga-2', values: ['ok', bad] }] }),
      field: 'answers[0].values[1]',
      logged: true,
    },
    {
      route: 'POST /api/educations/100/completed',
      body: (bad) => ({
        answers: [
          { block_id: 'fraga-1', values: ['ja'] },
          { block_id: 'fraga-2', values: [bad] },
        ],
      }),
      field: 'answers[1].values[0]',
    },
    {
      route: 'POST /api/educations/100/evaluation/update',
      body: (bad) => ({ answers: [{ block_id: 'betyg', values: [bad] }] }),
      field: 'answers[0].values[0]',
    },
  ];

  for (const { route, body, field, logged } of cases) {
    for (const [kind, bad] of [
      ['a NUL', NUL],
      ['a lone high surrogate', HIGH_SURROGATE],
      ['a lone low surrogate', LOW_SURROGATE],
    ] as const) {
      it(`${route}: ${kind} in ${field} is a 400 naming the field`, async () => {
        const [method, url] = route.split(' ') as ['POST', string];
        const response = await send(method, url, body(bad), logged ? learner : undefined);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().field).toBe(field);
        // Said as what it is, not as a field's usual message ("Fyll i efternamn").
        expect(response.json().message).toContain('tecken som inte kan sparas');
      });
    }
  }

  it('names a key that holds a NUL', async () => {
    const response = await send('POST', '/api/educations/100/completed', {
      answers: [{ 'block\u0000id': 'x' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('answers[0]');
  });

  it('keeps well-formed text: a pair of surrogates (an emoji) and combining marks are stored', async () => {
    const response = await send('POST', '/api/comments/1', { comment: 'Tack 😀 e\u0301' }, learner);
    expect(response.statusCode).toBe(201);
    expect(response.json().comment).toBe('Tack 😀 e\u0301');
  });

  it('refuses a NUL in a query value', async () => {
    const admin = await sessionFor(test, 'admin@example.se');
    const response = await send('GET', '/api/admin/access_requests?status=%00', undefined, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('status');
  });
});

describe('ids beyond the database integer range', () => {
  // Fastify answers 414 itself to a parameter over 100 characters; these stay under it.
  const tooLarge = ['2147483648', '4294967296', '99999999999999999999', '9'.repeat(99)];
  const routes = [
    'GET /api/educations/:id',
    'GET /api/progress/:id',
    'POST /api/educations/:id/completed',
    'POST /api/educations/:id/certificate',
    'POST /api/educations/:id/check',
    'POST /api/educations/:id/evaluation/update',
    'POST /api/user/request_access/:id',
    'GET /api/user/rooms/:id/users',
    'DELETE /api/user/educations/:id',
    'POST /api/user/educations/:id/progress',
    'POST /api/user/educations/:id/certificate-token',
    'GET /api/comments/:id',
    'POST /api/comments/:id',
    'POST /api/admin/access_requests/:id/1/approve',
    'POST /api/admin/access_requests/1/:id/deny',
    'GET /api/blocks/form/download/arkiv/:id/1',
    'GET /api/blocks/form/download/arkiv/1/:id',
    'GET /api/blocks/form/arkiv/:id',
    'DELETE /api/blocks/form/arkiv/:id',
  ];
  for (const route of routes) {
    it(`${route} answers 400 or 404`, async () => {
      const admin = await sessionFor(test, 'admin@example.se');
      const [method, pattern] = route.split(' ') as ['POST', string];
      for (const id of tooLarge) {
        const response = await test.app.inject({
          method,
          url: pattern.replace(':id', id),
          remoteAddress: freshIp(),
          headers: bearer(admin),
          payload: {},
        });
        expect([400, 404], `${id}: ${response.body}`).toContain(response.statusCode);
      }
    });
  }

  it('accepts the largest integer id as an id (not found), not as a malformed one', async () => {
    const response = await send('GET', '/api/educations/2147483647');
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 for a comment parent beyond the range', async () => {
    for (const parent of [2147483648, 9007199254740991, 1e21]) {
      const response = await send('POST', '/api/comments/1', { comment: 'Svar', parent }, learner);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().field).toBe('parent');
    }
  });

  it('answers 400 for an organization or work title beyond the range, at registration and in the profile', async () => {
    for (const field of ['organization', 'work_title']) {
      const register = await send('POST', '/api/user/register', {
        first_name: 'Ny',
        last_name: 'Elev',
        email: `ny-${field}@example.se`,
        password: 'ett långt lösenord',
        accept_terms: true,
        [field]: 2147483648,
      });
      expect(register.statusCode, register.body).toBe(400);
      expect(register.json().field).toBe(field);
      const profile = await send(
        'POST',
        '/api/user/me',
        { first_name: 'Elin', last_name: 'Elev', email: 'elev@example.se', [field]: 2147483648 },
        learner,
      );
      expect(profile.statusCode, profile.body).toBe(400);
      expect(profile.json().field).toBe(field);
    }
  });
});

describe('requests at the same moment', () => {
  it('registers one account when the same address registers four times at once; the others get a 400 on email', async () => {
    const body = {
      first_name: 'Samma',
      last_name: 'Adress',
      email: 'samtidigt@example.se',
      password: 'ett långt lösenord',
      accept_terms: true,
    };
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => send('POST', '/api/user/register', body)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses, responses.map((response) => response.body).join('\n')).toEqual([201, 400, 400, 400]);
    for (const response of responses.filter((response) => response.statusCode === 400)) {
      expect(response.json().field).toBe('email');
    }
  });
});
