import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows limit hits per window and key, then again in the next window', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const hits = Array.from({ length: 4 }, () => limiter.hit('a', 3, 1000));
    expect(hits).toEqual([true, true, true, false]);
    expect(limiter.hit('b', 3, 1000)).toBe(true);
    now = 1000;
    expect(limiter.hit('a', 3, 1000)).toBe(true);
  });
});
