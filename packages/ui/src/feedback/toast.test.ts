import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION, toast } from './toast';

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => {
      toast.clear();
      vi.runOnlyPendingTimers();
    });
    vi.useRealTimers();
  });

  it('shows an input warning for 600 ms', () => {
    const onClose = vi.fn();
    act(() => {
      toast.warn('手机号码格式不对哦~', { onClose });
    });
    expect(screen.getByText('手机号码格式不对哦~')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATION.warn - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['info', '提示'],
    ['success', '保存成功'],
    ['fail', '保存失败'],
  ] as const)('%s lasts 2000 ms', (kind, message) => {
    const onClose = vi.fn();
    act(() => {
      toast[kind](message, { onClose });
    });
    expect(screen.getByText(message)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a loading toast stays until cleared', () => {
    const onClose = vi.fn();
    let h: { clear(): void } | undefined;
    act(() => {
      h = toast.loading('提交中', { onClose });
    });
    expect(screen.getByText('提交中')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
    act(() => h?.clear());
    expect(TOAST_DURATION.default).toBe(2000);
  });
});
