import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from './helpers';

// Issue 21: every name the API takes (registration, profile, the certificate's full name) is
// one line without invisible characters or a web or e-mail address, at most 100 (first, last)
// or 200 (full name) characters: one rule (@jamstalldhet/contract person-name.ts), refused as a
// 400 naming the field.
let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test.close();
});

const PASSWORD = 'ett långt eget lösenord 2026';
const BAD_NAMES: [string, string, RegExp][] = [
  ['a line break', 'Anna\nKlicka på länken nedan', /en rad/],
  ['a carriage return', 'Anna\r\nBesök oss', /en rad/],
  ['a line separator', 'Anna\u2028Ny rad', /en rad/],
  ['a paragraph separator', 'Anna\u2029Nytt stycke', /en rad/],
  ['a control character', 'Anna\u0007', /en rad/],
  ['an address', 'Anna https://example.com/vinst', /webbadress/],
  ['a www address', 'Anna – ditt konto spärras, logga in på www.evil-jamstalldhet.se', /webbadress/],
  ['a bare domain', 'Anna, logga in på evil-jamstalldhet.se', /webbadress/],
  ['a domain behind a one dot leader', 'Anna, logga in på evil\u2024se', /webbadress/],
  ['an e-mail address', 'Anna … mejla support@evil.se', /e-postadress/],
  ['a zero-width space', 'Anna\u200bAndersson', /osynliga tecken/],
  ['a tag character', 'Anna\u{e0041}', /osynliga tecken/],
];

let nextIp = 1;
const register = (names: { first_name: string; last_name: string }, email: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/user/register',
    remoteAddress: `10.40.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`,
    payload: { ...names, email, password: PASSWORD, accept_terms: true },
  });

describe('names at registration', () => {
  for (const [what, name, message] of BAD_NAMES) {
    it(`refuses ${what} in first_name and in last_name`, async () => {
      const first = await register({ first_name: name, last_name: 'Andersson' }, 'namn-1@example.se');
      expect(first.statusCode).toBe(400);
      expect(first.json()).toMatchObject({ field: 'first_name', message: expect.stringMatching(message) });
      const last = await register({ first_name: 'Anna', last_name: name }, 'namn-2@example.se');
      expect(last.statusCode).toBe(400);
      expect(last.json()).toMatchObject({ field: 'last_name', message: expect.stringMatching(message) });
    });
  }

  it('refuses a first name of 101 characters', async () => {
    const response = await register({ first_name: 'x'.repeat(101), last_name: 'A' }, 'namn-3@example.se');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'first_name', message: expect.stringMatching(/100/) });
  });

  it('accepts Sámi and Arabic names', async () => {
    const response = await register(
      { first_name: 'Áilu Čáhppes', last_name: 'فاطمة الزهراء' },
      'ailu@example.se',
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('names in the profile', () => {
  let token = '';
  beforeAll(async () => {
    const registered = await register({ first_name: 'Nora', last_name: 'Namn' }, 'nora@example.se');
    token = registered.json<{ token: string }>().token;
  });
  const update = (names: { first_name: string; last_name: string }) =>
    test.app.inject({
      method: 'POST',
      url: '/api/user/me',
      headers: bearer(token),
      payload: { ...names, email: 'nora@example.se' },
    });

  for (const [what, name, message] of BAD_NAMES) {
    it(`refuses ${what} in first_name and in last_name, saying so`, async () => {
      const first = await update({ first_name: name, last_name: 'Namn' });
      expect(first.statusCode).toBe(400);
      expect(first.json()).toMatchObject({ field: 'first_name', message: expect.stringMatching(message) });
      const last = await update({ first_name: 'Nora', last_name: name });
      expect(last.statusCode).toBe(400);
      expect(last.json()).toMatchObject({ field: 'last_name', message: expect.stringMatching(message) });
    });
  }

  it('still asks for a missing name by name', async () => {
    const response = await update({ first_name: ' ', last_name: 'Namn' });
    expect(response.json()).toMatchObject({
      field: 'first_name',
      message: expect.stringMatching(/Fyll i förnamn/),
    });
  });

  it('saves a Northern Sámi and an Arabic name as written', async () => {
    const response = await update({ first_name: 'Ŋunni Šiellá', last_name: 'الزهراء' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ first_name: 'Ŋunni Šiellá', last_name: 'الزهراء' });
  });
});

describe('the full name on a certificate', () => {
  // The name is checked before the token: an unknown token shows that the name itself passed.
  const request = (fullname: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/educations/100/certificate',
      remoteAddress: `10.41.0.${nextIp++ % 250}`,
      // A token of its own each time: each token may ask a few times only.
      payload: { token: `okand-token-${nextIp}`, fullname, email: 'namn@example.se' },
    });

  for (const [what, name, message] of [
    ...BAD_NAMES,
    ['201 characters', 'x'.repeat(201), /200/] as [string, string, RegExp],
  ]) {
    it(`refuses ${what}, naming fullname, and mails nothing`, async () => {
      const before = test.mails.length;
      const response = await request(name);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'fullname', message: expect.stringMatching(message) });
      expect(test.mails.length).toBe(before);
    });
  }

  it('takes names in every script (Sámi, Arabic, Greek, Persian), initials and titles as far as the token', async () => {
    for (const name of [
      'Áilu Čáhppes Đuođđa',
      'فاطمة الزهراء',
      'Αλέξανδρος Παπαδόπουλος',
      'مهسا\u200cسادات',
      'Anna K. Svensson Jr.',
      'Anna K.Svensson',
      'Lars E.Ek, med.dr',
      'Ma.Cristina Ek, fil.dr',
      'T.Jönsson, tekn.lic.',
      'Dr.med. Ek, M.Sc.',
      'x'.repeat(200),
    ]) {
      const response = await request(name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().field, name).toBe('token');
    }
  });
});
