import { describe, expect, it } from 'vitest';
import {
  findByNames,
  getChildren,
  getPath,
  getRegion,
  levelOf,
  loadAllRegions,
  loadAreaList,
  loadDistricts,
  regions,
  type Region,
} from './index';

const all = await loadAllRegions();
const placeholders = all.filter((r) => r.value === '--');
const coded = all.filter((r) => r.value !== '--');
const provinces = all.filter((r) => r.parent === undefined);
const cities = all.filter((r) => r.parent !== undefined && r.parent.endsWith('0000'));
const districts = all.filter((r) => r.parent !== undefined && !r.parent.endsWith('0000'));

const MAINLAND = [
  ...['11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37'],
  ...[
    '41',
    '42',
    '43',
    '44',
    '45',
    '46',
    '50',
    '51',
    '52',
    '53',
    '54',
    '61',
    '62',
    '63',
    '64',
    '65',
  ],
].map((p) => `${p}0000`);

describe('content', () => {
  it('has 33 provinces, 368 cities and 2,877 districts (30 of them placeholders)', () => {
    expect(provinces).toHaveLength(33);
    expect(cities).toHaveLength(368);
    expect(districts).toHaveLength(2877);
    expect(placeholders).toHaveLength(30);
    expect(all).toHaveLength(33 + 368 + 2877);
  });

  it('has the 31 mainland provinces, Hong Kong and Macao, and no Taiwan', () => {
    expect(provinces.map((p) => p.value)).toEqual([...MAINLAND, '810000', '820000']);
    expect(all.some((r) => r.value.startsWith('71'))).toBe(false);
    expect(all.some((r) => r.name.includes('台湾') || r.name.includes('台北'))).toBe(false);
  });

  it('puts each entry at the level its code says', () => {
    for (const r of provinces) expect(levelOf(r.value), r.value).toBe('province');
    for (const r of cities) expect(levelOf(r.value), r.value).toBe('city');
    for (const r of districts) {
      if (r.value === '--') expect(levelOf(r.value)).toBeNull();
      else expect(levelOf(r.value), r.value).toBe('district');
    }
  });

  it('lists Hong Kong’s 18 districts and Macao’s 8 parishes as second-level entries', async () => {
    const hongKong = await getChildren('810000');
    expect(hongKong.map((r) => r.value)).toEqual(
      Array.from({ length: 18 }, (_, i) => `8100${String(i + 1).padStart(2, '0')}`),
    );
    expect(hongKong.map((r) => r.name)).toEqual([
      ...[
        '中西区',
        '湾仔区',
        '东区',
        '南区',
        '油尖旺区',
        '深水埗区',
        '九龙城区',
        '黄大仙区',
        '观塘区',
      ],
      ...['荃湾区', '屯门区', '元朗区', '北区', '大埔区', '西贡区', '沙田区', '葵青区', '离岛区'],
    ]);
    const macao = await getChildren('820000');
    expect(macao.map((r) => r.value)).toEqual(
      Array.from({ length: 8 }, (_, i) => `8200${String(i + 1).padStart(2, '0')}`),
    );
    expect(macao.map((r) => r.name.replace('氹', '凼'))).toEqual([
      ...[
        '花地玛堂区',
        '花王堂区',
        '望德堂区',
        '大堂区',
        '风顺堂区',
        '嘉模堂区',
        '路凼填海区',
        '圣方济各堂区',
      ],
    ]);
  });

  it('gives cities without districts and the Hong Kong and Macao entries one placeholder child', async () => {
    const withPlaceholder = [
      '441900', '442000', '460400', '620200',
      ...(await getChildren('810000')).map((r) => r.value),
      ...(await getChildren('820000')).map((r) => r.value),
    ]; // prettier-ignore
    expect(placeholders.map((r) => r.parent).sort()).toEqual([...withPlaceholder].sort());
    for (const parent of withPlaceholder) {
      expect(await getChildren(parent)).toEqual([{ name: '--', value: '--', parent }]);
    }
    expect((await getRegion('441900'))?.name).toBe('东莞市');
    expect((await getRegion('442000'))?.name).toBe('中山市');
    expect((await getRegion('460400'))?.name).toBe('儋州市');
    expect((await getRegion('620200'))?.name).toBe('嘉峪关市');
  });

  it('has no development-zone codes and no abolished districts', () => {
    const suffix = (r: Region): number => Number(r.value.slice(4));
    const zones = coded.filter(
      (r) =>
        levelOf(r.value) === 'district' && ((suffix(r) >= 70 && suffix(r) < 80) || suffix(r) >= 90),
    );
    expect(zones).toEqual([]);
    for (const code of ['330103', '330104', '320611', '441990', '620290']) {
      expect(coded.find((r) => r.value === code)).toBeUndefined();
    }
    expect(all.filter((r) => /开发区|工业园区|高新区|管理区|示范区/.test(r.name))).toEqual([]);
  });
});

describe('structure', () => {
  it('gives every code once (placeholders aside)', () => {
    expect(new Set(coded.map((r) => r.value)).size).toBe(coded.length);
    for (const r of coded) expect(r.value).toMatch(/^\d{6}$/);
  });

  it('has a parent one level up for every city and district', () => {
    const byCode = new Map(coded.map((r) => [r.value, r]));
    for (const r of [...cities, ...districts]) {
      const parent = byCode.get(r.parent ?? '');
      expect(parent, `${r.value} ${r.name}`).toBeDefined();
      if (r.value !== '--')
        expect(
          r.value.startsWith(r.parent?.slice(0, r.parent.endsWith('0000') ? 2 : 4) ?? '-'),
        ).toBe(true);
    }
    for (const r of cities) expect(r.parent?.endsWith('0000')).toBe(true);
    for (const r of districts) expect(cities.some((c) => c.value === r.parent)).toBe(true);
  });

  it('gives every province and every city at least one child', async () => {
    for (const r of [...provinces, ...cities]) {
      expect((await getChildren(r.value)).length, `${r.value} ${r.name}`).toBeGreaterThan(0);
    }
  });

  it('keeps districts out of the always-loaded list', () => {
    expect(regions).toEqual(
      [...provinces, ...cities].sort((a, b) => all.indexOf(a) - all.indexOf(b)),
    );
    expect(regions.some((r) => levelOf(r.value) === 'district')).toBe(false);
    expect(regions).toHaveLength(33 + 368);
  });
});

describe('lookups', () => {
  it('round-trips every code through getRegion, getPath and findByNames', async () => {
    for (const r of coded) {
      expect(await getRegion(r.value)).toEqual(r);
      const path = await getPath(r.value);
      expect(path.at(-1)).toBe(r.name);
      const [p = '', c, d] = path;
      const found = await findByNames(p, c, d);
      expect(found?.at(-1)?.value, path.join('/')).toBe(r.value);
      expect(found?.map((x) => x.name)).toEqual(path);
    }
  }, 60_000); // 2,849 codes, three lookups each: generous for a loaded CI machine

  it('answers the usual questions', async () => {
    expect(await getPath('440305')).toEqual(['广东省', '深圳市', '南山区']);
    expect(await getPath('810003')).toEqual(['香港特别行政区', '东区']);
    expect(await getRegion('440305')).toEqual({
      name: '南山区',
      value: '440305',
      parent: '440300',
    });
    expect((await findByNames('广东省', '深圳市', '南山区'))?.map((r) => r.value)).toEqual([
      '440000',
      '440300',
      '440305',
    ]);
    expect((await findByNames('广东省', '东莞市', '--'))?.at(-1)).toEqual({
      name: '--',
      value: '--',
      parent: '441900',
    });
    expect((await findByNames('广东省', '深圳市'))?.map((r) => r.value)).toEqual([
      '440000',
      '440300',
    ]);
    expect((await findByNames('广东省'))?.map((r) => r.value)).toEqual(['440000']);
    expect(await getChildren()).toEqual(provinces);
    expect((await getChildren('440000')).map((r) => r.name)).toContain('深圳市');
  });

  it('answers nothing for unknown codes and names', async () => {
    expect(await getRegion('--')).toBeUndefined();
    expect(await getRegion('999999')).toBeUndefined();
    expect(await getRegion('710100')).toBeUndefined();
    expect(await getRegion('44030')).toBeUndefined();
    expect(await getPath('440399')).toEqual([]);
    expect(await getChildren('440305')).toEqual([]);
    expect(await getChildren('999900')).toEqual([]);
    expect(await findByNames('广东省', '深圳市', '不存在区')).toBeUndefined();
    expect(await findByNames('广东省', '杭州市', '西湖区')).toBeUndefined();
    expect(await findByNames('台湾省')).toBeUndefined();
    expect(await loadDistricts('710000')).toEqual([]);
    expect(await loadDistricts('abc')).toEqual([]);
  });

  it('loads a province once, from any of its codes', async () => {
    const first = await loadDistricts('440000');
    expect(await loadDistricts('440000')).toBe(first);
    expect(await loadDistricts('440305')).toBe(first);
    expect(first.every((r) => r.parent?.startsWith('44'))).toBe(true);
    expect(first.find((r) => r.value === '440305')?.name).toBe('南山区');
  });

  it('gives the whole set in the vant Area shape, without placeholders', async () => {
    const list = await loadAreaList();
    expect(Object.keys(list.province_list)).toHaveLength(33);
    expect(Object.keys(list.city_list)).toHaveLength(368);
    expect(Object.keys(list.county_list)).toHaveLength(2877 - 30);
    expect(list.province_list['440000']).toBe('广东省');
    expect(list.city_list['810018']).toBe('离岛区');
    expect(list.county_list['440305']).toBe('南山区');
    expect(list.county_list['--']).toBeUndefined();
  });
});
