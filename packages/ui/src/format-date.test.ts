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
