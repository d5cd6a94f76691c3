import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { modules as defaultModules } from '../modules';
import type { ServerModule } from '../platform/module';
import { migrationSets, MIGRATIONS_SCHEMA, type MigrationSet } from './migrations';

export { findMigrationsFolder, migrationsFolder } from './migrations';

/** Either driver: handlers see one type (queries name their tables; no relational query schema). */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  /** 'pglite' (embedded) or 'postgres'. */
  dialect: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** drizzle's migrator options for one set: its folder and its own journal table. */
function config(set: MigrationSet) {
  return { migrationsFolder: set.folder, migrationsTable: set.table, migrationsSchema: MIGRATIONS_SCHEMA };
}

/** Advisory lock keys (any constant bigint; these spell "tongxin" migrate / seed). */
export const MIGRATION_LOCK_KEY = 7_480_001;
export const SEED_LOCK_KEY = 7_480_002;

/**
 * Runs the migrations while holding a session advisory lock on a connection of its own: two
 * instances starting on one empty PostgreSQL migrate one after the other (the second finds the
 * journals up to date) instead of both creating the same tables.
 */
async function migrateLocked(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
}

/**
 * Opens the database and runs the migrations: PostgreSQL when `databaseUrl` is given, else
 * embedded PGlite in `dataDir` ('memory://' for a throwaway in-memory database).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** An idle PostgreSQL connection was closed under the pool (default: a warning on stderr). */
  onIdleError?: (error: Error) => void;
  /** Whose migrations run (default: the module list). */
  modules?: readonly ServerModule[];
  /** An embedded database to start in memory from (a PGlite dumpDataDir tar; tests' seeded template). */
  loadDataDir?: Blob;
}): Promise<Database> {
  const sets = migrationSets(options.modules ?? defaultModules);
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // PostgreSQL closing an idle connection (a restart, a failover, pg_terminate_backend) is an
    // 'error' event on the pool, and an unheard one ends the process. The pool has already
    // dropped that client; the next query opens a new connection.
    const onIdleError = options.onIdleError ?? ((error: Error) => console.warn(`database: an idle connection was closed (${error.message})`));
    pool.on('error', onIdleError);
    const db = drizzlePg(pool);
    try {
      await migrateLocked(pool, async () => {
        for (const set of sets) await migratePg(db, config(set));
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Db, dialect: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir: dataDir.startsWith('memory://') ? undefined : join(dataDir, 'pgdata'), loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client);
  for (const set of sets) await migratePglite(db, config(set));
  return { db: db as unknown as Db, dialect: 'pglite', close: () => client.close() };
}
