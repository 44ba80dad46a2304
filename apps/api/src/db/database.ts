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
import * as schema from './schema';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The one query layer over PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgresql';
  close(): Promise<void>;
}

/**
 * Opens the database and applies pending migrations (idempotent). PostgreSQL when a URL is
 * given; else PGlite, file-backed under `dataDirectory/pglite` or in memory for `:memory:`.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDirectory: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, a dropped test database) emits
    // 'error' on the pool; unheard, it would crash the process. The pool replaces it on the
    // next query, so a warning is enough.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const db = drizzleNodePostgres(pool, { schema });
    await migrateNodePostgres(db, { migrationsFolder });
    return { db: db as unknown as Database, engine: 'postgresql', close: () => pool.end() };
  }
  let client: PGlite;
  if (options.dataDirectory === ':memory:') {
    client = await PGlite.create();
  } else {
    mkdirSync(options.dataDirectory, { recursive: true });
    client = await PGlite.create(path.join(options.dataDirectory, 'pglite'));
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, engine: 'pglite', close: () => client.close() };
}
