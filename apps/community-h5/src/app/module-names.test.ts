import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..', '..');
const folders = (dir: string) =>
  readdirSync(resolve(repoRoot, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/**
 * Client modules that have no server module of their own name, each with the server module it is
 * the client of. Keep it short: a newcomer looks for a page's calls under the same name.
 */
const CLIENT_ONLY: Record<string, string> = {
  checkout: "the cashier pages of the server's order kernel (`order`), under the spec's /app/pay/ paths",
};

/** e2e folders that are not a module: the app shell's journeys. */
const E2E_EXTRA = ['shell'];

/**
 * One vocabulary: a community module is named as the server module and the catalogue folder of
 * the same domain, and its journeys are in e2e/tests/community/<module>.
 */
describe('module names', () => {
  const client = folders('apps/community-h5/src/modules');
  const server = new Set(folders('apps/server/src/modules'));
  const catalogue = new Set(folders('packages/api-client/src/catalogue'));

  it('every client module is named as a server module and a catalogue folder', () => {
    const unmatched = client.filter((m) => !(m in CLIENT_ONLY) && !(server.has(m) && catalogue.has(m)));
    expect(unmatched).toEqual([]);
    expect(Object.keys(CLIENT_ONLY).filter((m) => !client.includes(m) || server.has(m))).toEqual([]);
  });

  it('every e2e folder of the community app is a module', () => {
    const e2e = folders('e2e/tests/community');
    expect(e2e.filter((f) => !client.includes(f) && !E2E_EXTRA.includes(f))).toEqual([]);
  });
});
