import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogue } from '@tongxin/api-client/catalogue';
import type { CallDeclaration } from '@tongxin/api-client/define';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleMigrationsFolder } from '../db/migrations';
import * as core from '../db/schema';
import { seedOrder } from '../db/seed';
import { portOf } from '../platform/module';
import { paymentModules } from '../platform/payments';
import { installInjectXhr } from '../testing/client';
import { contractFixture, send, type CallExample, type ContractFixture } from '../testing/contract';
import type { FakeServer } from '../testing/fake-server';
import { startTestApp, type TestApp } from '../testing/harness';
import { TICKET_SECRET } from '../testing/identity';
import { universityDriver } from '../testing/university';
import { APP_ID, fakeWechat, MINI_APP_ID, MINI_SECRET, SECRET } from '../testing/wechat';
import { modules } from './index';

/*
 * The server module contract (README "Adding a server module"): every declared call is served by
 * exactly one module, and every handler answers its declaration's example with a reply its result
 * schema accepts; the module list is the truth about folders, tables, migrations, seeds and trade
 * prefixes; no module reads another's tables.
 */

const here = dirname(import.meta.filename ?? fileURLToPath(import.meta.url));
const tablesOf = (tables: Readonly<Record<string, unknown>>) =>
  Object.values(tables)
    .filter((t): t is PgTable => is(t, PgTable))
    .map((t) => getTableConfig(t).name);

describe('the module list', () => {
  it('serves every declared call with exactly one handler, and nothing undeclared', () => {
    const served = modules.flatMap((m) => m.calls.map((c) => ({ module: m.name, call: c.declaration })));
    const twice = served.filter((s, i) => served.findIndex((o) => o.call === s.call) !== i).map((s) => `${s.call.name} (${s.module})`);
    expect(twice).toEqual([]);
    const servedSet = new Set<CallDeclaration>(served.map((s) => s.call));
    expect(catalogue.filter((c) => !servedSet.has(c)).map((c) => c.name)).toEqual([]);
    expect(served.filter((s) => !catalogue.includes(s.call)).map((s) => s.call.name)).toEqual([]);
  });

  it('has one module per folder of src/modules, each named after its folder', () => {
    const folders = readdirSync(here).filter((f) => statSync(join(here, f)).isDirectory());
    expect(modules.map((m) => m.name).sort()).toEqual(folders.sort());
  });

  it('gives every table one owner, and every module with tables its migrations', () => {
    const owners = new Map<string, string>(tablesOf(core).map((t) => [t, 'core']));
    for (const m of modules) {
      for (const table of tablesOf(m.tables)) {
        expect(owners.get(table), `${table} of ${m.name}`).toBeUndefined();
        owners.set(table, m.name);
      }
      if (tablesOf(m.tables).length > 0) expect(existsSync(join(moduleMigrationsFolder(m.name), 'meta', '_journal.json')), m.name).toBe(true);
    }
  });

  it('seeds in an order that honours every `after`, and routes each trade prefix to one module', () => {
    const order = seedOrder(modules).map((m) => m.name);
    for (const m of modules) {
      for (const before of m.seed?.after ?? []) expect(order.indexOf(before), `${m.name} after ${before}`).toBeLessThan(order.indexOf(m.name));
    }
    expect(paymentModules(modules).map((m) => m.payments?.prefix)).toEqual(['T', 'M', 'C']);
  });

  it('fills each one-module port once: the coupons an order spends, the activities a post names', () => {
    expect(portOf(modules, 'coupons')).toBe(modules.find((m) => m.name === 'coupon')?.coupons);
    expect(portOf(modules, 'activityTitles')).toBe(modules.find((m) => m.name === 'act')?.activityTitles);
    expect(modules.filter((m) => m.memberProfile).map((m) => m.name).sort()).toEqual(['point', 'vip']);
  });

  it('reads no other module’s table in raw SQL', () => {
    const owner = new Map<string, string>();
    for (const m of modules) for (const table of tablesOf(m.tables)) owner.set(table, m.name);
    const found: string[] = [];
    for (const m of modules) {
      const folder = join(here, m.name);
      for (const file of readdirSync(folder, { recursive: true }).map(String).filter((f) => f.endsWith('.ts'))) {
        const text = readFileSync(join(folder, file), 'utf8');
        // SQL written by hand: sql`…` templates and statements passed as strings.
        for (const snippet of [...text.matchAll(/sql`([^`]*)`/g), ...text.matchAll(/execute\(\s*[`'"]([^`'"]*)/g)].map((match) => match[1] ?? '')) {
          for (const word of snippet.match(/[a-z_]+/g) ?? []) {
            const table = owner.get(word);
            if (table && table !== m.name) found.push(`${m.name}/${file} reads ${word} (${table})`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });
});

describe('every handler answers its declaration', () => {
  let t: TestApp;
  let wechatApi: FakeServer;
  let fx: ContractFixture;
  let uninstallXhr: () => void = () => undefined;

  beforeAll(async () => {
    wechatApi = await fakeWechat();
    t = await startTestApp('pglite', { env: { WECHAT_APP_ID: APP_ID, WECHAT_APP_SECRET: SECRET, WECHAT_MINI_APP_ID: MINI_APP_ID, WECHAT_MINI_APP_SECRET: MINI_SECRET, WECHAT_API_BASE: wechatApi.url, IDENTITY_TICKET_SECRET: TICKET_SECRET, PAY_SANDBOX_ENDPOINT: '1' } });
    uninstallXhr = installInjectXhr(t.app);
    fx = contractFixture(t.app, t.database.db, universityDriver(() => t.app, { mobilePrefix: '1370077', first: 0 }));
  }, 120_000);
  afterAll(async () => {
    uninstallXhr();
    await t?.close();
    await wechatApi?.close();
  });

  it.each(modules.filter((m) => m.calls.length > 0).map((m) => [m.name, m] as const))(
    '%s: an example of every call it serves succeeds, its reply accepted by the result schema',
    async (name, module) => {
      const { examples } = (await import(join(here, name, 'contract.ts'))) as { examples: readonly CallExample[] };
      const served = module.calls.map((c) => c.declaration.name);
      expect(examples.map((e) => e.declaration.name).sort()).toEqual([...served].sort());
      for (const { declaration, params } of examples) {
        const reply = await send(t.app, declaration, await params(fx));
        // `send` parses the decoded reply with the declaration's result schema (a mismatch throws).
        expect({ call: declaration.name, status: reply.status, error: reply.error }).toEqual({ call: declaration.name, status: 200, error: undefined });
        expect(reply.result, declaration.name).not.toBeUndefined();
      }
    },
    120_000,
  );
});
