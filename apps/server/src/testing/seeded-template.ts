import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { shanghaiDay } from '../platform/time';

/*
 * Seeding every module is most of what starting a test app costs (seconds of a loaded 2-core
 * machine, for each of the suite's test apps). So the suite seeds once, before its files run
 * (src/testing/global-setup.ts): an embedded database dumped to a file, and with DATABASE_URL a
 * PostgreSQL template database; each test app then starts from a copy of it. The environment
 * variables below carry them to the test files; without them (a script, a run without the global
 * setup) a test database is migrated and seeded afresh, as before.
 */

/** The seeded embedded database's dump (a tar file, PGlite's dumpDataDir). */
export const PGLITE_TEMPLATE_ENV = 'TONGXIN_TEST_PGLITE_TEMPLATE';
/** The seeded PostgreSQL template database's name, beside DATABASE_URL's. */
export const POSTGRES_TEMPLATE_ENV = 'TONGXIN_TEST_POSTGRES_TEMPLATE';
/**
 * The day (Asia/Shanghai, YYYY-MM-DD) the templates were seeded on. The seed is relative to its
 * day: a game on today, enrolment open through the day (game 2). A run that started before
 * Shanghai's midnight (16:00 UTC) and goes on past it would otherwise hand its later test apps
 * yesterday's "today"; from then on they are seeded afresh instead.
 */
export const TEMPLATE_DAY_ENV = 'TONGXIN_TEST_TEMPLATE_DAY';

/** Whether the templates were seeded on the day it is now in Shanghai (see TEMPLATE_DAY_ENV). */
export function templateIsCurrent(now = new Date()): boolean {
  return process.env[TEMPLATE_DAY_ENV] === shanghaiDay(now);
}

/** A connection URL of another database on DATABASE_URL's server. */
export function databaseUrl(name: string): string {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on DATABASE_URL's server outside any transaction (CREATE / DROP DATABASE). */
export async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new database name (`<prefix>_<random>`): suites and repeated runs never share one. */
export function freshName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** Seeds an embedded database and dumps it to a file; returns the file and its removal. */
export async function createPgliteTemplate(): Promise<{ file: string; remove(): void }> {
  const database = await openDatabase({});
  await seedIfEmpty(database.db);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'tongxin-test-template-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Creates, migrates and seeds a PostgreSQL template database; returns its name and its removal. */
export async function createPostgresTemplate(): Promise<{ name: string; remove(): Promise<void> }> {
  const name = freshName('tongxin_template');
  await onServer(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(name) });
  try {
    await seedIfEmpty(database.db);
  } finally {
    await database.close();
  }
  return { name, remove: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A seeded database of its own for a test app: a copy of the suite's template when the global
 * setup made one on today's date, else a fresh one migrated and seeded here. `fresh` opens an empty database
 * (harness openTestDatabase) for the fallback.
 */
export async function openSeededDatabase(backend: 'pglite' | 'postgres', fresh: () => Promise<Database>): Promise<Database> {
  const template = process.env[backend === 'pglite' ? PGLITE_TEMPLATE_ENV : POSTGRES_TEMPLATE_ENV];
  if (!template || !templateIsCurrent()) {
    const database = await fresh();
    await seedIfEmpty(database.db);
    return database;
  }
  if (backend === 'pglite') return openDatabase({ loadDataDir: new Blob([readFileSync(template)]) });
  const name = freshName('tongxin_test');
  await onServer(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(name) });
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
