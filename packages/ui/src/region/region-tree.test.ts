import { describe, expect, it } from 'vitest';
import {
  REGION_LOADING,
  buildRegionTree,
  codesForNames,
  formatRegionValue,
  namesForCodes,
  parseRegionValue,
  type RegionEntry,
} from './region-tree';

const REGIONS: RegionEntry[] = [
  { name: '广东省', value: '440000' },
  { name: '深圳市', value: '440300', parent: '440000' },
  { name: '东莞市', value: '441900', parent: '440000' },
  { name: '香港特别行政区', value: '810000' },
  { name: '中西区', value: '810001', parent: '810000' },
];
const DISTRICTS: Record<string, RegionEntry[]> = {
  '440000': [
    { name: '罗湖区', value: '440303', parent: '440300' },
    { name: '南山区', value: '440305', parent: '440300' },
    { name: '--', value: '--', parent: '441900' },
  ],
  '810000': [{ name: '--', value: '--', parent: '810001' }],
};

describe('region tree', () => {
  it('shows a loading child until the province is loaded, then its districts', () => {
    const before = buildRegionTree(REGIONS, new Map());
    expect(before[0]?.children?.[0]?.children).toEqual([
      { text: '加载中…', value: REGION_LOADING },
    ]);
    const after = buildRegionTree(REGIONS, new Map([['440000', DISTRICTS['440000'] ?? []]]));
    expect(after[0]?.children?.[0]?.children?.map((d) => d.text)).toEqual(['罗湖区', '南山区']);
    expect(after[0]?.children?.[1]?.children).toEqual([{ text: '--', value: '441900--' }]);
  });

  it('maps names to codes and back, and stores names without the placeholder', () => {
    const tree = buildRegionTree(REGIONS, new Map(Object.entries(DISTRICTS)));
    expect(codesForNames(tree, ['广东省', '深圳市', '南山区'])).toEqual([
      '440000',
      '440300',
      '440305',
    ]);
    expect(codesForNames(tree, ['广东省', '东莞市'])).toEqual(['440000', '441900', '441900--']);
    expect(codesForNames(tree, [])).toEqual(['440000', '440300', '440303']);
    expect(namesForCodes(tree, ['810000', '810001', '810001--'])).toEqual([
      '香港特别行政区',
      '中西区',
      '--',
    ]);
    expect(formatRegionValue(['香港特别行政区', '中西区', '--'])).toBe('香港特别行政区/中西区');
    expect(parseRegionValue('广东省/深圳市/南山区')).toEqual(['广东省', '深圳市', '南山区']);
    expect(parseRegionValue('')).toEqual([]);
  });
});
