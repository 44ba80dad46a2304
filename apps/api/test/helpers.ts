import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD, ensureDemoAccounts } from '../src/content/demo-accounts';
import { importContent } from '../src/content/import';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import { createSession } from '../src/storage/sessions';
import { findUserByEmail } from '../src/storage/users';

export const FIXTURE_CONTENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/content');
/** The demo's own content, what `npm start` imports. */
export const DEMO_CONTENT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../content');

/** The answers that pass the fixtures' open course (education 100). */
export const OPEN_COURSE_ANSWERS = [
  { block_id: 'fraga-1', values: ['ja'] },
  { block_id: 'fraga-2', values: ['Normer'] },
];
export { DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  mails: MailMessage[];
  close(): Promise<void>;
}

/**
 * The real app on a real database: in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is
 * set. Mail is captured in `mails` (the SMTP path has its own test against a real server).
 */
export async function startTestApp(
  environment: NodeJS.ProcessEnv = {},
  { content = FIXTURE_CONTENT }: { content?: string } = {},
): Promise<TestApp> {
  const postgres = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
    : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    DATABASE_URL: postgres?.url,
    WEB_ROOT: process.env.TEST_WEB_ROOT ?? '',
    ...environment,
  });
  const database = await openDatabase(config);
  await ensureDemoAccounts(database.db);
  await importContent(database.db, content);
  const mails: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      mails.push(message);
    },
  };
  const app = await buildApp({ config, db: database.db, mailer });
  return {
    app,
    database,
    mails,
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
    },
  };
}

/** A fresh PostgreSQL database per test app, so test files never see each other's rows. */
export async function createPostgresDatabase(adminUrl: string) {
  const name = `jb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Logs in and returns the bearer token. */
export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  if (response.statusCode !== 200) {
    throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A call to the test app as the holder of `token` (anonymous without), with a JSON body if given. */
export function callAs(
  test: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) {
  return test.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A session straight from storage: logging in is tested elsewhere, and each login costs a slow hash. */
export async function sessionFor(test: TestApp, email: string): Promise<string> {
  const user = await findUserByEmail(test.database.db, email);
  if (!user) {
    throw new Error(`no account ${email}`);
  }
  return createSession(test.database.db, user.id, 1);
}

/** Publishes a change to a course as `admin` would in the editor: draft, save, publish. */
export async function publishEducationChange(
  test: TestApp,
  admin: string,
  id: number,
  change: Record<string, unknown>,
): Promise<void> {
  const draft = await test.app.inject({
    method: 'GET',
    url: `/api/admin/content/education/${id}`,
    headers: bearer(admin),
  });
  if (draft.statusCode !== 200) {
    throw new Error(`draft of ${id}: ${draft.statusCode} ${draft.body}`);
  }
  const { version, data } = draft.json() as { version: number; data: Record<string, unknown> };
  const saved = await test.app.inject({
    method: 'PUT',
    url: `/api/admin/content/education/${id}/draft`,
    headers: bearer(admin),
    payload: { version, data: { ...data, ...change } },
  });
  if (saved.statusCode !== 200) {
    throw new Error(`saving ${id}: ${saved.statusCode} ${saved.body}`);
  }
  const published = await test.app.inject({
    method: 'POST',
    url: `/api/admin/content/education/${id}/publish`,
    headers: bearer(admin),
    payload: { version: (saved.json() as { version: number }).version },
  });
  if (published.statusCode !== 200) {
    throw new Error(`publishing ${id}: ${published.statusCode} ${published.body}`);
  }
}
