import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFen } from './format-money';

describe('formatFen', () => {
  it('writes fen as ¥ and yuan with two decimals', () => {
    expect(formatFen(1230)).toBe('¥12.30');
    expect(formatFen(990)).toBe('¥9.90');
    expect(formatFen(9900)).toBe('¥99.00');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(-500)).toBe('-¥5.00');
    expect(formatFen(123456789)).toBe('¥1234567.89');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatFen(Number.NaN)).toBe('');
    expect(formatFen(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('reads back as the same number of fen, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fen) => {
        const text = formatFen(fen);
        expect(text).toMatch(/^-?¥\d+\.\d{2}$/);
        const [yuan = '', cents = ''] = text.replace('-', '').slice(1).split('.');
        expect((Number(yuan) * 100 + Number(cents)) * (fen < 0 ? -1 : 1)).toBe(fen === 0 ? 0 : fen);
      }),
    );
  });
});
