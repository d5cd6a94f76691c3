import { describe, expect, it } from 'vitest';
import {
  formatImageList,
  formatPickerValue,
  imageListMax,
  initialValues,
  parseImageList,
  parsePickerOptions,
  parsePickerValue,
} from './values';

describe('type 3 picker content and values', () => {
  it('reads the JSON list of { key, value[] } and ignores malformed entries', () => {
    expect(
      parsePickerOptions('[{"key":"生物学","value":["纳米生物技术",3]},{"nope":1},{"key":"否"}]'),
    ).toEqual([
      { key: '生物学', value: ['纳米生物技术', '3'] },
      { key: '否', value: [] },
    ]);
    expect(parsePickerOptions('not json')).toEqual([]);
    expect(parsePickerOptions('{"key":"a"}')).toEqual([]);
    expect(parsePickerOptions(null)).toEqual([]);
  });

  it("stores 'key/value' and splits at the first slash", () => {
    expect(formatPickerValue('生物学', '纳米生物技术')).toBe('生物学/纳米生物技术');
    expect(formatPickerValue('是')).toBe('是');
    expect(parsePickerValue('生物学/纳米/技术')).toEqual({ key: '生物学', value: '纳米/技术' });
    expect(parsePickerValue('是')).toEqual({ key: '是', value: '' });
  });
});

describe('type 5 image lists', () => {
  it('round-trips as a JSON array and reads comma lists', () => {
    const urls = ['https://a/1.jpg', 'https://a/2,x.png'];
    expect(parseImageList(formatImageList(urls))).toEqual(urls);
    expect(formatImageList([])).toBe('');
    expect(parseImageList('https://a/1.jpg, https://a/2.jpg')).toEqual([
      'https://a/1.jpg',
      'https://a/2.jpg',
    ]);
    expect(parseImageList('[broken')).toEqual([]);
  });

  it('defaults the maximum to 999', () => {
    expect(imageListMax({ id: 1, name: 'x', type: 5 })).toBe(999);
    expect(imageListMax({ id: 1, name: 'x', type: 5, content: '3' })).toBe(3);
    expect(imageListMax({ id: 1, name: 'x', type: 5, content: '-2' })).toBe(999);
  });
});

describe('initialValues', () => {
  it('prefers saved values, then component values, and turns arrays into the stored form', () => {
    const components = [
      { id: 1, name: 'a', type: 0, value: '默认' },
      { id: 2, name: 'b', type: 2 },
      { id: 3, name: 'c', type: 5 },
      { id: 4, name: 'd', type: 0, value: '保留' },
    ];
    expect(initialValues(components, { '1': '已存', '2': 18, '3': ['u1'] })).toEqual({
      '1': '已存',
      '2': '18',
      '3': '["u1"]',
      '4': '保留',
    });
  });
});
