import { districtChunks } from './generated/district-chunks';
import { topRows } from './generated/top';
import type { DistrictChunk, Region } from './types';

export const PLACEHOLDER = '--';

function buildRegions(): readonly Region[] {
  return Object.freeze(
    topRows.map(([value, name]): Region =>
      value.endsWith('0000')
        ? Object.freeze({ name, value })
        : Object.freeze({ name, value, parent: `${value.slice(0, 2)}0000` }),
    ),
  );
}

/**
 * Provinces and cities (first and second level), always loaded: each province followed by its
 * cities. Districts load on demand with {@link loadDistricts}.
 *
 * @example regions.filter((r) => !r.parent) // the 33 provinces
 */
export const regions: readonly Region[] = /* @__PURE__ */ buildRegions();

interface TopIndex {
  byCode: ReadonlyMap<string, Region>;
  provinces: readonly Region[];
  citiesOf: ReadonlyMap<string, readonly Region[]>;
}

let topIndex: TopIndex | undefined;
function top(): TopIndex {
  if (topIndex) return topIndex;
  const byCode = new Map<string, Region>();
  const provinces: Region[] = [];
  const citiesOf = new Map<string, Region[]>();
  for (const region of regions) {
    byCode.set(region.value, region);
    if (region.parent === undefined) provinces.push(region);
    else {
      const list = citiesOf.get(region.parent) ?? [];
      list.push(region);
      citiesOf.set(region.parent, list);
    }
  }
  topIndex = { byCode, provinces, citiesOf };
  return topIndex;
}

/** One province's districts, as loaded. */
interface ProvinceDistricts {
  list: readonly Region[];
  byCode: ReadonlyMap<string, Region>;
  /** City code → its districts (a placeholder '--' for cities without districts). */
  childrenOf: ReadonlyMap<string, readonly Region[]>;
}

// One promise per province, so a province is fetched once however many callers ask at once.
// Bounded by the number of provinces (33); a failed load is forgotten so a retry can fetch again.
const loaded = new Map<string, Promise<ProvinceDistricts>>();

function toDistricts(chunk: DistrictChunk): ProvinceDistricts {
  const list: Region[] = [];
  const byCode = new Map<string, Region>();
  const childrenOf = new Map<string, readonly Region[]>();
  for (const [parent, rows] of Object.entries(chunk)) {
    const children = rows.map(([value, name]) => Object.freeze({ name, value, parent }));
    for (const child of children) {
      list.push(child);
      if (child.value !== PLACEHOLDER) byCode.set(child.value, child);
    }
    childrenOf.set(parent, Object.freeze(children));
  }
  return { list: Object.freeze(list), byCode, childrenOf };
}

/** The province prefix ('44') of a 6-digit code whose province exists, else undefined. */
function provinceKey(code: string): string | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const key = code.slice(0, 2);
  return districtChunks[key] && top().byCode.has(`${key}0000`) ? key : undefined;
}

function provinceDistricts(key: string): Promise<ProvinceDistricts> {
  let promise = loaded.get(key);
  if (!promise) {
    const load = districtChunks[key];
    if (!load) return Promise.reject(new RangeError(`no province ${key}0000`));
    promise = load().then((module) => toDistricts(module.default));
    loaded.set(key, promise);
    promise.catch(() => loaded.delete(key));
  }
  return promise;
}

/**
 * The districts (third level) of one province, loaded on demand as a separate chunk and cached:
 * each province is fetched once. Any code inside the province works (`'440000'`, `'440300'`).
 * Cities without districts (东莞, 中山, 儋州, 嘉峪关) and every Hong Kong and Macao entry have one
 * placeholder child `{ name: '--', value: '--', parent }`. Resolves to an empty list for an
 * unknown province.
 *
 * @example const districts = await loadDistricts('440000') // 广东's districts, parent = city code
 */
export async function loadDistricts(provinceCode: string): Promise<readonly Region[]> {
  const key = provinceKey(provinceCode);
  return key ? (await provinceDistricts(key)).list : [];
}

/** The whole three-level list: each province, then each of its cities followed by its districts. */
export async function loadAllRegions(): Promise<readonly Region[]> {
  const { provinces, citiesOf } = top();
  const all = await Promise.all(provinces.map((p) => provinceDistricts(p.value.slice(0, 2))));
  const out: Region[] = [];
  provinces.forEach((province, index) => {
    out.push(province);
    const districts = all[index];
    for (const city of citiesOf.get(province.value) ?? []) {
      out.push(city, ...(districts?.childrenOf.get(city.value) ?? []));
    }
  });
  return out;
}

/** The vant / react-vant `Area` shape. */
export interface AreaList {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

/**
 * The whole set in the vant / react-vant `Area` shape. Placeholders are left out of
 * `county_list` (its keys are codes), so a city without districts shows an empty third column.
 */
export async function loadAreaList(): Promise<AreaList> {
  const all = await loadAllRegions();
  const list: AreaList = { province_list: {}, city_list: {}, county_list: {} };
  for (const region of all) {
    if (region.value === PLACEHOLDER) continue;
    if (region.parent === undefined) list.province_list[region.value] = region.name;
    else if (top().byCode.has(region.value)) list.city_list[region.value] = region.name;
    else list.county_list[region.value] = region.name;
  }
  return list;
}

/**
 * The entry of a code at any level; districts are loaded first if needed. Undefined for unknown
 * codes and for the placeholder '--' (not a unique code).
 *
 * @example await getRegion('440305') // { name: '南山区', value: '440305', parent: '440300' }
 */
export async function getRegion(code: string): Promise<Region | undefined> {
  const known = top().byCode.get(code);
  if (known) return known;
  const key = provinceKey(code);
  return key ? (await provinceDistricts(key)).byCode.get(code) : undefined;
}

/**
 * The entries one level below `code`: the provinces without a code, a province's cities, a
 * city's districts (or its '--' placeholder); empty for a district or an unknown code.
 */
export async function getChildren(code?: string): Promise<readonly Region[]> {
  const { provinces, byCode, citiesOf } = top();
  if (code === undefined || code === '') return provinces;
  const region = byCode.get(code);
  if (!region) return [];
  if (region.parent === undefined) return citiesOf.get(code) ?? [];
  const key = provinceKey(code);
  return key ? ((await provinceDistricts(key)).childrenOf.get(code) ?? []) : [];
}

/**
 * The names from the province down to `code`; empty for an unknown code.
 *
 * @example await getPath('440305') // ['广东省', '深圳市', '南山区']
 */
export async function getPath(code: string): Promise<string[]> {
  const names: string[] = [];
  let region = await getRegion(code);
  while (region) {
    names.unshift(region.name);
    region = region.parent === undefined ? undefined : top().byCode.get(region.parent);
  }
  return names;
}

/**
 * The entries matching names from the province down, as addresses are stored (form component
 * type 4), e.g. `['广东省', '深圳市', '南山区']`. Give one, two or three names; a district name
 * of '--' matches a placeholder. Undefined when any name does not match.
 *
 * @example (await findByNames('广东省', '深圳市', '南山区'))?.at(-1)?.value // '440305'
 */
export async function findByNames(
  province: string,
  city?: string,
  district?: string,
): Promise<readonly Region[] | undefined> {
  const p = top().provinces.find((r) => r.name === province);
  if (!p) return undefined;
  if (city === undefined) return [p];
  const c = (top().citiesOf.get(p.value) ?? []).find((r) => r.name === city);
  if (!c) return undefined;
  if (district === undefined) return [p, c];
  const d = (await getChildren(c.value)).find((r) => r.name === district);
  return d ? [p, c, d] : undefined;
}
