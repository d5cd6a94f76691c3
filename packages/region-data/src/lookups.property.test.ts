import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findByNames,
  getChildren,
  getPath,
  getRegion,
  levelOf,
  loadAllRegions,
  loadDistricts,
  type Region,
} from './index';

/*
 * Properties of the lookups over any input, not just the codes of the dataset: a form hands them
 * whatever an address field held (old codes, typed names, garbage), so they must answer nothing
 * rather than throw, and what they answer must be consistent with the tree.
 */

const all = await loadAllRegions();
const coded = all.filter((r) => r.value !== '--');
const byCode = new Map(coded.map((r) => [r.value, r]));
const names = [...new Set(all.map((r) => r.name))];

/** Real codes, code-shaped strings (mostly not codes) and anything else. */
const anyCode = fc.oneof(
  fc.constantFrom(...coded.map((r) => r.value)),
  fc.stringMatching(/^\d{6}$/),
  fc.string({ maxLength: 8 }),
);
/** Real names (which may or may not chain) and arbitrary text. */
const anyName = fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 6 }));

describe('lookups on any input', () => {
  it('getRegion finds exactly the codes of the dataset, at the level their shape says', async () => {
    await fc.assert(
      fc.asyncProperty(anyCode, async (code) => {
        const region = await getRegion(code);
        expect(region).toEqual(byCode.get(code));
        if (region) expect(levelOf(code)).not.toBeNull();
      }),
    );
  });

  it('a path extends its parent’s path by one name, and children point back to their parent', async () => {
    await fc.assert(
      fc.asyncProperty(anyCode, async (code) => {
        const path = await getPath(code);
        const region = byCode.get(code);
        if (!region) {
          expect(path).toEqual([]);
          return;
        }
        expect(path.at(-1)).toBe(region.name);
        expect(path.slice(0, -1)).toEqual(region.parent ? await getPath(region.parent) : []);
        for (const child of await getChildren(code)) expect(child.parent).toBe(code);
      }),
    );
  });

  it('findByNames answers undefined or a chain of the names asked, each the parent of the next', async () => {
    /** Names from the province down, from the tree itself. */
    const chainOf = (region: Region): string[] => {
      const parent = region.parent ? byCode.get(region.parent) : undefined;
      return [...(parent ? chainOf(parent) : []), region.name];
    };
    const chains = new Set(coded.map((r) => chainOf(r).join('/')));
    const query = fc.oneof(
      fc.constantFrom(...coded).map(chainOf), // a real address: must be found
      fc.tuple(anyName, anyName, anyName).map((t) => t.slice(0, 1 + (t[0].length % 3))), // mostly not
    );
    await fc.assert(
      fc.asyncProperty(query, async (asked) => {
        const [p = '', c, d] = asked;
        const found = await findByNames(p, c, d);
        if (found === undefined) {
          expect(chains.has(asked.join('/')), asked.join('/')).toBe(false);
          return;
        }
        expect(found.map((r) => r.name)).toEqual(asked);
        expect(found[0]?.parent).toBeUndefined();
        for (let i = 1; i < found.length; i += 1)
          expect(found[i]?.parent).toBe(found[i - 1]?.value);
      }),
    );
  });

  it('loadDistricts answers the districts of a known province (the same list each time), else nothing', async () => {
    await fc.assert(
      fc.asyncProperty(anyCode, async (code) => {
        const districts = await loadDistricts(code);
        // A province's code or one of its cities' or districts' codes: six digits (a bare '11' or
        // '11x' is not a code and answers nothing).
        const province = /^\d{6}$/.test(code) ? byCode.get(`${code.slice(0, 2)}0000`) : undefined;
        if (!province) {
          expect(districts).toEqual([]);
          return;
        }
        // Loaded once: the same list, not a second fetch.
        expect(await loadDistricts(code)).toBe(districts);
        expect(districts.length).toBeGreaterThan(0);
        for (const r of districts) expect(r.parent?.slice(0, 2)).toBe(code.slice(0, 2));
      }),
    );
  });
});
