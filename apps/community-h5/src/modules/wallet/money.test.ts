import { describe, expect, it } from 'vitest';
import { wallet } from '@tongxin/api-client';
import { fenToYuanText, yuanToFen } from './money';

describe('yuanToFen', () => {
  it('reads yuan with up to two decimals exactly, and refuses anything else', () => {
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('1.5')).toBe(150);
    expect(yuanToFen('3.')).toBe(300);
    expect(yuanToFen(' 14.85 ')).toBe(1485);
    for (const bad of ['', '1.234', '-1', 'abc', '1e3', '.5']) expect(yuanToFen(bad), bad).toBeNull();
  });
  it('writes fen back as yuan text, and rounds the fee up like the server', () => {
    expect(fenToYuanText(1485)).toBe('14.85');
    expect(fenToYuanText(5)).toBe('0.05');
    expect(wallet.withdrawFeeFen(1001, 60)).toBe(7);
    expect(wallet.withdrawFeeFen(1000, 0)).toBe(0);
  });
});
