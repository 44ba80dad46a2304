import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { DEMO_ACCOUNTS_REMOVAL, ensureDemoAccounts, findDemoAccounts } from './content/demo-accounts';
import { DEMO_CONTENT_DIRECTORY, importContent } from './content/import';
import { openDatabase } from './db/database';
import { purgeOldAudit } from './storage/audit';
import { warmUp } from './warm-up';

/** Stops before listening, saying why on stderr: exit code 1. */
function refuseToStart(reason: string): never {
  console.error(`The server does not start. ${reason}`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  refuseToStart((error as Error).message);
}

// Migrations, then (demo mode only) the demo accounts and content: on PostgreSQL under an
// advisory lock, so several processes starting at once take turns (db/database.ts).
const importLines: string[] = [];
const database = await openDatabase(
  config,
  config.demoMode
    ? async (db) => {
        await ensureDemoAccounts(db);
        await importContent(db, DEMO_CONTENT_DIRECTORY, (line) => importLines.push(line));
      }
    : undefined,
);

if (config.environment === 'production') {
  const demoAccounts = await findDemoAccounts(database.db);
  if (demoAccounts.length > 0) {
    await database.close();
    refuseToStart(
      `The demo accounts ${demoAccounts.join(', ')} exist in the database, and their password is published: they must not exist in production (NODE_ENV=production). ${DEMO_ACCOUNTS_REMOVAL}`,
    );
  }
}

const app = await buildApp({ config, db: database.db, logger: true, poolStats: database.poolStats });
// The audit log keeps two years (storage/audit.ts): old entries go at start and once a day.
const purgeAudit = () =>
  purgeOldAudit(database.db).catch((error: unknown) => app.log.error({ err: error }, 'audit purge failed'));
await purgeAudit();
setInterval(purgeAudit, 24 * 60 * 60 * 1000).unref();
for (const line of importLines) {
  app.log.info(line);
}

/**
 * A graceful stop (SIGTERM from the orchestrator, SIGINT from a terminal): readiness turns 503
 * at once, the server takes no new connection, and the requests in flight finish. After
 * SHUTDOWN_TIMEOUT_SECONDS the process exits anyway (code 1), so a hung request cannot block a
 * deploy.
 */
const shutdown = async (signal: string) => {
  app.accepting.value = false;
  app.log.info(`${signal}: finishing the requests in flight, then stopping`);
  const deadline = setTimeout(() => {
    app.log.error(`Requests still running after ${config.shutdownTimeoutMs} ms: stopping anyway`);
    process.exit(1);
  }, config.shutdownTimeoutMs);
  deadline.unref();
  await app.close();
  await database.close();
  clearTimeout(deadline);
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

// Ready only when warm: the first learners after a start or restart get normal latency.
const warm = await warmUp(app);
app.log.info(`Warmed up with ${warm.requests} calls in ${warm.milliseconds} ms`);
app.log.info(`API on ${database.engine}, demo mode ${config.demoMode ? 'on' : 'off'}`);
await app.listen({ port: config.port, host: config.host });
