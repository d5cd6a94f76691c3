import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../modules';
import { BACKENDS, createTestDatabase } from '../testing/harness';
import { migrationsFolder } from './client';
import { migrationSets, MIGRATIONS_SCHEMA, type MigrationSet } from './migrations';
import * as core from './schema';

/** The last migration before member orders had a plan column. */
const BEFORE_PLAN = '0004_upload_face_check';

/** A copy of the migrations folder whose journal stops at `tag`: the database as an older server left it. */
function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tongxin-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === tag);
  if (end < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

interface Engine {
  /** The drizzle instance (drizzle-kit's pushSchema reads the database through it). */
  db: PgDatabase<PgQueryResultHKT>;
  run(statement: string): Promise<void>;
  rows(statement: string): Promise<Record<string, unknown>[]>;
  /** Runs one folder's migrations, recorded in its journal table (the legacy history's by default). */
  migrate(folder: string, table?: string): Promise<void>;
  close(): Promise<void>;
}

/** Runs every set the server runs, in its order (db/client.ts's openDatabase does the same). */
async function migrateAll(engine: Engine, sets: readonly MigrationSet[] = migrationSets(modules)) {
  for (const set of sets) await engine.migrate(set.folder, set.table);
}

async function openEngine(backend: 'pglite' | 'postgres'): Promise<Engine> {
  if (backend === 'pglite') {
    const client = new PGlite();
    const db = drizzlePglite(client);
    return {
      db: db as unknown as PgDatabase<PgQueryResultHKT>,
      run: async (statement) => void (await client.exec(statement)),
      rows: async (statement) => (await client.query<Record<string, unknown>>(statement)).rows,
      migrate: (folder, table = '__drizzle_migrations') => migratePglite(db, { migrationsFolder: folder, migrationsTable: table, migrationsSchema: MIGRATIONS_SCHEMA }),
      close: () => client.close(),
    };
  }
  const fresh = await createTestDatabase();
  const pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
  const db = drizzlePg(pool);
  return {
    db: db as unknown as PgDatabase<PgQueryResultHKT>,
    run: async (statement) => void (await db.execute(sql.raw(statement))),
    rows: async (statement) => (await pool.query<Record<string, unknown>>(statement)).rows,
    migrate: (folder, table = '__drizzle_migrations') => migratePg(db, { migrationsFolder: folder, migrationsTable: table, migrationsSchema: MIGRATIONS_SCHEMA }),
    close: async () => {
      await pool.end();
      await fresh.drop();
    },
  };
}

describe.each(BACKENDS)('migrations on %s', (backend) => {
  let engine: Engine;
  let older: string;

  beforeAll(async () => {
    older = migrationsUpTo(BEFORE_PLAN);
    engine = await openEngine(backend);
  }, 60_000);
  afterAll(async () => {
    await engine?.close();
    rmSync(older, { recursive: true, force: true });
  });

  it('gives vip orders made before the plan column their card, read from the old order id', async () => {
    await engine.migrate(older);
    await engine.run(`
      INSERT INTO vip_plans (id, iid, title, description, image, price, days) VALUES
        (2, 1000, '年卡', '', '', 99, 365), (5, 2000, '别家的卡', '', '', 9, 30);
      INSERT INTO members (id, iid, mobile, password_hash, nick_name) VALUES (1, 1000, '13800138000', 'x', 'm');
      INSERT INTO member_orders (order_id, iid, member_id, status, business_type, title, price, trade_no) VALUES
        ('VIP2TLX1ABCDEF12', 1000, 1, 1, 4, '年卡', 99, 'Mwaiting1'),
        ('VIP5TLX1ABCDEF13', 1000, 1, 1, 4, '别家的卡', 9, ''),
        ('VIP9TLX1ABCDEF14', 1000, 1, 1, 4, '下架的卡', 9, ''),
        ('TX202400000001', 1000, 1, 11, 1, '活动', 59, '4200002024');
    `);
    await engine.migrate(migrationsFolder);
    const rows = await engine.rows('SELECT order_id, plan_id FROM member_orders ORDER BY order_id');
    expect(rows).toEqual([
      { order_id: 'TX202400000001', plan_id: null },
      { order_id: 'VIP2TLX1ABCDEF12', plan_id: 2 },
      // Another tenant's card, or a card no longer sold, is not guessed.
      { order_id: 'VIP5TLX1ABCDEF13', plan_id: null },
      { order_id: 'VIP9TLX1ABCDEF14', plan_id: null },
    ]);
    // A trade number names one order from now on; '' (not prepaid yet) may repeat.
    await expect(
      engine.run(`INSERT INTO member_orders (order_id, iid, member_id, status, business_type, title, price, trade_no) VALUES ('X1', 1000, 1, 1, 1, 'x', 1, 'Mwaiting1')`),
    ).rejects.toThrow();
    await engine.run(`INSERT INTO member_orders (order_id, iid, member_id, status, business_type, title, price) VALUES ('X2', 1000, 1, 1, 1, 'x', 1)`);
  });
});

/** The latest snapshot of a migrations folder (drizzle-kit's record of the schema its migrations make). */
function latestSnapshot(folder: string): DrizzleSnapshotJSON {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number }[] };
  const last = journal.entries.at(-1);
  if (!last) throw new Error(`${folder} has no migration`);
  return JSON.parse(readFileSync(join(folder, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8')) as DrizzleSnapshotJSON;
}

/** Every owner of tables: the platform's own, then each module with tables, with its migrations folder. */
const owners = [
  { name: 'core', tables: core as Record<string, unknown> },
  ...modules.filter((m) => Object.keys(m.tables).length > 0).map((m) => ({ name: m.name, tables: m.tables })),
].map((owner) => ({ ...owner, folder: migrationSets(modules).find((set) => set.name === owner.name)?.folder ?? '' }));

/**
 * What a database holds of some tables, as PostgreSQL describes it: columns (type, null, default),
 * constraints (primary, unique, foreign keys) and indexes, each as a line.
 */
async function describeTables(engine: Engine, tables: readonly string[]): Promise<string[]> {
  const list = tables.map((t) => `'${t}'`).join(', ');
  const rows = [
    ...(await engine.rows(`SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '-') AS line
      FROM information_schema.columns WHERE table_schema = 'public' AND table_name IN (${list})`)),
    ...(await engine.rows(`SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS line
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text IN (${list})`)),
    ...(await engine.rows(`SELECT indexdef AS line FROM pg_indexes WHERE schemaname = 'public' AND tablename IN (${list})`)),
  ];
  return rows.map((r) => String(r.line)).sort();
}

const tableNames = (tables: Record<string, unknown>) => Object.keys(generateDrizzleJson(tables).tables).map((key) => key.replace(/^public\./, ''));

describe.each(BACKENDS)('each module owns its migrations, on %s', (backend) => {
  let engine: Engine;
  /** A database made straight from every schema.ts, as drizzle-kit would create it from nothing. */
  let declared: Engine;

  beforeAll(async () => {
    engine = await openEngine(backend);
    declared = await openEngine(backend);
    const everything = Object.assign({}, ...owners.map((o) => o.tables)) as Record<string, unknown>;
    for (const statement of await generateMigration(generateDrizzleJson({}), generateDrizzleJson(everything))) await declared.run(statement);
  }, 60_000);
  afterAll(async () => {
    await engine?.close();
    await declared?.close();
  });

  it('brings a database of the server before modules owned migrations up to date, without running that history again', async () => {
    await engine.migrate(migrationsFolder);
    await engine.run(`INSERT INTO tenants (iid, name) VALUES (1000, '同心')`);
    const journal = 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations';
    const before = await engine.rows(journal);
    await migrateAll(engine);
    await migrateAll(engine);
    // The history stays as it was recorded; every other set recorded its own migrations, once.
    expect(await engine.rows(journal)).toEqual(before);
    for (const set of migrationSets(modules).slice(1)) {
      const [row] = await engine.rows(`SELECT count(*)::int AS n FROM drizzle.${set.table}`);
      expect(row?.n, set.name).toBe(latestIdx(set.folder) + 1);
    }
    expect(await engine.rows('SELECT iid, name FROM tenants')).toEqual([{ iid: 1000, name: '同心' }]);
  });

  it('keeps the rows of an older database, their money converted to fen', async () => {
    const older = await openEngine(backend);
    try {
      await older.migrate(migrationsFolder);
      const pack = { title: '券包', coupons: [{ id: 1001, name: '满100减10元券', discountType: 1, minusPrice: 10, fullPrice: 100 }, { id: 1002, name: '8.5折', discountType: 2, minusPrice: 8.5, fullPrice: 0 }] };
      const product = { contents: { image: '', title: '帆布袋', price: 29.9, costV2: 49, link: '' } };
      await older.run(`
        INSERT INTO tenants (iid, name) VALUES (1000, '同心');
        INSERT INTO vip_plans (id, iid, title, description, image, price, days) VALUES (1, 1000, '月卡', '', '', 9.9, 30);
        INSERT INTO members (id, iid, mobile, password_hash, nick_name) VALUES (1, 1000, '13800138000', 'x', 'm');
        INSERT INTO member_orders (order_id, iid, member_id, status, business_type, title, price, num, plan_id) VALUES
          ('A1', 1000, 1, 11, 1, '活动', 29.9, 2, NULL), ('VIP1', 1000, 1, 1, 4, '月卡', 9.9, 1, 1);
        INSERT INTO coupon_templates (id, iid, name, discount_type, minus_price, full_price, end_time) VALUES
          (1001, 1000, '满100减10元券', 1, 10, 100, now()), (1002, 1000, '8.5折', 2, 8.5, 0, now());
        INSERT INTO coupons (iid, name, discount_type, minus_price, full_price, end_time) VALUES (1000, '满50减10', 1, 10, 50, now()), (1000, '9折', 2, 9, 0, now());
        INSERT INTO community_ads (id, iid, type, content) VALUES
          (1, 1000, 5, '${JSON.stringify(pack)}'), (2, 1000, 4, '${JSON.stringify(pack.coupons)}'), (3, 1000, 2, '${JSON.stringify(product)}'),
          (4, 1000, 1, '{"text":"通知"}'), (5, 1000, 5, 'not json');
      `);
      await migrateAll(older);
      expect(await older.rows('SELECT price FROM vip_plans')).toEqual([{ price: 990 }]);
      expect(await older.rows('SELECT order_id, price, num, business_type FROM member_orders ORDER BY order_id')).toEqual([
        { order_id: 'A1', price: 2990, num: 2, business_type: 1 },
        // A vip card's order lists with its one business type now (order.BUSINESS_TYPE.vip).
        { order_id: 'VIP1', price: 990, num: 1, business_type: 30 },
      ]);
      expect(await older.rows('SELECT id, minus_price, full_price FROM coupon_templates ORDER BY id')).toEqual([
        { id: 1001, minus_price: 1000, full_price: 10000 },
        { id: 1002, minus_price: 85, full_price: 0 },
      ]);
      expect(await older.rows('SELECT minus_price, full_price FROM coupons ORDER BY id')).toEqual([
        { minus_price: 1000, full_price: 5000 },
        { minus_price: 90, full_price: 0 },
      ]);
      const ads = new Map((await older.rows('SELECT id, content FROM community_ads')).map((r) => [Number(r.id), String(r.content)]));
      const fenCoupons = [
        { id: 1001, name: '满100减10元券', discountType: 1, minusPrice: 1000, fullPrice: 10000 },
        { id: 1002, name: '8.5折', discountType: 2, minusPrice: 85, fullPrice: 0 },
      ];
      expect(JSON.parse(ads.get(1) ?? '')).toEqual({ title: '券包', coupons: fenCoupons });
      expect(JSON.parse(ads.get(2) ?? '')).toEqual(fenCoupons);
      expect(JSON.parse(ads.get(3) ?? '')).toEqual({ contents: { image: '', title: '帆布袋', price: 2990, costV2: 4900, link: '' } });
      expect(ads.get(4)).toBe('{"text":"通知"}');
      expect(ads.get(5)).toBe('not json');
    } finally {
      await older.close();
    }
  });

  it.each(owners.map((o) => [o.name, o] as const))('%s: its migrations make exactly the tables its schema.ts declares, and leave nothing to generate', async (_name, owner) => {
    // The database the migrations made above, and the one made from the schema, describe these tables alike.
    const tables = tableNames(owner.tables);
    expect(tables.length).toBeGreaterThan(0);
    expect(await describeTables(engine, tables)).toEqual(await describeTables(declared, tables));
    // And `pnpm db:generate <module>` would find nothing: the latest snapshot is the schema.
    expect(await generateMigration(latestSnapshot(owner.folder), generateDrizzleJson(owner.tables))).toEqual([]);
  });
});

function latestIdx(folder: string): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number }[] };
  return journal.entries.at(-1)?.idx ?? -1;
}
