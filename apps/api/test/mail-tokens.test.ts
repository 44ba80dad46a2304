import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken, passwordHashing } from '../src/auth/secrets';
import { oneTimeTokens } from '../src/db/schema';
import { RATE_LIMITS } from '../src/http/rate-limit';
import { bearer, login, startTestApp, type TestApp } from './helpers';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
}, 60_000);
afterAll(async () => {
  await test.close();
});

const PUBLIC_URL = 'http://localhost:3000';
const VERIFY_LINK = /http:\/\/localhost:3000\/anvandare\/verifiera-epost\/([\w-]+)/;
const RESET_LINK = /http:\/\/localhost:3000\/anvandare\/aterstall-losenord\/([\w-]+)/;

/** A new account, registered from its own IP so the register limit is never in the way. */
async function register(email: string, remoteAddress: string): Promise<string> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/user/register',
    remoteAddress,
    payload: {
      first_name: 'Test',
      last_name: 'Testsson',
      email,
      password: 'ett-langt-losenord',
      accept_terms: true,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ token: string }>().token;
}

const mailsTo = (email: string, kind: string) =>
  test.mails.filter((mail) => mail.to === email && mail.kind === kind);

function tokenIn(text: string, link: RegExp): string {
  const token = link.exec(text)?.[1];
  if (!token) {
    throw new Error(`no link in: ${text}`);
  }
  return token;
}

const post = (url: string, payload: Record<string, unknown>, headers = {}, remoteAddress = '127.0.0.1') =>
  test.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

/** The reset mail is sent after the answer (so timing reveals nothing): wait for it. */
const resetMail = (email: string, count = 1) =>
  vi.waitFor(() => {
    const mails = mailsTo(email, 'password_reset');
    expect(mails).toHaveLength(count);
    return mails[count - 1];
  });

async function expire(token: string) {
  await test.database.db
    .update(oneTimeTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
}

const me = async (token: string) =>
  test.app.inject({ method: 'POST', url: '/api/user/token', headers: bearer(token) });

describe('e-mail verification', () => {
  it('mails a link on register; the link is live, confirms the address once, then is dead', async () => {
    const session = await register('ny-verifiera@example.se', '10.0.1.1');
    const [mail] = mailsTo('ny-verifiera@example.se', 'verify_email');
    expect(mail?.text).toContain(`${PUBLIC_URL}/anvandare/verifiera-epost/`);
    const token = tokenIn(mail?.text ?? '', VERIFY_LINK);
    expect((await me(session)).json().user.email_verified).toBe(false);

    const live = await post('/api/user/verify_mail/verify_token', { token });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ valid: true });

    const confirm = await post('/api/user/verify_mail/confirm', { token });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ ok: true });
    expect((await me(session)).json().user.email_verified).toBe(true);

    const again = await post('/api/user/verify_mail/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().field).toBe('token');
    expect((await post('/api/user/verify_mail/verify_token', { token })).statusCode).toBe(404);
  });

  it('get_token mails a new link (status 200) that replaces the older one', async () => {
    const anna = await login(test.app, 'anna@example.se');
    const first = await post('/api/user/verify_mail/get_token', {}, bearer(anna));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    const second = await post('/api/user/verify_mail/get_token', {}, bearer(anna));
    expect(second.statusCode).toBe(200);
    const [older, newer] = mailsTo('anna@example.se', 'verify_email').map((mail) =>
      tokenIn(mail.text, VERIFY_LINK),
    );
    expect(older).toBeDefined();
    expect((await post('/api/user/verify_mail/verify_token', { token: older })).statusCode).toBe(404);
    expect((await post('/api/user/verify_mail/confirm', { token: older })).statusCode).toBe(400);
    expect((await post('/api/user/verify_mail/verify_token', { token: newer })).statusCode).toBe(200);
  });

  it('answers already_verified and mails nothing for a verified address', async () => {
    const larare = await login(test.app, 'larare@example.se');
    const response = await post('/api/user/verify_mail/get_token', {}, bearer(larare));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, already_verified: true });
    expect(mailsTo('larare@example.se', 'verify_email')).toHaveLength(0);
  });

  it('needs a login for get_token', async () => {
    expect((await post('/api/user/verify_mail/get_token', {})).statusCode).toBe(401);
  });

  it('refuses an expired link', async () => {
    const session = await register('ny-utgangen@example.se', '10.0.1.2');
    const token = tokenIn(mailsTo('ny-utgangen@example.se', 'verify_email')[0]?.text ?? '', VERIFY_LINK);
    await expire(token);
    expect((await post('/api/user/verify_mail/verify_token', { token })).statusCode).toBe(404);
    const confirm = await post('/api/user/verify_mail/confirm', { token });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().field).toBe('token');
    expect((await me(session)).json().user.email_verified).toBe(false);
  });

  it('answers 404 for an unknown link, and 400 on token for a missing or malformed one', async () => {
    const unknown = await post('/api/user/verify_mail/verify_token', {
      token: 'finns-inte-alls-i-databasen',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await post('/api/user/verify_mail/confirm', { token: 'finns-inte' })).json().field).toBe('token');
    for (const payload of [{}, { token: 5 }, { token: '' }]) {
      const response = await post('/api/user/verify_mail/confirm', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('token');
      expect((await post('/api/user/verify_mail/verify_token', payload)).json().field).toBe('token');
    }
  });
});

describe('password reset', () => {
  it('answers a registered and an unknown address identically, and mails only the registered one', async () => {
    await register('ny-glomsk@example.se', '10.0.2.1');
    const known = await post(
      '/api/user/forgot_password/get_token',
      { email: 'NY-glomsk@example.se ' },
      {},
      '10.0.2.2',
    );
    const unknown = await post(
      '/api/user/forgot_password/get_token',
      { email: 'ingen-alls@example.se' },
      {},
      '10.0.2.2',
    );
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ ok: true });
    const mail = await resetMail('ny-glomsk@example.se');
    expect(mail?.text).toContain(`${PUBLIC_URL}/anvandare/aterstall-losenord/`);
    expect(test.mails.filter((sent) => sent.to === 'ingen-alls@example.se')).toHaveLength(0);
  });

  it('sets the new password, verifies the address, logs out every session, and works once', async () => {
    const first = await register('ny-aterstall@example.se', '10.0.3.1');
    const second = await login(test.app, 'ny-aterstall@example.se', 'ett-langt-losenord');
    await post('/api/user/forgot_password/get_token', { email: 'ny-aterstall@example.se' }, {}, '10.0.3.2');
    const token = tokenIn((await resetMail('ny-aterstall@example.se'))?.text ?? '', RESET_LINK);

    const live = await post('/api/user/forgot_password/verify_token', { token });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ valid: true });

    const reset = await post('/api/user/forgot_password/new_password', {
      token,
      password: 'ett-helt-nytt-losenord',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    await expect(login(test.app, 'ny-aterstall@example.se', 'ett-langt-losenord')).rejects.toThrow(/401/);
    const fresh = await login(test.app, 'ny-aterstall@example.se', 'ett-helt-nytt-losenord');
    expect((await me(fresh)).json().user.email_verified).toBe(true);

    const reuse = await post('/api/user/forgot_password/new_password', {
      token,
      password: 'ett-tredje-losenord',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().field).toBe('token');
    expect((await post('/api/user/forgot_password/verify_token', { token })).statusCode).toBe(404);
    await expect(login(test.app, 'ny-aterstall@example.se', 'ett-helt-nytt-losenord')).resolves.toBeTruthy();
  });

  it('computes no password hash without a live link: unknown, used and expired links are refused first', async () => {
    await register('ny-utan-hash@example.se', '10.0.8.1');
    await post('/api/user/forgot_password/get_token', { email: 'ny-utan-hash@example.se' }, {}, '10.0.8.2');
    const token = tokenIn((await resetMail('ny-utan-hash@example.se'))?.text ?? '', RESET_LINK);
    await expire(token);
    const hashes = vi.spyOn(passwordHashing, 'run');
    try {
      for (const link of ['x'.repeat(43), 'okand-lank-som-inte-finns', token]) {
        const refused = await post('/api/user/forgot_password/new_password', {
          token: link,
          password: 'ett-helt-nytt-losenord',
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().field).toBe('token');
      }
      expect(hashes).not.toHaveBeenCalled();
    } finally {
      hashes.mockRestore();
    }
  });

  it('hashes at most three times for one live link, however many calls race for it', async () => {
    await register('ny-kapplopning@example.se', '10.0.9.1');
    await post('/api/user/forgot_password/get_token', { email: 'ny-kapplopning@example.se' }, {}, '10.0.9.2');
    const token = tokenIn((await resetMail('ny-kapplopning@example.se'))?.text ?? '', RESET_LINK);
    const hashes = vi.spyOn(passwordHashing, 'run');
    try {
      const responses = await Promise.all(
        Array.from({ length: 8 }, () =>
          post('/api/user/forgot_password/new_password', { token, password: 'ett-helt-nytt-losenord' }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.every((status) => status === 200 || status === 400 || status === 429)).toBe(true);
      expect(hashes.mock.calls.length).toBeLessThanOrEqual(RATE_LIMITS.newPasswordPerLink.limit);
    } finally {
      hashes.mockRestore();
    }
  }, 30_000);

  it('lets a newer link replace the older one', async () => {
    await register('ny-tva-lankar@example.se', '10.0.4.1');
    await post('/api/user/forgot_password/get_token', { email: 'ny-tva-lankar@example.se' }, {}, '10.0.4.2');
    const older = tokenIn((await resetMail('ny-tva-lankar@example.se'))?.text ?? '', RESET_LINK);
    await post('/api/user/forgot_password/get_token', { email: 'ny-tva-lankar@example.se' }, {}, '10.0.4.2');
    const newer = tokenIn((await resetMail('ny-tva-lankar@example.se', 2))?.text ?? '', RESET_LINK);
    expect((await post('/api/user/forgot_password/verify_token', { token: older })).statusCode).toBe(404);
    expect((await post('/api/user/forgot_password/verify_token', { token: newer })).statusCode).toBe(200);
  });

  it('refuses an expired link and leaves the password unchanged', async () => {
    await register('ny-sen@example.se', '10.0.5.1');
    await post('/api/user/forgot_password/get_token', { email: 'ny-sen@example.se' }, {}, '10.0.5.2');
    const token = tokenIn((await resetMail('ny-sen@example.se'))?.text ?? '', RESET_LINK);
    await expire(token);
    expect((await post('/api/user/forgot_password/verify_token', { token })).statusCode).toBe(404);
    const reset = await post('/api/user/forgot_password/new_password', {
      token,
      password: 'ett-helt-nytt-losenord',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().field).toBe('token');
    await expect(login(test.app, 'ny-sen@example.se', 'ett-langt-losenord')).resolves.toBeTruthy();
  });

  it('refuses a short password on password, and the link still works afterwards', async () => {
    await register('ny-kort@example.se', '10.0.6.1');
    await post('/api/user/forgot_password/get_token', { email: 'ny-kort@example.se' }, {}, '10.0.6.2');
    const token = tokenIn((await resetMail('ny-kort@example.se'))?.text ?? '', RESET_LINK);
    const short = await post('/api/user/forgot_password/new_password', { token, password: 'kort' });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe('password');
    expect(short.json().message).toContain('Lösenordet måste ha minst 12 tecken');
    expect((await post('/api/user/forgot_password/verify_token', { token })).statusCode).toBe(200);
  });

  it('does not take a verification link as a reset link, nor the other way round', async () => {
    await register('ny-blandad@example.se', '10.0.7.1');
    const verifyToken = tokenIn(mailsTo('ny-blandad@example.se', 'verify_email')[0]?.text ?? '', VERIFY_LINK);
    await post('/api/user/forgot_password/get_token', { email: 'ny-blandad@example.se' }, {}, '10.0.7.2');
    const resetToken = tokenIn((await resetMail('ny-blandad@example.se'))?.text ?? '', RESET_LINK);
    const asReset = await post('/api/user/forgot_password/new_password', {
      token: verifyToken,
      password: 'ett-helt-nytt-losenord',
    });
    expect(asReset.statusCode).toBe(400);
    expect((await post('/api/user/verify_mail/confirm', { token: resetToken })).statusCode).toBe(400);
  });

  it('answers 400 on email for a malformed address, whoever asks', async () => {
    for (const payload of [{}, { email: 'inte-en-adress' }, { email: 'anna@example' }]) {
      const response = await post('/api/user/forgot_password/get_token', payload, {}, '10.0.8.1');
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('email');
    }
  });
});
