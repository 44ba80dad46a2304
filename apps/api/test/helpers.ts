import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD, ensureDemoAccounts } from '../src/content/demo-accounts';
import { importContent } from '../src/content/import';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import type { Mailer, MailMessage } from '../src/mail/mailer';

export const FIXTURE_CONTENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/content');
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
export async function startTestApp(): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    DATABASE_URL: process.env.TEST_DATABASE_URL,
  });
  const database = await openDatabase(config);
  await ensureDemoAccounts(database.db);
  await importContent(database.db, FIXTURE_CONTENT);
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
