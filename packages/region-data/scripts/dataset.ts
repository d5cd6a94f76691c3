/// <reference types="node" />
// Builds the files of src/generated/ from @vant/area-data (MIT). scripts/generate.ts writes them
// (`pnpm generate`); scripts/generate.test.ts checks that the committed files are its output.
//
// The source is a good base but not the official list as it stands. The corrections below turn
// it into the county-level list of the Ministry of Civil Affairs (民政部 县以上行政区划代码),
// in the three levels a picker needs; each one says why.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { areaList } from '@vant/area-data';

const require = createRequire(import.meta.url);
export const sourceVersion = (
  JSON.parse(readFileSync(require.resolve('@vant/area-data/package.json'), 'utf8')) as {
    version: string;
  }
).version;

type Row = [code: string, name: string];

/** Taiwan is not part of the dataset (spec §3: mainland plus Hong Kong and Macao). */
const EXCLUDED_PROVINCES = new Set(['71']);

/**
 * Cities without county-level divisions: the source fills them with towns under made-up codes
 * (441901 中堂镇, 441990 沙田镇, 620290 雄关区, …). They get the one placeholder child instead.
 */
const CITIES_WITHOUT_DISTRICTS = new Set(['441900', '442000', '460400', '620200']);

/** Abolished districts, dropped should the source still (or again) carry them. */
const ABOLISHED = new Map([
  ['330103', '下城区: merged into 拱墅区 in 2021'],
  ['330104', '江干区: split between 上城区 and 钱塘区 in 2021'],
  ['320611', '港闸区: merged into 崇川区 in 2020'],
  ['320684', '海门市: became 海门区 (320614) in 2020'],
  ['371202', '莱城区: 莱芜市 became part of 济南 (370116 莱芜区) in 2019'],
  ['371203', '钢城区: now 370117 under 济南 since 2019'],
  // The source has the district each of these was merged into (370614 蓬莱区, 350404 三元区,
  // codes that exist only since the merger) yet still lists the abolished one beside it.
  ['370634', '长岛县: merged with 蓬莱市 into 蓬莱区 (370614) in 2020'],
  ['350402', '梅列区: merged with the old 三元区 into 三元区 (350404) in 2021'],
]);

/**
 * Statistical units of the National Bureau of Statistics (统计用区划代码) that are not
 * administrative divisions and so are absent from the official list, outside the code ranges
 * caught by `isStatisticalZone`.
 */
const STATISTICAL_ONLY = new Map([
  ['321150', '镇江新区 (a development zone)'],
  ['632857', '大柴旦行政委员会 (an administrative committee)'],
  ['232761', '加格达奇区 (NBS only; not a county-level division)'],
  ['232762', '松岭区 (NBS only)'],
  ['232763', '新林区 (NBS only)'],
  ['232764', '呼中区 (NBS only)'],
]);

/**
 * County-level codes end 01–69 (districts, counties, banners) or 81–89 (county-level cities).
 * 70–79 are the NBS's development and management zones (130171 石家庄高新技术产业开发区) and
 * 90–99 are codes some sources invent for zones (130390 经济技术开发区, 441990 沙田镇).
 */
function isStatisticalZone(code: string): boolean {
  const suffix = Number(code.slice(4));
  return (suffix >= 70 && suffix <= 79) || suffix >= 90;
}

/**
 * Hong Kong's 18 districts and Macao's 8 parishes in the official numbering (810001–810018,
 * 820001–820008), matched by name: the source nests them under regions (香港岛 810100, …) with
 * codes of its own.
 */
const SPECIAL_REGIONS: Record<string, readonly string[]> = {
  '81': [
    '中西区',
    '湾仔区',
    '东区',
    '南区',
    '油尖旺区',
    '深水埗区',
    '九龙城区',
    '黄大仙区',
    '观塘区',
    '荃湾区',
    '屯门区',
    '元朗区',
    '北区',
    '大埔区',
    '西贡区',
    '沙田区',
    '葵青区',
    '离岛区',
  ],
  '82': [
    '花地玛堂区',
    '花王堂区',
    '望德堂区',
    '大堂区',
    '风顺堂区',
    '嘉模堂区',
    '路凼填海区',
    '圣方济各堂区',
  ],
};
/** 氹 and 凼 are both used for Taipa/Cotai (路氹/路凼); match either. */
const sameName = (a: string, b: string): boolean =>
  a.replace(/氹/g, '凼') === b.replace(/氹/g, '凼');

const PLACEHOLDER: Row = ['--', '--'];

const byCode = (a: Row, b: Row): number => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
const entries = (list: Record<string, string>): Row[] =>
  Object.entries(list)
    .map(([code, name]): Row => [String(code), name])
    .sort(byCode);

export interface Dataset {
  /** Path under src/generated/ → file content. */
  files: Map<string, string>;
  /** The source entries left out, each with the reason. */
  dropped: string[];
  summary: string;
}

/** Builds the generated files in memory. Throws if the source breaks an expectation. */
export function buildDataset(): Dataset {
  const dropped: string[] = [];
  const keep = (code: string, name: string): boolean => {
    const reason = ABOLISHED.get(code) ?? STATISTICAL_ONLY.get(code);
    if (reason) {
      dropped.push(`${code} ${reason}`);
      return false;
    }
    if (isStatisticalZone(code)) {
      dropped.push(`${code} ${name}: statistical zone code`);
      return false;
    }
    return true;
  };

  const provinces = entries(areaList.province_list).filter(
    ([code]) => !EXCLUDED_PROVINCES.has(code.slice(0, 2)),
  );
  const sourceCities = entries(areaList.city_list);
  const sourceCounties = entries(areaList.county_list);

  /** Province+city rows in tree order, and per province: city code → its district rows. */
  const topRows: Row[] = [];
  const chunks = new Map<string, Map<string, Row[]>>();

  for (const [provinceCode, provinceName] of provinces) {
    const prefix = provinceCode.slice(0, 2);
    topRows.push([provinceCode, provinceName]);
    const chunk = new Map<string, Row[]>();
    chunks.set(prefix, chunk);

    const special = SPECIAL_REGIONS[prefix];
    if (special) {
      const sourceNames = sourceCounties
        .filter(([code]) => code.startsWith(prefix))
        .map(([, name]) => name);
      if (sourceNames.length !== special.length) {
        throw new Error(
          `${provinceName}: the source has ${sourceNames.length} entries, expected ${special.length}`,
        );
      }
      special.forEach((officialName, index) => {
        const name = sourceNames.find((candidate) => sameName(candidate, officialName));
        if (!name) throw new Error(`${provinceName}: ${officialName} is missing from the source`);
        const code = `${prefix}00${String(index + 1).padStart(2, '0')}`;
        topRows.push([code, name]);
        chunk.set(code, [PLACEHOLDER]);
      });
      continue;
    }

    for (const [cityCode, cityName] of sourceCities) {
      if (!cityCode.startsWith(prefix)) continue;
      topRows.push([cityCode, cityName]);
      if (CITIES_WITHOUT_DISTRICTS.has(cityCode)) {
        chunk.set(cityCode, [PLACEHOLDER]);
        continue;
      }
      const cityPrefix = cityCode.slice(0, 4);
      const districts = sourceCounties.filter(
        ([code, name]) => code.startsWith(cityPrefix) && keep(code, name),
      );
      if (districts.length === 0) throw new Error(`${cityCode} ${cityName} has no districts left`);
      chunk.set(cityCode, districts);
    }
  }

  // Every code once.
  const seen = new Set<string>();
  for (const [code] of [
    ...topRows,
    ...[...chunks.values()].flatMap((c) => [...c.values()].flat()),
  ]) {
    if (code === '--') continue;
    if (seen.has(code)) throw new Error(`duplicate code ${code}`);
    seen.add(code);
  }

  const HEADER = `// Generated by scripts/generate.ts from @vant/area-data ${sourceVersion}. Do not edit; run \`pnpm generate\`.\n`;
  const row = ([code, name]: Row): string => `['${code}', '${name}']`;

  const files = new Map<string, string>();
  files.set(
    'top.ts',
    `${HEADER}import type { Row } from '../types';\n\n` +
      `/** Provinces and cities as [code, name], each province followed by its cities. */\n` +
      `export const topRows: readonly Row[] = [\n${topRows.map((r) => `  ${row(r)},`).join('\n')}\n];\n`,
  );

  for (const [prefix, chunk] of chunks) {
    // One row per line, so that a change in the source shows as a one-line diff. (The root
    // .prettierignore leaves src/generated alone.)
    const body = [...chunk]
      .map(
        ([city, rows]) => `  '${city}': [\n${rows.map((r) => `    ${row(r)},`).join('\n')}\n  ],`,
      )
      .join('\n');
    files.set(
      `districts/${prefix}.ts`,
      `${HEADER}import type { DistrictChunk } from '../../types';\n\n` +
        `/** The districts of province ${prefix}0000 by city code; '--' is the placeholder child. */\n` +
        `const districts: DistrictChunk = {\n${body}\n};\n\nexport default districts;\n`,
    );
  }

  // One static import() per province, so that every bundler (Vite, esbuild, Rollup) splits them.
  files.set(
    'district-chunks.ts',
    `${HEADER}import type { DistrictChunk } from '../types';\n\n` +
      `/** Loads one province's districts, by the province's 2-digit prefix. */\n` +
      `export const districtChunks: Readonly<Record<string, () => Promise<{ default: DistrictChunk }>>> = {\n` +
      [...chunks.keys()].map((p) => `  '${p}': () => import('./districts/${p}'),`).join('\n') +
      `\n};\n`,
  );

  const districtCount = [...chunks.values()].reduce((n, c) => n + [...c.values()].flat().length, 0);
  const summary =
    `@vant/area-data ${sourceVersion}: ${provinces.length} provinces, ` +
    `${topRows.length - provinces.length} cities, ${districtCount} districts (placeholders included)`;
  return { files, dropped, summary };
}
