import { describe, expect, it } from 'vitest';
import { formatTable, kindOf, median, summarize, wireTotals } from './lib.mjs';

describe('first-screen bench', () => {
  it('takes medians, the middle two averaged, ignoring missing values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 7])).toBe(7);
    expect(median([])).toBeNull();
  });

  it('sums wire bytes by kind and counts requests', () => {
    expect(kindOf('Fetch')).toBe('api');
    const totals = wireTotals([
      { type: 'Script', bytes: 100 },
      { type: 'Script', bytes: 50 },
      { type: 'Stylesheet', bytes: 20 },
      { type: 'Image', bytes: 1000 },
      { type: 'Ping', bytes: 1 },
    ]);
    expect(totals.bytes).toEqual({ js: 150, css: 20, img: 1000, doc: 0, api: 0, other: 1 });
    expect(totals.requests).toBe(5);
  });

  it('summarizes runs per page and prints one table row each', () => {
    const run = (page, lcp, el) => ({ page, fcp: lcp / 2, lcp, cls: 0, js: 2048, css: 1024, requests: 10, lcpElement: el });
    const rows = summarize([run('home', 3000, 'img'), run('home', 1000, 'img'), run('home', 2000, 'h1'), run('act', 500, null)]);
    expect(rows.map((r) => [r.page, r.lcp, r.runs, r.lcpElement])).toEqual([
      ['home', 2000, 3, 'img'],
      ['act', 500, 1, null],
    ]);
    const table = formatTable(rows).split('\n');
    expect(table).toHaveLength(4);
    expect(table[2]).toBe('| home | 1000 ms | 2000 ms | 2.0 | 1.0 | 10 | 0.000 | 3 | img |');
  });
});
