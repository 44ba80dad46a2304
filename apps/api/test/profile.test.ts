import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accessRequests,
  archiveFiles,
  certificates,
  comments,
  oneTimeTokens,
  progress,
  roomMembers,
  sessions,
  users,
} from '../src/db/schema';
import { RATE_LIMITS } from '../src/http/rate-limit';
import { findUserByEmail } from '../src/storage/users';
import { bearer, login, OPEN_COURSE_ANSWERS, startTestApp, type TestApp } from './helpers';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
}, 60_000);
afterAll(async () => {
  await test.close();
});

const PASSWORD = 'ett-langt-losenord';

/** A new account, registered from its own IP so the register limit is never in the way. */
async function register(email: string, remoteAddress: string): Promise<string> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/user/register',
    remoteAddress,
    payload: { first_name: 'Test', last_name: 'Testsson', email, password: PASSWORD, accept_terms: true },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ token: string }>().token;
}

const me = (token: string) =>
  test.app.inject({ method: 'POST', url: '/api/user/token', headers: bearer(token) });
const saveProfile = (token: string | null, payload: Record<string, unknown>) =>
  test.app.inject({
    method: 'POST',
    url: '/api/user/me',
    headers: token ? bearer(token) : {},
    payload,
  });
const changePassword = (token: string | null, payload: Record<string, unknown>) =>
  test.app.inject({
    method: 'POST',
    url: '/api/user/me/password',
    headers: token ? bearer(token) : {},
    payload,
  });

describe('POST /api/user/me', () => {
  it('saves the profile and answers the user; the same address stays verified and nothing is mailed', async () => {
    const intern = await login(test.app, 'intern@example.se');
    const mailsBefore = test.mails.length;
    const response = await saveProfile(intern, {
      first_name: ' Ingrid ',
      last_name: 'Nyberg',
      email: 'INTERN@example.se',
      organization: 1,
      work_title: 10,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      first_name: 'Ingrid',
      last_name: 'Nyberg',
      email: 'intern@example.se',
      email_verified: true,
      organization: 1,
      work_title: 10,
      loggedIn: true,
    });
    expect(response.body).not.toContain('password');
    expect((await me(intern)).json().user).toEqual(response.json().user);
    expect(test.mails.length).toBe(mailsBefore);
  });

  it('keeps organization and work title when left out, and clears them with null', async () => {
    const token = await register('ny-profil@example.se', '10.1.0.1');
    const base = { first_name: 'Test', last_name: 'Testsson', email: 'ny-profil@example.se' };
    await saveProfile(token, { ...base, organization: 1, work_title: 10 });
    const kept = await saveProfile(token, base);
    expect(kept.json().user).toMatchObject({ organization: 1, work_title: 10 });
    const cleared = await saveProfile(token, { ...base, organization: null, work_title: null });
    expect(cleared.json().user).toMatchObject({ organization: null, work_title: null });
  });

  it('unverifies a changed address, mails a link to the new one and a notice to the old, and ends old reset links', async () => {
    const token = await register('ny-gammal@example.se', '10.1.0.2');
    await test.app.inject({
      method: 'POST',
      url: '/api/user/forgot_password/get_token',
      remoteAddress: '10.1.0.3',
      payload: { email: 'ny-gammal@example.se' },
    });
    const resetMail = await vi.waitFor(() => {
      const mail = test.mails.find(
        (sent) => sent.to === 'ny-gammal@example.se' && sent.kind === 'password_reset',
      );
      expect(mail).toBeDefined();
      return mail;
    });
    const resetToken = /aterstall-losenord\/([\w-]+)/.exec(resetMail?.text ?? '')?.[1];

    const response = await saveProfile(token, {
      first_name: 'Test',
      last_name: 'Testsson',
      email: 'Ny-Adress@example.se',
      current_password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: 'ny-adress@example.se', email_verified: false });
    expect(
      test.mails.filter((mail) => mail.to === 'ny-gammal@example.se' && mail.kind === 'email_changed'),
    ).toHaveLength(1);
    const verification = test.mails.find(
      (mail) => mail.to === 'ny-adress@example.se' && mail.kind === 'verify_email',
    );
    const verifyToken = /verifiera-epost\/([\w-]+)/.exec(verification?.text ?? '')?.[1];
    expect(verifyToken).toBeDefined();

    const reset = await test.app.inject({
      method: 'POST',
      url: '/api/user/forgot_password/verify_token',
      payload: { token: resetToken },
    });
    expect(reset.statusCode).toBe(404);
    const confirm = await test.app.inject({
      method: 'POST',
      url: '/api/user/verify_mail/confirm',
      payload: { token: verifyToken },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await me(token)).json().user).toMatchObject({
      email: 'ny-adress@example.se',
      email_verified: true,
    });
  });

  it('refuses an address another account uses, in any case', async () => {
    const token = await register('ny-upptagen@example.se', '10.1.0.4');
    await register('ny-agare@example.se', '10.1.0.4');
    const response = await saveProfile(token, {
      first_name: 'Test',
      last_name: 'Testsson',
      // Not a demo address: those are refused for being one (demo-addresses.test.ts).
      email: ' NY-AGARE@example.se',
      current_password: PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'email',
      message: 'Det finns redan ett konto med den e-postadressen',
    });
    expect((await me(token)).json().user.email).toBe('ny-upptagen@example.se');
  });

  it('asks for the current password to change the address, and keeps the address without it', async () => {
    const token = await register('ny-losenordsfraga@example.se', '10.1.0.6');
    const profile = { first_name: 'Test', last_name: 'Testsson', email: 'ny-annan-adress@example.se' };
    for (const current_password of [undefined, 'inte-mitt-losenord']) {
      const refused = await saveProfile(token, { ...profile, current_password });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe('current_password');
      expect(refused.json().message).toMatch(/lösenord/);
    }
    expect((await me(token)).json().user.email).toBe('ny-losenordsfraga@example.se');
    expect(test.mails.filter((mail) => mail.to === 'ny-annan-adress@example.se')).toHaveLength(0);
    // Keeping the address needs no password: a name change is not a takeover.
    const renamed = await saveProfile(token, {
      first_name: 'Ändrad',
      last_name: 'Testsson',
      email: 'ny-losenordsfraga@example.se',
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('ends the other sessions when the address changes, and keeps the current one', async () => {
    const other = await register('ny-flytt@example.se', '10.1.0.7');
    const current = await login(test.app, 'ny-flytt@example.se', PASSWORD);
    const sameAddress = await saveProfile(current, {
      first_name: 'Test',
      last_name: 'Flytt',
      email: 'ny-flytt@example.se',
    });
    expect(sameAddress.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    const moved = await saveProfile(current, {
      first_name: 'Test',
      last_name: 'Flytt',
      email: 'ny-flyttad@example.se',
      current_password: PASSWORD,
    });
    expect(moved.statusCode).toBe(200);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('refuses a sixth address change in a day (each mails two addresses)', async () => {
    expect(RATE_LIMITS.emailChangePerUser).toEqual({ limit: 5, windowSeconds: 86_400 });
    const token = await register('ny-manga-byten@example.se', '10.1.0.8');
    for (let change = 1; change <= 5; change += 1) {
      const response = await saveProfile(token, {
        first_name: 'Test',
        last_name: 'Testsson',
        email: `ny-byte-${change}@example.se`,
        current_password: PASSWORD,
      });
      expect(response.statusCode).toBe(200);
    }
    const mailsBefore = test.mails.length;
    const refused = await saveProfile(token, {
      first_name: 'Test',
      last_name: 'Testsson',
      email: 'ny-byte-6@example.se',
      current_password: PASSWORD,
    });
    expect(refused.statusCode).toBe(429);
    expect(test.mails.length).toBe(mailsBefore);
    expect((await me(token)).json().user.email).toBe('ny-byte-5@example.se');
  }, 30_000);

  describe('bad input', () => {
    let token: string;
    beforeAll(async () => {
      token = await register('ny-falt@example.se', '10.1.0.5');
    });

    it.each([
      ['first_name', { first_name: '  ' }],
      ['last_name', { last_name: undefined }],
      ['email', { email: 'anna@example' }],
      ['email', { email: undefined }],
      ['organization', { organization: 999 }],
      ['organization', { organization: 'Grundskola' }],
      ['work_title', { work_title: 999 }],
      ['work_title', { work_title: -1 }],
      ['current_password', { current_password: undefined }],
      ['current_password', { current_password: '' }],
      ['current_password', { current_password: 'inte-mitt-losenord' }],
      ['current_password', { current_password: 12 }],
    ])('answers 400 on %s with a Swedish message and saves nothing', async (field, change) => {
      const before = (await me(token)).json().user;
      const response = await saveProfile(token, {
        first_name: 'Ändrad',
        last_name: 'Ändradsson',
        email: 'ny-falt-andrad@example.se',
        organization: 1,
        current_password: PASSWORD,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
      expect(response.json().message).not.toMatch(/expected|invalid/i);
      expect((await me(token)).json().user).toEqual(before);
    });
  });

  it('needs a login', async () => {
    const response = await saveProfile(null, { first_name: 'A', last_name: 'B', email: 'a@example.se' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/user/me/password', () => {
  it('changes the password and logs out the other sessions, but not the current one', async () => {
    const other = await register('ny-byt@example.se', '10.2.0.1');
    const current = await login(test.app, 'ny-byt@example.se', PASSWORD);
    const response = await changePassword(current, {
      current_password: PASSWORD,
      new_password: 'ett-helt-nytt-losenord',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    await expect(login(test.app, 'ny-byt@example.se', PASSWORD)).rejects.toThrow(/401/);
    await expect(login(test.app, 'ny-byt@example.se', 'ett-helt-nytt-losenord')).resolves.toBeTruthy();
  });

  it('refuses a wrong current password and a short new one, and keeps the password', async () => {
    const token = await register('ny-fel@example.se', '10.2.0.2');
    const wrong = await changePassword(token, {
      current_password: 'inte-mitt-losenord',
      new_password: 'ett-helt-nytt-losenord',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('current_password');
    const short = await changePassword(token, { current_password: PASSWORD, new_password: 'kort' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      field: 'new_password',
      message: 'Lösenordet måste ha minst 12 tecken',
    });
    const missing = await changePassword(token, { new_password: 'ett-helt-nytt-losenord' });
    expect(missing.json().field).toBe('current_password');
    expect((await me(token)).statusCode).toBe(200);
    await expect(login(test.app, 'ny-fel@example.se', PASSWORD)).resolves.toBeTruthy();
  });

  it('needs a login', async () => {
    const response = await changePassword(null, {
      current_password: PASSWORD,
      new_password: 'ett-helt-nytt-losenord',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/user/delete', () => {
  it('deletes the account and its personal data, keeps comments without the author and certificates verifiable', async () => {
    const db = test.database.db;
    const token = await register('ny-radera@example.se', '10.3.0.1');
    const account = await findUserByEmail(db, 'ny-radera@example.se');
    if (!account) {
      throw new Error('no account');
    }
    const headers = bearer(token);
    const rightAnswers = OPEN_COURSE_ANSWERS;
    await test.app.inject({
      method: 'POST',
      url: '/api/user/educations/100/progress',
      headers,
      payload: { answers: rightAnswers },
    });
    const completed = await test.app.inject({
      method: 'POST',
      url: '/api/educations/100/completed',
      headers,
      payload: {},
    });
    const certificateToken = completed.json().certificate.token;
    const issued = await test.app.inject({
      method: 'POST',
      url: '/api/educations/100/certificate',
      payload: { token: certificateToken, fullname: 'Test Testsson', email: 'ny-radera@example.se' },
    });
    const { code } = issued.json<{ code: string }>();
    // Only a verified address may ask for access (issue 21).
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, account.id));
    const access = await test.app.inject({ method: 'POST', url: '/api/user/request_access/101', headers });
    expect(access.statusCode).toBe(201);
    const comment = await test.app.inject({
      method: 'POST',
      url: '/api/comments/100',
      headers,
      payload: { comment: 'En kommentar som ska finnas kvar' },
    });
    expect(comment.statusCode).toBe(201);
    // Rooms and archives are filled by their own areas; rows stand in for them here.
    await db.insert(roomMembers).values({ roomId: 500, userId: account.id, role: 'student' });
    await db.insert(archiveFiles).values({
      blockId: 'arkiv',
      postId: 500,
      userId: account.id,
      name: 'uppgift.pdf',
      mimeType: 'application/pdf',
      size: 3,
      content: Buffer.from('pdf'),
    });
    // Someone else's data, which must stay as it is.
    const elev = await login(test.app, 'elev@example.se');
    await test.app.inject({
      method: 'POST',
      url: '/api/user/educations/100/progress',
      headers: bearer(elev),
      payload: { answers: [{ block_id: 'fraga-1', values: ['nej'] }] },
    });
    const elevComment = await test.app.inject({
      method: 'POST',
      url: '/api/comments/100',
      headers: bearer(elev),
      payload: { comment: 'Elevens kommentar' },
    });

    const response = await test.app.inject({
      method: 'DELETE',
      url: '/api/user/delete',
      headers,
      payload: { current_password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect((await me(token)).statusCode).toBe(401);
    await expect(login(test.app, 'ny-radera@example.se', PASSWORD)).rejects.toThrow(/401/);
    expect(await db.select().from(users).where(eq(users.id, account.id))).toHaveLength(0);
    for (const table of [sessions, oneTimeTokens, progress, accessRequests, roomMembers, archiveFiles]) {
      expect(await db.select().from(table).where(eq(table.userId, account.id))).toHaveLength(0);
    }

    const kept = await db.select().from(comments).where(eq(comments.id, comment.json().id));
    expect(kept).toMatchObject([{ userId: null, body: 'En kommentar som ska finnas kvar' }]);
    const thread = await test.app.inject({ method: 'GET', url: '/api/comments/100' });
    const shown = thread.json().find((item: { id: number }) => item.id === comment.json().id);
    expect(shown).toBeDefined();
    expect(shown.author).toBeUndefined();

    const check = await test.app.inject({ method: 'GET', url: `/api/certificates/${code}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ code, fullname: 'Test Testsson' });
    const [certificate] = await db.select().from(certificates).where(eq(certificates.code, code));
    expect(certificate).toMatchObject({ userId: null, email: '' });

    expect((await me(elev)).statusCode).toBe(200);
    const elevProgress = await test.app.inject({
      method: 'GET',
      url: '/api/progress/100',
      headers: bearer(elev),
    });
    expect(elevProgress.json().entries).toEqual([
      { educationId: 100, blockId: 'fraga-1', values: ['nej'], part: 'normal' },
    ]);
    const [elevRow] = await db.select().from(comments).where(eq(comments.id, elevComment.json().id));
    expect(elevRow?.userId).not.toBeNull();
    const members = await db.select().from(roomMembers).where(eq(roomMembers.roomId, 500));
    expect(members).toHaveLength(2);
  });

  it('frees the address: a new account can be registered with it', async () => {
    const token = await register('ny-igen@example.se', '10.3.0.2');
    const deleted = await test.app.inject({
      method: 'DELETE',
      url: '/api/user/delete',
      headers: bearer(token),
      payload: { current_password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    const again = await register('ny-igen@example.se', '10.3.0.3');
    expect((await me(again)).json().user).toMatchObject({
      email: 'ny-igen@example.se',
      email_verified: false,
    });
  });

  it('asks for the current password, and keeps the account without it', async () => {
    const token = await register('ny-behall@example.se', '10.3.0.4');
    for (const payload of [
      undefined,
      {},
      { current_password: '' },
      { current_password: 'inte-mitt-losenord' },
    ]) {
      const refused = await test.app.inject({
        method: 'DELETE',
        url: '/api/user/delete',
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload }),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe('current_password');
    }
    expect((await me(token)).statusCode).toBe(200);
  });

  it('counts wrong passwords against the account: after 10 even logging in waits', async () => {
    const token = await register('ny-gissad@example.se', '10.3.0.5');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await test.app.inject({
        method: 'DELETE',
        url: '/api/user/delete',
        headers: bearer(token),
        payload: { current_password: `gissning-${attempt}` },
      });
      expect(wrong.statusCode).toBe(400);
    }
    const locked = await test.app.inject({
      method: 'DELETE',
      url: '/api/user/delete',
      headers: bearer(token),
      payload: { current_password: PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    await expect(login(test.app, 'ny-gissad@example.se', PASSWORD)).rejects.toThrow(/429/);
    expect((await me(token)).statusCode).toBe(200);
  }, 30_000);

  it('needs a login', async () => {
    const response = await test.app.inject({ method: 'DELETE', url: '/api/user/delete' });
    expect(response.statusCode).toBe(401);
  });
});
