import { readFileSync } from 'node:fs';
import { dirname as folderOf, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import { isCallDeclaration, type CallDeclaration } from '../define';
import * as catalogueModule from './index';
import { callsOf, catalogue, MODULES, plannedCalls, site } from './index';
import { detail, list, logistics, refundEms } from './order';
import { millisParam } from './shapes';
import * as university from './university';

/*
 * Spec §7 is the list of calls the product makes: this test reads it and checks that each one is
 * declared, or planned (./planned.ts: the issue whose module will serve it), so a call added to
 * the spec without either fails here.
 */

// The repository's copy of the spec (docs/spec/, kept equal to ../shared/spec/ by the test command).
// (jsdom gives import.meta.url an http scheme; the test file's own path is import.meta.filename.)
const here = import.meta.filename ?? fileURLToPath(import.meta.url);
const specPath = resolve(folderOf(here), '../../../../docs/spec/platform-spec.md');
const spec = readFileSync(specPath, 'utf8');

function section7(text: string): string {
  const start = text.indexOf('## 7.');
  const end = text.indexOf('## 8.');
  if (start < 0 || end < start) throw new Error('spec has no section 7');
  return text.slice(start, end);
}

const calls = section7(spec);
const [communityPart = '', universityPart = ''] = calls.split('University service calls');
const bullets = (part: string) =>
  part
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2));

interface SpecPath {
  /** As the spec writes it: an absolute path, or an item relative to the path before it. */
  readonly text: string;
  /** The absolute paths it can stand for. */
  readonly candidates: readonly string[];
}

const ABSOLUTE = /(?<![A-Za-z0-9_.])\/[A-Za-z0-9_./-]*[A-Za-z0-9_]/g;
const RELATIVE = /^[A-Za-z][A-Za-z0-9_.]*(\/[A-Za-z0-9_.]+)*$/;

function dirname(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/**
 * The spec's community calls. It lists a family as an absolute path followed by items relative
 * to it ("/api/registration/get, getFormItems, …"; "/multidis/role/get, grouth, role/child/list"),
 * so an item stands for itself under the first path's folder or the folder above that.
 */
function specPaths(): SpecPath[] {
  const out: SpecPath[] = [];
  for (const bullet of bullets(communityPart)) {
    // Parameter lists in parentheses are not calls; ';' and sentence ends break a family.
    const plain = bullet.replace(/\([^)]*\)/g, ' ');
    for (const group of plain.split(/;|\.\s+|\.$/)) {
      let anchor: string | undefined;
      for (const raw of group.split(/,|\band\b/)) {
        const piece = raw.trim();
        const absolutes = piece.match(ABSOLUTE) ?? [];
        for (const path of absolutes) out.push({ text: path, candidates: [path] });
        const last = absolutes.at(-1);
        if (last !== undefined) {
          // A family goes on only when the piece ends with its path ("Orders: /h5/order/list").
          anchor = piece.endsWith(last) ? last : undefined;
          continue;
        }
        if (anchor !== undefined && RELATIVE.test(piece)) {
          const folder = dirname(anchor);
          out.push({ text: piece, candidates: [folder + piece, dirname(folder.slice(0, -1)) + piece] });
        } else {
          anchor = undefined;
        }
      }
    }
  }
  return out;
}

/**
 * Calls the spec describes without a path, and the paths we gave them. Each phrase must still be
 * in the spec, so a reworded spec fails here rather than silently dropping a call.
 */
const UNNAMED: Record<string, readonly string[]> = {
  'poster and vip-card creation': ['/v1/poster/create', '/v1/vipcard/create'],
  'Cmgoods account get, child list/delete, code get/validate': [
    '/api/cmgoods/account/get',
    '/api/cmgoods/child/list',
    '/api/cmgoods/child/delete',
    '/api/cmgoods/code/get',
    '/api/cmgoods/code/validate',
  ],
  'user role ext get/update': ['/api/user/role/ext/get', '/api/user/role/ext/update'],
  'Address add/list/update': ['/api/address/add', '/api/address/list', '/api/address/update'],
  'Logistics query': ['/h5/order/logistics'],
  'New comment add': ['/h5/comment/add'],
  'App download info': ['/api/app/download/info'],
};

/** The paths a declaration answers to: its gateway uri, or /api plus its path. */
function pathsOf(declaration: CallDeclaration): string[] {
  return declaration.transport === 'api' ? [`/api${declaration.uri}`, declaration.uri] : [declaration.uri];
}

const declaredPaths = new Set(catalogue.flatMap(pathsOf));
const plannedPaths = new Set(plannedCalls.map((p) => p.uri));
const known = (path: string) => declaredPaths.has(path) || plannedPaths.has(path);

/** The gateway's uris (spec §7's logical calls); everything else is an /api path. */
const GATEWAY_URI = /^\/(v1|multidis|h5|wxservice2)\//;

/**
 * Declarations on /api although their uri is a gateway one, each by decision (docs/decisions/calls.md,
 * "The member's order calls go through /api"): the member's own orders carry the member token.
 */
const API_BY_DECISION: ReadonlySet<CallDeclaration> = new Set([list, detail, logistics, refundEms]);

function universityNames(): string[] {
  const names: string[] = [];
  for (const bullet of bullets(universityPart)) {
    for (const match of bullet.matchAll(/(?:^|[.;]\s+|\band\s+)([a-z][A-Za-z]+)\s*(?:\{|:)/g)) {
      if (match[1]) names.push(match[1]);
    }
  }
  return names;
}

describe('spec §7 is declared or planned', () => {
  const paths = specPaths();

  it('reads the spec’s call list', () => {
    // A parser that finds nothing would pass everything below.
    expect(paths.length).toBeGreaterThanOrEqual(73);
    expect(paths.map((p) => p.text)).toEqual(
      expect.arrayContaining(['/v1/content/list', 'getFormItems', 'grouth', 'role/child/list', 'checkPartner', 'ticket', 'features/types']),
    );
  });

  it('declares or plans every community call the spec names by path', () => {
    const missing = paths.filter((p) => !p.candidates.some(known)).map((p) => p.text);
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(UNNAMED))('declares or plans "%s"', (phrase, expected) => {
    expect(calls).toContain(phrase);
    expect(expected.filter((path) => !known(path))).toEqual([]);
  });

  it('plans only calls of spec §7, each once, none declared too, each quoting the spec', () => {
    const specPathSet = new Set([...paths.flatMap((p) => p.candidates), ...Object.values(UNNAMED).flat()]);
    expect(plannedCalls.map((p) => p.uri).filter((uri) => !specPathSet.has(uri))).toEqual([]);
    expect(plannedCalls.map((p) => p.uri).filter((uri, i, all) => all.indexOf(uri) !== i)).toEqual([]);
    expect(plannedCalls.map((p) => p.uri).filter((uri) => declaredPaths.has(uri))).toEqual([]);
    for (const planned of plannedCalls) {
      expect(calls, planned.uri).toContain(planned.spec);
      expect(Object.keys(MODULES), planned.uri).toContain(planned.module);
    }
  });

  it('declares the 15 university service calls', () => {
    const names = universityNames();
    expect(names).toHaveLength(15);
    const module = university as unknown as Record<string, CallDeclaration | undefined>;
    for (const name of names) {
      const declaration = module[name];
      expect(declaration, name).toBeDefined();
      expect(catalogue).toContain(declaration);
    }
  });
});

describe('the catalogue', () => {
  it('lists every declaration of every module, each named <module>.<export>', () => {
    const named = Object.entries(MODULES).flatMap(([module, namespace]) =>
      Object.entries(namespace as Record<string, unknown>)
        .filter((entry): entry is [string, CallDeclaration] => isCallDeclaration(entry[1]))
        .map(([key, call]) => ({ expected: `${module}.${key}`, call })),
    );
    expect(named.filter(({ expected, call }) => call.name !== expected).map(({ expected, call }) => `${call.name} ≠ ${expected}`)).toEqual([]);
    expect(named.map(({ call }) => call)).toEqual([...catalogue]);
    // No declaration outside a module: the root exports modules, shapes and lists only.
    expect(Object.values(catalogueModule as Record<string, unknown>).filter(isCallDeclaration)).toEqual([]);
  });

  it('declares refusals with a non-zero code and words to show', () => {
    for (const call of catalogue) {
      for (const [key, error] of Object.entries(call.errors ?? {})) {
        expect(Number.isInteger(error.code) && error.code !== 0, `${call.name} ${key}`).toBe(true);
        expect(error.msg.length, `${call.name} ${key}`).toBeGreaterThan(0);
      }
    }
  });

  it('has unique names and one declaration per endpoint', () => {
    const names = catalogue.map((c) => c.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const endpoints = catalogue.map((c) => `${c.transport} ${c.method} ${c.uri}`);
    expect(endpoints.filter((e, i) => endpoints.indexOf(e) !== i)).toEqual([]);
  });

  it('keeps /api paths relative to the API base', () => {
    for (const call of catalogue) {
      expect(call.uri.startsWith('/'), call.name).toBe(true);
      if (call.transport === 'api') expect(call.uri.startsWith('/api/'), call.name).toBe(false);
    }
  });

  it('sends every module’s /v1, /multidis, /h5 and /wxservice2 uris through the gateway, the rest through /api', () => {
    // Every declaration, from every module: a stray declaration anywhere fails here.
    const declarations = Object.values(MODULES).flatMap(callsOf);
    expect(declarations).toHaveLength(catalogue.length);
    const stray = declarations
      .filter((call) => !API_BY_DECISION.has(call))
      .filter((call) => call.transport !== (GATEWAY_URI.test(call.uri) ? 'gateway' : 'api'))
      .map((call) => `${call.name} ${call.transport} ${call.uri}`);
    expect(stray).toEqual([]);
  });

  it('keeps the /api exceptions to the member’s own order calls (docs/decisions/calls.md)', () => {
    expect([...API_BY_DECISION].map((call) => call.uri).sort()).toEqual([
      '/h5/order/detail',
      '/h5/order/list',
      '/h5/order/logistics',
      '/h5/order/update/refundEms',
    ]);
    for (const call of API_BY_DECISION) {
      // Each is an exception to the rule, not a declaration the rule already allows.
      expect(GATEWAY_URI.test(call.uri), call.name).toBe(true);
      expect(call.transport, call.name).toBe('api');
      expect(call.params, call.name).toBeInstanceOf(z.core.$ZodObject);
      expect(Object.keys((call.params as unknown as z.core.$ZodObject)._zod.def.shape), call.name).toContain('token');
    }
  });

  it('names no result field `code` but the success envelope’s (code 0)', () => {
    // A reply sent without `t` is the whole body; a top-level `code` there is the decode rule's
    // error marker, so a result's own code (a short link's, a promo's) needs another name.
    const clashing = catalogue
      .filter((call) => call.result instanceof z.core.$ZodObject && 'code' in call.result._zod.def.shape)
      .filter((call) => {
        const code = (call.result as unknown as z.core.$ZodObject)._zod.def.shape.code as ZodMiniType;
        return !code.safeParse(0).success || code.safeParse(1).success || code.safeParse('abc').success;
      })
      .map((call) => call.name);
    expect(clashing).toEqual([]);
  });

  it('gives every paged list its page and size params', () => {
    const paged = catalogue.filter((c) => c.paging);
    // Both paging styles (pageNo and pageNumber) are among them.
    expect(paged.length).toBeGreaterThanOrEqual(5);
    expect(new Set(paged.map((c) => c.paging?.page))).toEqual(new Set(['pageNo', 'pageNumber']));
    for (const call of paged) {
      expect(call.params instanceof z.core.$ZodObject, call.name).toBe(true);
      const shape = (call.params as unknown as z.core.$ZodObject)._zod.def.shape;
      expect(Object.keys(shape), call.name).toEqual(expect.arrayContaining([call.paging?.page, 'pageSize']));
    }
  });

  it('answers the foundation server’s goIndexByIid reply', () => {
    expect(site.goIndexByIid.result.parse({ iid: 1000, name: '同心', indexPath: '/app/index/1000' })).toEqual({
      iid: 1000,
      name: '同心',
      indexPath: '/app/index/1000',
    });
  });

  /*
   * What a prober sent: ids of 2^31 or more, NUL and lone surrogates in text, and "false" read as true each
   * reached the database or a handler. The shared shapes refuse them; this holds every declared
   * call — a module's later ones included — to them, field by field.
   */
  describe('holds every param to the shared shapes', () => {
    const fields = catalogue.flatMap((call) => {
      const shape = call.params instanceof z.core.$ZodObject ? (call.params._zod.def.shape as Record<string, ZodMiniType>) : {};
      return Object.entries(shape).map(([key, field]) => ({ name: `${call.name}.${key}`, field, ok: (value: unknown) => field.safeParse(value).success }));
    });
    // Classic and mini schemas meet in the catalogue: core's classes know both.
    const unwrap = (field: z.core.$ZodType): z.core.$ZodType =>
      field instanceof z.core.$ZodOptional || field instanceof z.core.$ZodDefault || field instanceof z.core.$ZodNullable ? unwrap(field._zod.def.innerType) : field;

    it('reads every param of every call', () => {
      expect(fields.length).toBeGreaterThan(500);
      expect(catalogue.filter((call) => !(call.params instanceof z.core.$ZodObject)).map((call) => call.name)).toEqual([]);
    });

    it('bounds every number and every id list to a PostgreSQL integer (2^31 − 1); only millisecond times go past it', () => {
      // Numeric: takes 1 or "1", refuses words. Times (millisParam) stop at Number.MAX_SAFE_INTEGER.
      const numeric = fields.filter((f) => (f.ok(1) || f.ok('1')) && !f.ok('abc'));
      expect(numeric.length).toBeGreaterThan(100);
      const unbounded = numeric.filter((f) => unwrap(f.field) !== millisParam && (f.ok(2 ** 31) || f.ok('2147483648') || f.ok('1,2147483648') || f.ok(-(2 ** 31) - 1)));
      expect(unbounded.map((f) => f.name)).toEqual([]);
      expect(numeric.filter((f) => f.ok(2 ** 53) || f.ok('9007199254740993')).map((f) => f.name)).toEqual([]);
    });

    it('refuses NUL, other control characters and lone surrogates in every text', () => {
      const texts = fields.filter((f) => f.ok('abc'));
      expect(texts.length).toBeGreaterThan(100);
      const unfit = texts.filter((f) => ['a\u0000b', 'a\u001bb', 'a\ud800b', 'a\udc00'].some((bad) => f.ok(bad)));
      expect(unfit.map((f) => f.name)).toEqual([]);
    });

    it('never reads "false" or "0" as true', () => {
      const flags = fields.filter((f) => f.ok(true));
      expect(flags.length).toBeGreaterThan(5);
      const misread = flags.filter((f) => ['false', '0', 'False', ''].some((text) => f.field.safeParse(text).data === true));
      expect(misread.map((f) => f.name)).toEqual([]);
    });
  });
});
