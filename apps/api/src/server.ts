import { buildApp } from './app';
import { loadConfig } from './config';
import { ensureDemoAccounts } from './content/demo-accounts';
import { DEMO_CONTENT_DIRECTORY, importContent } from './content/import';
import { openDatabase } from './db/database';

const config = loadConfig();
const database = await openDatabase(config);
const app = await buildApp({ config, db: database.db, logger: true });

if (config.demoMode) {
  await ensureDemoAccounts(database.db);
  await importContent(database.db, DEMO_CONTENT_DIRECTORY, (line) => app.log.info(line));
}

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
app.log.info(`API on ${database.engine}, demo mode ${config.demoMode ? 'on' : 'off'}`);
