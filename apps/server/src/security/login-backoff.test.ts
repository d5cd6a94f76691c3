import { describe, expect, it } from 'vitest';
import { LOGIN_BACKOFF, LoginBackoff } from './login-backoff';

describe('LoginBackoff', () => {
  it('lets the first wrong passwords through, then doubles the wait up to a minute, and forgets after a quiet hour', () => {
    let now = 0;
    const backoff = new LoginBackoff(() => now);
    for (let i = 0; i < LOGIN_BACKOFF.free; i++) {
      expect(backoff.waitMs('a')).toBe(0);
      backoff.failed('a');
    }
    expect(backoff.waitMs('a')).toBe(1000);
    expect(backoff.waitMs('b')).toBe(0); // another account is not held back
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      now += backoff.waitMs('a');
      backoff.failed('a');
      waits.push(backoff.waitMs('a'));
    }
    expect(waits).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000, 60000, 60000]);
    now += LOGIN_BACKOFF.forgetMs;
    expect(backoff.waitMs('a')).toBe(0);
  });

  it('starts afresh after the right password', () => {
    let now = 0;
    const backoff = new LoginBackoff(() => now);
    for (let i = 0; i <= LOGIN_BACKOFF.free; i++) backoff.failed('a');
    now += 60_000;
    backoff.succeeded('a');
    backoff.failed('a');
    expect(backoff.waitMs('a')).toBe(0);
  });
});
