import { join } from 'node:path';
import { catalogue } from '@tongxin/api-client/catalogue';
import type { CallDeclaration } from '@tongxin/api-client/define';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { modules } from '../modules';
import { installInjectXhr } from '../testing/client';
import { contractFixture, type CallExample } from '../testing/contract';
import { startTestApp, type TestApp } from '../testing/harness';
import { universityDriver } from '../testing/university';

/*
 * The systemic check against hostile input: every declared call of the catalogue — modules added later
 * included — is sent values generated from its params schema and beyond it (wrong types, huge and
 * negative numbers, long and odd strings, NUL and lone surrogates, missing and extra fields,
 * `__proto__`/`constructor` keys), starting from its contract example so the generated requests
 * reach the handler with a real session. Every reply must be a 2xx, or a 4xx with a msg; never a
 * 500, never a stack trace, and nothing written to the error log. Seeded and bounded: FUZZ_RUNS
 * requests per call (default 12), FUZZ_SEED to replay a failure.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 18);

/** Numbers at and beyond every bound a column or a JavaScript number has. */
const edgeNumber = fc.constantFrom(0, -1, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, -(2 ** 53) - 2, 1e21, 1e308, -1e308, 0.5, -0.0);
/** Text people (and attackers) type: control characters, invalid Unicode, escapes, paths, markup, numbers written oddly. */
const oddText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '\u001b[31m',
    '\u202e',
    '%',
    '%E0%A4%A',
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    'NaN',
    'Infinity',
    '1e400',
    '-0',
    '0x10',
    '2147483648',
    '-2147483649',
    '99999999999999999999',
    'true',
    'false',
    'null',
    '[]',
    '{}',
    '{"__proto__":{"x":1}}',
    '[1,2,"a"]',
    '😀'.repeat(50),
    'http://evil.example/api/storage/h5%2',
    '/api/storage/h5/1000_1700000000000_%ZZ.png',
    '/api/content/storage/h5/1000_1700000000000_%E0%A4%A.png',
    '["/api/content/storage/h5%2"]',
    '1,2147483648',
  ),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.string({ maxLength: 40, unit: 'grapheme' }),
  fc.nat({ max: 300_000 }).map((n) => 'x'.repeat(n)),
);
/** Anything a JSON body can carry. */
const anyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    edgeNumber,
    fc.integer(),
    fc.double({ noNaN: true }),
    oddText,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.string({ maxLength: 5 })), tie('value'), { maxKeys: 3 }),
  ),
})).value;

type JsonSchema = {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
};

/** Values the field's own schema (as JSON Schema, input side) accepts, near its bounds. */
function fromSchema(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return anyValue;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(fromSchema));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -(2 ** 31)) + 1, -(2 ** 31));
      const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 2 ** 31) - 1, 2 ** 31 - 1);
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max, min - 1, max + 1));
    }
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 64, 64);
      return fc.oneof(fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }), fc.string({ minLength: maxLength + 1, maxLength: maxLength + 3 }));
    }
    case 'boolean':
      return fc.boolean();
    default:
      return anyValue;
  }
}

/** What the fuzzer sends: per field, the example's value, one its schema allows, a hostile one, or nothing; plus extra keys. */
function requestsOf(declaration: CallDeclaration, base: Record<string, unknown>) {
  const json = z.toJSONSchema(declaration.params, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const fields = [...new Set([...Object.keys(json.properties ?? {}), ...Object.keys(base)])];
  const field = (key: string) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(key in base ? base[key] : undefined) },
      { weight: 2, arbitrary: fromSchema(json.properties?.[key]) },
      { weight: 2, arbitrary: anyValue },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  const extra = fc.array(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra', 'iid[]', 'a.b', ''), anyValue), { maxLength: 2 });
  return fc.record({
    params: fc.tuple(...fields.map((key) => field(key).map((value) => [key, value] as const))),
    extra,
    /** Sometimes not an object at all (POST). */
    shape: fc.constantFrom('object', 'object', 'object', 'object', 'object', 'object', 'array', 'text', 'broken'),
  });
}

const asQueryValue = (value: unknown): string | string[] =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '')) : typeof value === 'string' ? value : JSON.stringify(value) ?? '';

interface Sent {
  method: 'GET' | 'POST';
  url: string;
  query?: Record<string, string | string[]>;
  payload?: string;
}

function build(declaration: CallDeclaration, pairs: (readonly [string, unknown])[], shape: string): Sent {
  const present = pairs.filter(([, v]) => v !== undefined);
  if (declaration.transport === 'gateway' || declaration.method === 'GET') {
    const query: Record<string, string | string[]> = {};
    for (const [k, v] of present) query[k] = asQueryValue(v);
    if (declaration.transport === 'gateway') return { method: 'GET', url: '/h5/getjsonp', query: { ...query, uri: declaration.uri, domain: 'localhost', f: '1' } };
    return { method: 'GET', url: `/api${declaration.uri}`, query };
  }
  // Object.fromEntries makes `__proto__` an own key, so JSON carries it as an attacker would.
  const body = Object.fromEntries(present);
  const payload = shape === 'array' ? JSON.stringify(Object.values(body)) : shape === 'text' ? JSON.stringify('text') : shape === 'broken' ? '{"iid":' : JSON.stringify(body);
  return { method: 'POST', url: `/api${declaration.uri}`, payload };
}

const STACK = /\bat [\w$.<>]+ \(|node_modules|\.ts:\d+:\d+|Error: /;

describe('every declared call, sent generated and hostile params', () => {
  let t: TestApp;
  let app: TestApp['app'];
  const errors: string[] = [];
  const bases = new Map<CallDeclaration, Record<string, unknown>>();
  let uninstallXhr: () => void = () => undefined;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    // The same database, served by an app whose error log this test reads (every 500 is logged).
    const config = loadConfig({ DATA_DIR: t.dataDir, SMS_EXPOSE_CODES: '1', PAY_SANDBOX_ENDPOINT: '1', COMMUNITY_DIST: join(t.dataDir, 'none'), UNIVERSITY_DIST: join(t.dataDir, 'none') });
    app = await createApp({ db: t.database.db, config, smsLog: () => undefined, errorLog: { write: (line) => void errors.push(line) } });
    uninstallXhr = installInjectXhr(app);
    const fx = contractFixture(app, t.database.db, universityDriver(() => app, { mobilePrefix: '1370088', first: 0 }));
    const here = join(import.meta.dirname, '..', 'modules');
    for (const m of modules.filter((x) => x.calls.length > 0)) {
      const { examples } = (await import(join(here, m.name, 'contract.ts'))) as { examples: readonly CallExample[] };
      for (const { declaration, params } of examples) {
        bases.set(declaration, (await Promise.resolve(params(fx)).catch(() => ({}))) as Record<string, unknown>);
      }
    }
  }, 300_000);
  afterAll(async () => {
    uninstallXhr();
    await app?.close();
    await t?.close();
  });

  it('covers the whole catalogue', () => {
    expect(catalogue.length).toBeGreaterThan(40);
  });

  it.each(catalogue.map((d) => [d.name, d] as const))(
    '%s: answers 2xx, or 4xx with a msg — never 500, never a stack',
    async (_name, declaration) => {
      const base = bases.get(declaration) ?? {};
      await fc.assert(
        fc.asyncProperty(requestsOf(declaration, base), async ({ params, extra, shape }) => {
          const sent = build(declaration, [...params, ...extra], shape);
          const before = errors.length;
          const reply = await app.inject({
            method: sent.method,
            url: sent.url,
            query: sent.query,
            payload: sent.payload,
            headers: sent.method === 'POST' ? { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': '10.200.0.1' } : { 'x-forwarded-for': '10.200.0.1' },
          });
          const where = `${declaration.name} ${sent.method} ${sent.url} ${JSON.stringify(sent.query ?? sent.payload)?.slice(0, 300)}`;
          expect(reply.statusCode, `${where} → ${reply.body.slice(0, 300)}`).toBeLessThan(500);
          expect(reply.body, where).not.toMatch(STACK);
          if (reply.statusCode >= 400) {
            const body = reply.json<{ msg?: unknown }>();
            expect(typeof body.msg === 'string' && body.msg.length > 0, `${where} → ${reply.body}`).toBe(true);
          }
          expect(errors.slice(before), where).toEqual([]);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    120_000,
  );
});
