import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ensureDemoAccounts } from '../src/content/demo-accounts';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { redactUrl } from '../src/plugins/log-redaction';
import { createPostgresDatabase } from './helpers';

// Issue 11: reset and verification tokens never appear in logs. The app as production runs
// it (NODE_ENV=production, though with mail to the outbox), its log captured line by line.
describe('the log of a production app', () => {
  let dataDirectory = '';
  let database: DatabaseHandle;
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDirectory = mkdtempSync(path.join(tmpdir(), 'jb-log-redaction-'));
    postgres = process.env.TEST_DATABASE_URL
      ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
      : null;
    // Production needs SMTP_URL (issue 21); this app writes to the outbox anyway, so that the
    // test can read the tokens it mailed, and is otherwise configured as production.
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDirectory,
        DATABASE_URL: postgres?.url,
        WEB_ROOT: '',
        PUBLIC_URL: 'https://webbutbildning.example.se',
        // Every request line, so that the test reads what the log would hold at its fullest.
        LOG_REQUESTS: '1',
      }),
      environment: 'production' as const,
    };
    database = await openDatabase(config);
    await ensureDemoAccounts(database.db);
    app = await buildApp({
      config,
      db: database.db,
      logger: { stream: { write: (line: string) => lines.push(line) } },
    });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await postgres?.drop();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  async function mailedResetToken(): Promise<string> {
    const outbox = path.join(dataDirectory, 'outbox');
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const files = (() => {
        try {
          return readdirSync(outbox).filter((file) => file.includes('password_reset'));
        } catch {
          return [];
        }
      })();
      if (files[0]) {
        // Quoted-printable folds long lines with a trailing '='.
        const eml = readFileSync(path.join(outbox, files[0]), 'utf8').replace(/=\r?\n/g, '');
        const token = /aterstall-losenord\/([A-Za-z0-9_-]+)/.exec(eml)?.[1];
        if (token) {
          return token;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no reset mail in the outbox');
  }

  it('holds no mailed token: not from the mailer, the reset page, a query string or headers', async () => {
    const asked = await app.inject({
      method: 'POST',
      url: '/api/user/forgot_password/get_token',
      payload: { email: 'elev@example.se' },
    });
    expect(asked.statusCode).toBe(200);
    const token = await mailedResetToken();
    expect(token.length).toBeGreaterThanOrEqual(32);

    await app.inject({ method: 'GET', url: `/anvandare/aterstall-losenord/${token}` });
    await app.inject({ method: 'GET', url: `/anvandare/verifiera-epost/${token}?utm=mail` });
    await app.inject({ method: 'GET', url: `/api/user/verify/${token}` });
    await app.inject({ method: 'GET', url: `/api/educations?token=${token}&page=2` });
    await app.inject({ method: 'GET', url: `/some/where/${token}` });
    await app.inject({
      method: 'POST',
      url: '/api/user/forgot_password/verify_token',
      headers: { authorization: `Bearer ${token}`, cookie: `session=${token}` },
      payload: { token },
    });

    const log = lines.join('');
    // The requests and the mail were logged, with the secrets blanked.
    expect(log).toContain('/anvandare/aterstall-losenord/[redacted]');
    expect(log).toContain('/api/educations?token=[redacted]&page=2');
    // Issue 21: without the recipient's address, which is personal data.
    expect(log).toMatch(/Mail \(password_reset\) written to/);
    expect(log).not.toContain('Mail to');
    expect(log).not.toContain(token);
  });
});

describe('redactUrl', () => {
  const token = 'Q2hhbmdlLW1lLXRvLWEtcmVhbC10b2tlbi1wbGVhc2Ux';

  it('blanks tokens in paths and secret query values, and leaves the rest', () => {
    expect(redactUrl(`/anvandare/aterstall-losenord/${token}`)).toBe(
      '/anvandare/aterstall-losenord/[redacted]',
    );
    expect(redactUrl('/anvandare/verifiera-epost/short')).toBe('/anvandare/verifiera-epost/[redacted]');
    // Issue 39: the page table says which parameters are secrets, so a short token after a
    // course slug goes too, and so do secrets in other spellings of a page's address.
    expect(redactUrl('/anvandare/aterstall-losenord/kurs/short')).toBe(
      '/anvandare/aterstall-losenord/[redacted]/[redacted]',
    );
    expect(redactUrl('//anvandare//verifiera-epost/short/')).toBe('//anvandare//verifiera-epost/[redacted]/');
    expect(redactUrl('/mina-sidor/ga-m%65d/K7MX3QPA')).toBe('/mina-sidor/ga-m%65d/[redacted]');
    expect(redactUrl('/Mina-Sidor/GA-MED/K7MX3QPA/mer')).toBe('/Mina-Sidor/GA-MED/[redacted]/mer');
    expect(redactUrl(`/x/${token}/y`)).toBe('/x/[redacted]/y');
    expect(redactUrl(`/api/a?Token=${token}&b=1&access_key=k`)).toBe(
      '/api/a?Token=[redacted]&b=1&access_key=[redacted]',
    );
    expect(redactUrl(`/api/a?evaluation%5Ftoken=${token}`)).toBe('/api/a?evaluation%5Ftoken=[redacted]');
    expect(redactUrl('/utbildningar/jamstalldhetsintegrering-i-praktiken-for-larare')).toBe(
      '/utbildningar/jamstalldhetsintegrering-i-praktiken-for-larare',
    );
    expect(redactUrl('/api/educations/100?page=2')).toBe('/api/educations/100?page=2');
    // Issue 14: a room's join code, and an administrator's search for a person.
    expect(redactUrl('/mina-sidor/ga-med/K7MX3QPA')).toBe('/mina-sidor/ga-med/[redacted]');
    expect(redactUrl('/api/admin/users?q=anna%40example.se')).toBe('/api/admin/users?q=[redacted]');
    expect(redactUrl('/api/admin/audit?action=access')).toBe('/api/admin/audit?action=access');
    expect(redactUrl('/%E0%A4%A/x')).toBe('/%E0%A4%A/x');
  });

  it('blanks join codes and tokens in a `next=` value, keeping where it leads (issue 21)', () => {
    expect(redactUrl('/anvandare/logga-in?next=%2Fmina-sidor%2Fga-med%2FK7MX3QPA')).toBe(
      '/anvandare/logga-in?next=/mina-sidor/ga-med/[redacted]',
    );
    expect(redactUrl('/login?next=/mina-sidor/ga-med/K7MX3QPA&x=1')).toBe(
      '/login?next=/mina-sidor/ga-med/[redacted]&x=1',
    );
    expect(redactUrl(`/login?Next=${encodeURIComponent(`/x?token=${token}`)}`)).toBe(
      '/login?Next=/x?token=[redacted]',
    );
    // A value that is no path of ours is blanked whole: the log has no use for it.
    expect(redactUrl('/login?next=K7MX3QPA')).toBe('/login?next=[redacted]');
    expect(redactUrl('/login?next=%2Fmina-sidor%2Fkurser')).toBe('/login?next=/mina-sidor/kurser');
    // The join link's page asks for its room's name with the code in the query.
    expect(redactUrl('/api/user/rooms/join?code=K7MX3QPA')).toBe('/api/user/rooms/join?code=[redacted]');
    const logged = redactUrl('/login?next=%2Fmina-sidor%2Fga-med%2FK7MX3QPA%3Fnext%3Dx');
    expect(logged).not.toContain('K7MX3QPA');
  });
});
