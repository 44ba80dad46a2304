import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { DEMO_ACCOUNTS_REMOVAL, ensureDemoAccounts, findDemoAccounts } from './content/demo-accounts';
import { ensureDemoStatistics, hasDemoStatistics } from './content/demo-statistics';
import { DEMO_CONTENT_DIRECTORY, importContent } from './content/import';
import { openDatabase } from './db/database';
import { finishBackground } from './http/background';
import { purgeOldAudit } from './storage/audit';
import { warmUp } from './warm-up';

const LISTEN_BACKLOG = 4096;

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

/**
 * Stopping (SIGTERM from the orchestrator, SIGINT from a terminal), heard from the start: the
 * first signal starts the stop and the deadline (SHUTDOWN_TIMEOUT_SECONDS, then exit 1, so a
 * hung request cannot block a deploy); a second one changes nothing. Before the server listens,
 * the start ends at its next step; once it listens, `stopListening` drains and closes.
 */
let stopSignal: string | null = null;
/** When a stop exits anyway (epoch ms): SHUTDOWN_TIMEOUT_SECONDS after its signal. */
let stopDeadline = Number.POSITIVE_INFINITY;
let stopListening: ((signal: string) => Promise<void>) | null = null;
const onSignal = (signal: string) => {
  if (stopSignal !== null) {
    return;
  }
  stopSignal = signal;
  stopDeadline = Date.now() + config.shutdownTimeoutMs;
  setTimeout(() => {
    console.error(`${signal}: still running after ${config.shutdownTimeoutMs} ms, stopping anyway`);
    process.exit(1);
  }, config.shutdownTimeoutMs).unref();
  void stopListening?.(signal);
};
process.on('SIGINT', () => onSignal('SIGINT'));
process.on('SIGTERM', () => onSignal('SIGTERM'));

/** Ends a start that a signal interrupted, closing what is open. */
async function stopIfAsked(close: () => Promise<void>): Promise<void> {
  if (stopSignal !== null) {
    await close();
    console.log(`${stopSignal}: stopped before listening`);
    process.exit(0);
  }
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
        await ensureDemoStatistics(db);
      }
    : undefined,
);

await stopIfAsked(() => database.close());

if (config.environment === 'production') {
  const demoAccounts = await findDemoAccounts(database.db);
  if (demoAccounts.length > 0) {
    await database.close();
    refuseToStart(
      `The demo accounts ${demoAccounts.join(', ')} exist in the database, and their password is published: they must not exist in production (NODE_ENV=production). ${DEMO_ACCOUNTS_REMOVAL}`,
    );
  }
  if (await hasDemoStatistics(database.db)) {
    await database.close();
    refuseToStart(
      `The statistics hold learners demo mode made up, which would count in the authority's figures (NODE_ENV=production). ${DEMO_ACCOUNTS_REMOVAL}`,
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

// Ready only when warm: the first learners after a start or restart get normal latency. The
// warm-up's own calls are not the traffic the metrics count.
const warm = await warmUp(app);
app.metrics.requests.reset();
app.metrics.duration.reset();
await stopIfAsked(async () => {
  await app.close();
  await database.close();
});
app.log.info(`Warmed up with ${warm.requests} calls in ${warm.milliseconds} ms`);
app.log.info(`API on ${database.engine}, demo mode ${config.demoMode ? 'on' : 'off'}`);

/**
 * The graceful stop of a listening server: readiness turns 503, kept-alive connections with
 * nothing owed on them close at once, and the last answer owed on each busy one says
 * `Connection: close` (http/stop-connections.ts: a request pipelined behind another is refused
 * with 503, one sent after the closing answer not taken, and every close lingers). After
 * SHUTDOWN_DRAIN_SECONDS (the load balancer's time to notice) the server takes no new
 * connection, every request it took gets its real answer (`return503OnClosing` is off in
 * app.ts), and only then the database closes and the process exits 0.
 */
stopListening = async (signal: string) => {
  app.accepting.value = false;
  app.connections.stopStarted(stopDeadline);
  // Kept-alive connections with nothing owed close (a request sent on one at this moment is not
  // taken: its client sends it again); each busy one closes after its last answer.
  app.server.closeIdleConnections();
  app.log.info(`${signal}: draining for ${config.shutdownDrainMs} ms, then finishing the requests in flight`);
  await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  await app.close();
  const requests = app.connections.stopRequests();
  app.log.info(
    `${signal}: answered ${requests.read - requests.unanswered} of the ${requests.read} requests read during the stop (${requests.unanswered} unanswered; ${requests.refused} refused with 503 behind another answer on their connection; ${requests.ignored} sent after their connection's closing answer, not taken)`,
  );
  // Mails a request left to send after its answer go out before the database closes.
  const unfinished = await finishBackground(app, Math.max(0, stopDeadline - Date.now() - 500));
  if (unfinished > 0) {
    app.log.error(`${unfinished} background tasks (mails) did not finish before the stop`);
  }
  await database.close();
  process.exit(0);
};
// Room for 4,096 connections waiting to be accepted (Node's default is 511): when thousands of
// learners connect at once (a class starting, a restart), a full queue makes the kernel drop
// their handshakes and first requests, which then wait for TCP's retransmissions, 1–7 s
// (issue 25). The kernel caps it at net.core.somaxconn.
await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
// A signal that came while the server began to listen.
if (stopSignal !== null) {
  await stopListening(stopSignal);
}
