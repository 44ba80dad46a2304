import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { ensureDemoAccounts } from './content/demo-accounts';
import { ensureDemoStatistics } from './content/demo-statistics';
import { DEMO_CONTENT_DIRECTORY, importContent } from './content/import';
import { openDatabase } from './db/database';

export interface DemoApi {
  /** The API's address, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Where mail is written as .eml files. */
  outboxDirectory: string;
  close(): Promise<void>;
}

/**
 * The API in demo mode on a throwaway embedded database in a temporary folder, listening on a
 * free port: the demo content and accounts, mail written to the folder's outbox. For tests of
 * other packages (the website) that need the real API. It trusts one proxy hop, so a test may
 * send each made-up visitor's address in `X-Forwarded-For`.
 */
export async function startDemoApi(): Promise<DemoApi> {
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'jb-demo-api-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDirectory,
    DEMO_MODE: 'true',
    WEB_ROOT: '',
    HOST: '127.0.0.1',
    PORT: '3000',
    // Tests stand in for many visitors (a class registering at once, say): each may name its own
    // address in X-Forwarded-For, as behind one proxy, so per-address limits meet one visitor each.
    TRUST_PROXY: '1',
  });
  const database = await openDatabase(config);
  await ensureDemoAccounts(database.db);
  await importContent(database.db, DEMO_CONTENT_DIRECTORY);
  await ensureDemoStatistics(database.db);
  const app = await buildApp({ config, db: database.db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    outboxDirectory: path.join(dataDirectory, 'outbox'),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}
