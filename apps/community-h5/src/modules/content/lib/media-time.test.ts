import { describe, expect, it } from 'vitest';
import { clock, count } from './media-time';

describe('media time', () => {
  it('formats seconds as a clock', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(8.9)).toBe('0:08');
    expect(clock(125)).toBe('2:05');
    expect(clock(3725)).toBe('1:02:05');
    expect(clock(-3)).toBe('0:00');
  });
  it('shortens large counts', () => {
    expect(count(999)).toBe('999');
    expect(count(12_345)).toBe('1.2万');
  });
});
