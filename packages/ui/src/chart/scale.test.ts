import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { niceTicks } from './scale';

describe('niceTicks', () => {
  it.each([
    [0, 87, [0, 20, 40, 60, 80, 100]],
    [0, 10, [0, 2, 4, 6, 8, 10]],
    [-30, 45, [-40, -20, 0, 20, 40, 60]],
    [0, 0.3, [0, 0.1, 0.2, 0.3]],
    [0, 0.7, [0, 0.2, 0.4, 0.6, 0.8]],
    [0, 0, [0, 0.2, 0.4, 0.6, 0.8, 1]],
    [7, 7, [0, 2, 4, 6, 8]],
    [0, 123456, [0, 25000, 50000, 75000, 100000, 125000]],
    [1200, 1380, [1200, 1250, 1300, 1350, 1400]],
  ])('%d…%d', (min, max, expected) => {
    expect(niceTicks(min, max).values).toEqual(expected);
  });

  it('never splits whole units when asked for integers', () => {
    expect(niceTicks(0, 3, 5, true).values).toEqual([0, 1, 2, 3]);
  });

  it('covers the data with evenly spaced round ticks (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        (a, b) => {
          const t = niceTicks(a, b);
          expect(t.min).toBeLessThanOrEqual(Math.min(a, b) + 1e-9);
          expect(t.max).toBeGreaterThanOrEqual(Math.max(a, b) - 1e-9);
          expect(t.values.length).toBeGreaterThanOrEqual(2);
          expect(t.values.length).toBeLessThanOrEqual(12);
          const mantissa = t.step / 10 ** Math.floor(Math.log10(t.step));
          expect([1, 2, 2.5, 5, 10].some((m) => Math.abs(m - mantissa) < 1e-9)).toBe(true);
        },
      ),
    );
  });
});
