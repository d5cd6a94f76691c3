import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardTail, isAlipayAccount, isBankCard } from './payout';

/** The Luhn check digit of a digit string. */
function checkDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (isBankCard(body + String(d))) return String(d);
  throw new Error('no check digit');
}

describe('isBankCard', () => {
  it('accepts 12–19 digits with a valid Luhn digit, spaces between groups allowed', () => {
    expect(isBankCard('6222021234567894')).toBe(true);
    expect(isBankCard('6222 0212 3456 7894')).toBe(true);
    expect(isBankCard('6222021234567897')).toBe(false);
    expect(isBankCard('62220212345')).toBe(false);
    expect(isBankCard('62220212345678978901')).toBe(false);
    expect(isBankCard('6222-0212-3456-7894')).toBe(false);
    expect(isBankCard('')).toBe(false);
  });

  it('has exactly one check digit for any body, and catches every single-digit typo', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, bump) => {
        const card = body + checkDigit(body);
        expect(isBankCard(card)).toBe(true);
        const i = at % card.length;
        const typo = card.slice(0, i) + String((Number(card[i]) + bump) % 10) + card.slice(i + 1);
        expect(isBankCard(typo)).toBe(false);
      }),
    );
  });
});

describe('isAlipayAccount and cardTail', () => {
  it('takes a mobile number or an e-mail, and shows the last four digits', () => {
    expect(isAlipayAccount('13800138000')).toBe(true);
    expect(isAlipayAccount('li@example.com')).toBe(true);
    expect(isAlipayAccount('li@')).toBe(false);
    expect(cardTail('6222 0212 3456 7897')).toBe('7897');
  });
});
