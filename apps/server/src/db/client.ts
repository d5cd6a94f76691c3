import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as communitySchema from '../modules/community/schema';
import * as memberSchema from '../modules/member/schema';
import * as coreSchema from './schema';

/** Every module's tables: the core's and each module's own schema.ts. */
const schema = { ...coreSchema, ...communitySchema, ...memberSchema };

export type Schema = typeof schema;
/** Either driver: handlers see one type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** 'pglite' (embedded) or 'postgres'. */
  dialect: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The migrations folder: apps/server/drizzle, from src/db in development and from dist when built. */
export const migrationsFolder = resolve(
  dirname(fileURLToPath(import.meta.url)),
  import.meta.url.includes('/src/') ? '../../drizzle' : '../drizzle',
);

/**
 * Opens the database and runs the migrations: PostgreSQL when `databaseUrl` is given, else
 * embedded PGlite in `dataDir` ('memory://' for a throwaway in-memory database).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, dialect: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir.startsWith('memory://') ? undefined : join(dataDir, 'pgdata'));
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, dialect: 'pglite', close: () => client.close() };
}
