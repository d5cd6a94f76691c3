import { describe, expect, it } from 'vitest';
import { formatDate } from './index';

const at = new Date(2026, 2, 4, 5, 6, 7);

describe('formatDate', () => {
  it.each([
    [0, '03-04'],
    [1, '05-06'],
    [2, '2026-03-04'],
    [3, '2026-03-04 05:06'],
    [4, '03月04日 05:06'],
    [5, '2026-03-04 05:06:07'],
    [99, '2026-03-04 05:06:07'],
  ])('mode %d gives %s', (mode, text) => expect(formatDate(at, mode)).toBe(text));

  it.each([null, undefined, '', 'not a date'])('%s gives empty text', (v) =>
    expect(formatDate(v, 2)).toBe(''),
  );

  it('reads timestamps in milliseconds', () => {
    expect(formatDate(at.getTime(), 2)).toBe('2026-03-04');
  });
});

describe('formatDate without a date library', () => {
  it('reads the service’s "YYYY-MM-DD HH:mm:ss" and a bare date as local time', () => {
    expect(formatDate('2026-12-31 23:59:59', 5)).toBe('2026-12-31 23:59:59');
    expect(formatDate('2026/3/4 5:06', 3)).toBe('2026-03-04 05:06');
    // A bare date is the local day, not UTC midnight (which is the day before west of UTC).
    expect(formatDate('2026-03-04', 5)).toBe('2026-03-04 00:00:00');
    expect(formatDate('2026-03-04T05:06:07.250', 1)).toBe('05-06');
  });

  it('reads ISO text with a zone as that moment', () => {
    const moment = '2030-12-31T15:59:59.000Z';
    const local = new Date(Date.UTC(2030, 11, 31, 15, 59, 59));
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatDate(moment, 2)).toBe(
      `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    );
  });

  it('gives empty text for dates that do not exist instead of rolling them over', () => {
    expect(formatDate('2026-02-30', 2)).toBe('');
    expect(formatDate('2026-13-01', 2)).toBe('');
    expect(formatDate('2026-03-04 24:00', 3)).toBe('');
    expect(formatDate(new Date(NaN), 2)).toBe('');
  });
});
