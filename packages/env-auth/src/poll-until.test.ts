import { afterEach, describe, expect, it, vi } from 'vitest';
import { pollUntil } from './wechat-pay';

afterEach(() => vi.useRealTimers());

describe('pollUntil', () => {
  it('asks again after each no (a failed check is a no) and stops at the first yes', async () => {
    vi.useFakeTimers();
    // Each answer is made when asked for: a rejection made earlier would be unhandled until then.
    const answers = [() => Promise.resolve(false), () => Promise.reject(new Error('offline')), () => Promise.resolve(true)];
    const check = vi.fn(() => (answers.shift() ?? (() => Promise.resolve(true)))());
    const done = pollUntil(check, 5, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toBe(true);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('gives up after its tries', async () => {
    vi.useFakeTimers();
    const check = vi.fn(() => Promise.resolve(false));
    const done = pollUntil(check, 3, 500);
    await vi.advanceTimersByTimeAsync(1500);
    await expect(done).resolves.toBe(false);
    expect(check).toHaveBeenCalledTimes(3);
  });
});
