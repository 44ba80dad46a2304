import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type OperationReply, operations } from '@jamstalldhet/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, migrationsFolder } from '../db/database';
import { route } from '../http/operation-route';

declare module 'fastify' {
  interface FastifyInstance {
    /** False from the moment the process is asked to stop: the load balancer should look elsewhere. */
    accepting: { value: boolean };
  }
}

/** The readiness answer, as the contract describes it. */
type Readiness = OperationReply<typeof operations.readiness>;
type DatabaseChecks = Omit<Readiness['checks'], 'accepting'>;

/** How many migrations this build knows (its journal), read once. */
const knownMigrations = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

// Both drivers (pg and PGlite) answer `execute` with `{ rows }`.
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

async function readinessChecks(db: Database): Promise<DatabaseChecks> {
  try {
    await db.execute(sql`select 1`);
  } catch {
    return { database: 'failed', migrations: 'failed', content: 'failed' };
  }
  // Drizzle's migrator records each applied migration in drizzle.__drizzle_migrations.
  const applied = await db
    .execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)
    .then((result) => Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0))
    .catch(() => -1);
  const content = await db
    .execute(sql`select exists (select 1 from site_settings) as imported`)
    .then((result) => Boolean(rowsOf<{ imported: boolean }>(result)[0]?.imported))
    .catch(() => false);
  return {
    database: 'ok',
    migrations: applied < 0 ? 'failed' : applied >= knownMigrations ? 'ok' : 'pending',
    content: content ? 'ok' : 'missing',
  };
}

const READY_CACHE_MS = 1000;
const READY_TIMEOUT_MS = 2000;

/** The checks, or all failed when the database does not answer in time (a full pool, a lost network). */
function withinTime(checks: ReturnType<typeof readinessChecks>): ReturnType<typeof readinessChecks> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Awaited<typeof checks>>((resolve) => {
    timer = setTimeout(
      () => resolve({ database: 'failed', migrations: 'failed', content: 'failed' }),
      READY_TIMEOUT_MS,
    );
  });
  return Promise.race([checks, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Health for a load balancer or orchestrator (issue 15): `live` while the process answers at
 * all; `ready` when it should get traffic: the database answers, every migration of this build
 * is applied, content is imported, and the process is not stopping. Never cached, no login.
 */
export async function healthRoutes(app: FastifyInstance) {
  route(app, operations.health, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  // One look at the database per second at most, whoever asks: probes from a load balancer and
  // an orchestrator, or a caller hammering the public address, share it.
  let cached: { at: number; checks: ReturnType<typeof readinessChecks> } | null = null;
  const databaseChecks = () => {
    if (!cached || Date.now() - cached.at >= READY_CACHE_MS) {
      cached = { at: Date.now(), checks: withinTime(readinessChecks(app.db)) };
    }
    return cached.checks;
  };

  route(app, operations.readiness, async ({ reply }) => {
    const checks = {
      ...(await databaseChecks()),
      accepting: app.accepting.value ? ('ok' as const) : ('stopping' as const),
    };
    const ready = Object.values(checks).every((check) => check === 'ok');
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    return { status: ready ? 'ready' : 'not_ready', checks };
  });
}
