import { describe, expect, it } from 'vitest';
import { loadAllRegions } from './index';

/*
 * A compact fixture of the 2023 official list (民政部《2023年中华人民共和国县以上行政区划代码》),
 * typed for this test independently of the generator's source: the official list cannot be
 * downloaded from this machine, so the fixture holds what can be stated with confidence:
 *
 * - every province (code and name) and every prefecture-level code (333 of them, plus the
 *   municipalities' 市辖区 and Chongqing's 县, plus Hong Kong's 18 districts and Macao's 8
 *   parishes, which the official list numbers 810001–810018 and 820001–820008);
 * - the county-level changes of recent years that older sources get wrong.
 *
 * It is not the whole county level (about 2,850 codes): below the city level this test checks
 * those known changes and the code ranges, not every district.
 */

const OFFICIAL_PROVINCES: Record<string, string> = {
  '110000': '北京市', '120000': '天津市', '130000': '河北省', '140000': '山西省',
  '150000': '内蒙古自治区', '210000': '辽宁省', '220000': '吉林省', '230000': '黑龙江省',
  '310000': '上海市', '320000': '江苏省', '330000': '浙江省', '340000': '安徽省',
  '350000': '福建省', '360000': '江西省', '370000': '山东省', '410000': '河南省',
  '420000': '湖北省', '430000': '湖南省', '440000': '广东省', '450000': '广西壮族自治区',
  '460000': '海南省', '500000': '重庆市', '510000': '四川省', '520000': '贵州省',
  '530000': '云南省', '540000': '西藏自治区', '610000': '陕西省', '620000': '甘肃省',
  '630000': '青海省', '640000': '宁夏回族自治区', '650000': '新疆维吾尔自治区',
  '810000': '香港特别行政区', '820000': '澳门特别行政区',
}; // prettier-ignore

/** Second-level codes by province: the two middle digits (e.g. '13': '01' is 130100). */
const OFFICIAL_CITIES: Record<string, string> = {
  '11': '01', '12': '01',
  '13': '01 02 03 04 05 06 07 08 09 10 11',
  '14': '01 02 03 04 05 06 07 08 09 10 11',
  '15': '01 02 03 04 05 06 07 08 09 22 25 29',
  '21': '01 02 03 04 05 06 07 08 09 10 11 12 13 14',
  '22': '01 02 03 04 05 06 07 08 24',
  '23': '01 02 03 04 05 06 07 08 09 10 11 12 27',
  '31': '01',
  '32': '01 02 03 04 05 06 07 08 09 10 11 12 13',
  '33': '01 02 03 04 05 06 07 08 09 10 11',
  '34': '01 02 03 04 05 06 07 08 10 11 12 13 15 16 17 18', // 09 巢湖 abolished 2011
  '35': '01 02 03 04 05 06 07 08 09',
  '36': '01 02 03 04 05 06 07 08 09 10 11',
  '37': '01 02 03 04 05 06 07 08 09 10 11 13 14 15 16 17', // 12 莱芜 merged into 济南 2019
  '41': '01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17',
  '42': '01 02 03 05 06 07 08 09 10 11 12 13 28',
  '43': '01 02 03 04 05 06 07 08 09 10 11 12 13 31',
  '44': '01 02 03 04 05 06 07 08 09 12 13 14 15 16 17 18 19 20 51 52 53',
  '45': '01 02 03 04 05 06 07 08 09 10 11 12 13 14',
  '46': '01 02 03 04',
  '50': '01 02',
  '51': '01 03 04 05 06 07 08 09 10 11 13 14 15 16 17 18 19 20 32 33 34',
  '52': '01 02 03 04 05 06 23 26 27',
  '53': '01 03 04 05 06 07 08 09 23 25 26 28 29 31 33 34',
  '54': '01 02 03 04 05 06 25',
  '61': '01 02 03 04 05 06 07 08 09 10',
  '62': '01 02 03 04 05 06 07 08 09 10 11 12 29 30',
  '63': '01 02 22 23 25 26 27 28',
  '64': '01 02 03 04 05',
  '65': '01 02 04 05 23 27 28 29 30 31 32 40 42 43',
}; // prettier-ignore

const HONG_KONG_MACAO = [
  ...Array.from({ length: 18 }, (_, i) => `8100${String(i + 1).padStart(2, '0')}`),
  ...Array.from({ length: 8 }, (_, i) => `8200${String(i + 1).padStart(2, '0')}`),
];

/**
 * Where the dataset departs from the official list on purpose. Keep it short, and say why.
 */
const ALLOW_LIST: Record<string, string> = {
  // The statistical bureau's groupings of county-level units directly under a province
  // (省直辖县级行政区划): the official list hangs 济源, 仙桃, 五指山, 石河子… straight under the
  // province, but a three-column picker needs a second level for them.
  '419000': '省直辖县 (河南)',
  '429000': '省直辖县 (湖北)',
  '469000': '省直辖县 (海南)',
  '659000': '自治区直辖县级行政区划 (新疆)',
  // Created after the 2023 list (December 2024, 和田地区), so the current data carries them.
  '653228': '和康县',
  '653229': '和安县',
};

/** Abolished or renumbered county-level codes that must not appear (with the year). */
const GONE: Record<string, string> = {
  '330103': '下城区 (2021)', '330104': '江干区 (2021)', '320611': '港闸区 (2020)',
  '320684': '海门市 → 320614 海门区 (2020)', '371200': '莱芜市 (2019)', '371202': '莱城区 (2019)',
  '371203': '钢城区 → 370117 (2019)', '310230': '崇明县 → 310151 崇明区 (2016)',
  '370181': '章丘市 → 370114 章丘区 (2016)', '370684': '蓬莱市 → 370614 蓬莱区 (2020)',
  '370634': '长岛县 → 370614 蓬莱区 (2020)', '350402': '梅列区 → 350404 三元区 (2021)',
  '350403': '三元区 → 350404 三元区 (2021)', '350427': '沙县 → 350405 沙县区 (2021)',
}; // prettier-ignore

/** County-level codes the 2023 list has that older sources lack or number otherwise. */
const PRESENT: Record<string, string> = {
  '330105': '拱墅区', '330113': '临平区', '330114': '钱塘区', '320613': '崇川区', '320614': '海门区',
  '370114': '章丘区', '370116': '莱芜区', '370117': '钢城区', '310151': '崇明区', '340181': '巢湖市',
  '460302': '西沙区', '460303': '南沙区', '659010': '胡杨河市', '659011': '新星市', '659012': '白杨市',
  '500154': '开州区', '500156': '武隆区', '370614': '蓬莱区', '350404': '三元区', '350405': '沙县区',
}; // prettier-ignore

const all = await loadAllRegions();
const coded = all.filter((r) => r.value !== '--');

describe('against the 2023 official list', () => {
  it('has exactly the official provinces, by code and name', () => {
    const ours = Object.fromEntries(
      all.filter((r) => r.parent === undefined).map((r) => [r.value, r.name]),
    );
    expect(ours).toEqual(OFFICIAL_PROVINCES);
  });

  it('has exactly the official second level, apart from the allow-list', () => {
    const official = [
      ...Object.entries(OFFICIAL_CITIES).flatMap(([p, middles]) =>
        middles.split(' ').map((m) => `${p}${m}00`),
      ),
      ...HONG_KONG_MACAO,
    ];
    // 333 prefecture-level divisions, 市辖区 of Beijing, Tianjin, Shanghai and Chongqing,
    // Chongqing's 县, Hong Kong's and Macao's 26 entries.
    expect(official).toHaveLength(333 + 5 + 26);
    const ours = all.filter((r) => r.parent?.endsWith('0000')).map((r) => r.value);
    const extra = ours.filter((code) => !official.includes(code));
    const missing = official.filter((code) => !ours.includes(code));
    expect(extra.every((code) => code in ALLOW_LIST)).toBe(true);
    expect(extra.sort()).toEqual(['419000', '429000', '469000', '659000']);
    expect(missing).toEqual([]);
  });

  it('has none of the abolished or renumbered codes', () => {
    for (const [code, what] of Object.entries(GONE)) {
      expect(
        coded.find((r) => r.value === code),
        `${code} ${what}`,
      ).toBeUndefined();
    }
  });

  it('has the codes of recent changes, by name', () => {
    for (const [code, name] of Object.entries(PRESENT)) {
      expect(coded.find((r) => r.value === code)?.name, code).toBe(name);
    }
  });

  it('uses only official county-level code ranges (01–69, 81–89), allow-list aside', () => {
    const districts = coded.filter((r) => r.parent !== undefined && !r.parent.endsWith('0000'));
    const outside = districts.filter((r) => {
      const suffix = Number(r.value.slice(4));
      return suffix === 0 || (suffix >= 70 && suffix <= 80) || suffix >= 90;
    });
    expect(outside).toEqual([]);
  });

  it('carries the allow-listed later additions', () => {
    for (const code of ['653228', '653229']) {
      expect(coded.find((r) => r.value === code)?.name).toBe(ALLOW_LIST[code]);
    }
  });
});
