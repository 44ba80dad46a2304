import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { announcerOf, foreignContentChanged, listenForContentChanges } from './change-listener';
import * as schema from './schema';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The one query layer over PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Runs `work` in one transaction, handed the transaction as a `Database`, so every storage
 * function takes either. Drizzle types a transaction apart from its database (its `transaction`
 * makes savepoints), though it answers every query the same: the one cast for that is here.
 */
export async function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  // In a transaction already (a savepoint, as `recordAudit` makes): its work waits for the
  // outer commit, since releasing a savepoint commits nothing.
  const outer = afterCommit.get(db);
  const committed = outer ?? new Map<string, (db: Database) => Promise<void>>();
  const result = await db.transaction((transaction) => {
    afterCommit.set(transaction, committed);
    return work(transaction as unknown as Database);
  });
  if (!outer) {
    for (const task of committed.values()) {
      await task(db);
    }
  }
  return result;
}

/** The rows of a raw `db.execute` (both drivers answer `{ rows }`), typed as the query selects them. */
export function resultRows<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

// What each open transaction is to do once it has committed, by name (see `whenCommitted`).
const afterCommit = new WeakMap<object, Map<string, (db: Database) => Promise<void>>>();

/**
 * Has `task` run with the database once the transaction `handle` has committed, and never if it
 * rolls back; a second task of the same `name` in one transaction replaces the first. False when
 * `handle` is no transaction of `inTransaction`, for the caller to do the work at once.
 */
export function whenCommitted(
  handle: Database,
  name: string,
  task: (db: Database) => Promise<void>,
): boolean {
  const committed = afterCommit.get(handle);
  committed?.set(name, task);
  return committed !== undefined;
}

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgresql';
  /** The PostgreSQL pool's connections, for the metrics; null on PGlite (one in-process engine). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

/**
 * The key of the PostgreSQL advisory lock that migrations and seeding run under, so API processes
 * started at the same moment on one database take turns (any fixed number unique to this app).
 */
export const STARTUP_LOCK_KEY = 7_271_100_011;

/**
 * Opens the database and applies pending migrations (idempotent), then runs `prepare` (the demo
 * accounts and content) if given. PostgreSQL when a URL is given: both steps run under a
 * session-level advisory lock held by one dedicated connection, so several processes starting
 * together on one database migrate and seed one after the other. Else PGlite, file-backed under
 * `dataDirectory/pglite` or in memory for `:memory:` (one process owns it: no lock needed).
 */
export async function openDatabase(
  options: {
    databaseUrl?: string | undefined;
    dataDirectory: string;
  },
  prepare?: (db: Database) => Promise<void>,
): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 10_000,
    });
    // An idle connection the server ends (restart, failover, a dropped test database) emits
    // 'error' on the pool; unheard, it would crash the process. The pool replaces it on the
    // next query, so a warning is enough.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const db = drizzleNodePostgres(pool, { schema });
    try {
      await underStartupLock(pool, async () => {
        await migrateNodePostgres(db, { migrationsFolder });
        await prepare?.(db as unknown as Database);
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    // What other processes on this database publish is forgotten here at once (issue 25).
    const listener = listenForContentChanges(options.databaseUrl, announcerOf(db), () =>
      foreignContentChanged(db),
    );
    await listener.ready;
    return {
      db: db as unknown as Database,
      engine: 'postgresql',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  let client: PGlite;
  if (options.dataDirectory === ':memory:') {
    client = await PGlite.create();
  } else {
    mkdirSync(options.dataDirectory, { recursive: true });
    client = await PGlite.create(path.join(options.dataDirectory, 'pglite'));
  }
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
    await prepare?.(db as unknown as Database);
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    poolStats: () => null,
    close: () => client.close(),
  };
}

/** Network failures on the way to PostgreSQL (Node's socket and DNS error codes). */
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL's SQLSTATEs for a server that is going, gone or full: class 08 (connection
 * exception), 57P01 to 57P03 (administrator, crash, cannot connect now: a restart or failover),
 * 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** The drivers' own words for a lost or closed connection (pg, pg-pool, PGlite). */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is clos(ed|ing)$/,
];

/**
 * Whether an error says the database cannot be reached now (down, restarting, out of the
 * network, closed) rather than that a query was wrong: the API answers those 503 with
 * Retry-After, and the pool connects again by itself once the database is back. Looks through
 * Drizzle's wrapper (`cause`) and Node's several-addresses AggregateError.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) {
    return false;
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_ERRORS.has(code) || UNAVAILABLE_STATES.test(code))) {
    return true;
  }
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) {
    return true;
  }
  const inner = [error.cause, ...(error instanceof AggregateError ? error.errors : [])];
  return inner.some((cause) => isDatabaseUnavailable(cause, depth + 1));
}

/** Runs `work` while holding the startup advisory lock on one connection of the pool. */
async function underStartupLock(pool: pg.Pool, work: () => Promise<void>): Promise<void> {
  const lockClient = await pool.connect();
  let failed = false;
  try {
    // Waits while another process migrates or seeds.
    await lockClient.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    await work();
    await lockClient.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // After a failure the connection is closed, not reused: closing its session ends the lock too.
    lockClient.release(failed);
  }
}
