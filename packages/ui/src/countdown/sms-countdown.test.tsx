import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smsSentAtKey, useSmsCountdown } from './sms-countdown';

describe('useSmsCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z') });
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts 60 seconds from the send, a second at a time, then offers a new code', async () => {
    const { result } = renderHook(() => useSmsCountdown('register', '13800138000'));
    expect(result.current.left).toBe(0);
    act(() => result.current.start());
    expect(result.current.left).toBe(60);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.left).toBe(59);
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(result.current.left).toBe(0);
  });

  it('survives a reload: the send time is kept in sessionStorage by purpose and number', async () => {
    const first = renderHook(() => useSmsCountdown('register', '13800138000'));
    act(() => first.result.current.start());
    expect(sessionStorage.getItem(smsSentAtKey('register', '13800138000'))).toBe(String(Date.now()));
    first.unmount();
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    const again = renderHook(() => useSmsCountdown('register', '13800138000'));
    expect(again.result.current.left).toBe(35);
  });

  it('lets another number, or the same number for another purpose, have its code at once', () => {
    let phone = '13800138000';
    const { result, rerender } = renderHook(() => useSmsCountdown('register', phone));
    act(() => result.current.start());
    phone = '13900139000';
    rerender();
    expect(result.current.left).toBe(0);
    expect(renderHook(() => useSmsCountdown('bind', '13800138000')).result.current.left).toBe(0);
    phone = '13800138000';
    rerender();
    expect(result.current.left).toBe(60);
  });
});
