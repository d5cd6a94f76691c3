import type { CascadeOption } from '../picker/cascade-popup';

/** One entry of the region dataset (spec §3): name, 6-digit code, parent code. */
export interface RegionEntry {
  name: string;
  value: string;
  parent?: string;
}

/** Where the picker gets its data: provinces and cities up front, districts per province on demand. */
export interface RegionSource {
  regions: readonly RegionEntry[];
  loadDistricts(provinceCode: string): Promise<readonly RegionEntry[]>;
}

/** The dataset's placeholder child of cities without districts and of Hong Kong/Macao entries. */
export const REGION_PLACEHOLDER = '--';
/** Value of the option shown while a province's districts load (or after they failed to). */
export const REGION_LOADING = '__loading__';
/** Shown in the district column of a province whose districts failed to load. */
export const REGION_FAILED_TEXT = '加载失败';

const isProvince = (r: RegionEntry) => !r.parent;

/**
 * The picker's option tree: provinces → cities → districts. Cities of a province whose districts
 * are not loaded yet get one '加载中…' child ('加载失败' for a province in `failed`), so the
 * picker keeps its three columns.
 */
export function buildRegionTree(
  regions: readonly RegionEntry[],
  districts: ReadonlyMap<string, readonly RegionEntry[]>,
  failed: ReadonlySet<string> = new Set(),
): CascadeOption[] {
  const citiesOf = new Map<string, RegionEntry[]>();
  for (const r of regions) {
    if (!r.parent) continue;
    const list = citiesOf.get(r.parent) ?? [];
    list.push(r);
    citiesOf.set(r.parent, list);
  }
  return regions.filter(isProvince).map((p) => {
    const loaded = districts.get(p.value);
    const byCity = new Map<string, CascadeOption[]>();
    for (const d of loaded ?? []) {
      if (!d.parent) continue;
      const list = byCity.get(d.parent) ?? [];
      list.push({
        text: d.name,
        value: d.value === REGION_PLACEHOLDER ? `${d.parent}${REGION_PLACEHOLDER}` : d.value,
      });
      byCity.set(d.parent, list);
    }
    return {
      text: p.name,
      value: p.value,
      children: (citiesOf.get(p.value) ?? []).map((c) => ({
        text: c.name,
        value: c.value,
        children: loaded
          ? (byCity.get(c.value) ?? [
              { text: REGION_PLACEHOLDER, value: `${c.value}${REGION_PLACEHOLDER}` },
            ])
          : [
              {
                text: failed.has(p.value) ? REGION_FAILED_TEXT : '加载中…',
                value: REGION_LOADING,
              },
            ],
      })),
    };
  });
}

/** Splits a stored address (names joined by '/'). */
export function parseRegionValue(stored: string | null | undefined): string[] {
  return (stored ?? '')
    .split('/')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * The stored form of an address (form type 4): the names joined by '/', leaving out the '--'
 * placeholder, e.g. '广东省/东莞市' or '广东省/深圳市/南山区'.
 */
export function formatRegionValue(names: readonly string[]): string {
  return names.filter((n) => n !== '' && n !== REGION_PLACEHOLDER).join('/');
}

/** The codes of the columns for stored names, following the tree; missing levels take the first option. */
export function codesForNames(tree: readonly CascadeOption[], names: readonly string[]): string[] {
  const codes: string[] = [];
  let level: readonly CascadeOption[] | undefined = tree;
  for (let i = 0; level && level.length > 0; i++) {
    const name = names[i];
    const found: CascadeOption | undefined = level.find((o) => o.text === name) ?? level[0];
    if (!found) break;
    codes.push(found.value);
    level = found.children;
  }
  return codes;
}

/** The names of selected codes, following the tree. */
export function namesForCodes(tree: readonly CascadeOption[], codes: readonly string[]): string[] {
  const names: string[] = [];
  let level: readonly CascadeOption[] | undefined = tree;
  for (const code of codes) {
    const found: CascadeOption | undefined = level?.find((o) => o.value === code);
    if (!found) break;
    names.push(found.text);
    level = found.children;
  }
  return names;
}
