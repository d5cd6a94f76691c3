import { act, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Countdown,
  clockOffset,
  describeRemaining,
  formatRemaining,
  splitRemaining,
} from './countdown';

describe('formatRemaining', () => {
  it.each([
    [299_500, 'auto', '05:00'],
    [59_000, 'auto', '00:59'],
    [3_600_000, 'auto', '01:00:00'],
    [90_061_000, 'auto', '1天 01:01:01'],
    [7_200_000, 'mm:ss', '120:00'],
    [90_061_000, 'hh:mm:ss', '25:01:01'],
    [3_661_000, 'd hh:mm:ss', '01:01:01'],
    [172_800_000, 'd hh:mm:ss', '2天 00:00:00'],
    [0, 'auto', '00:00'],
    [-5000, 'auto', '00:00'],
  ] as const)('%i ms as %s is %s', (ms, format, text) => {
    expect(formatRemaining(ms, format)).toBe(text);
  });

  it('adds back up to the whole (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 86_400_000 }), (ms) => {
        const p = splitRemaining(ms);
        expect(p.days * 86400 + p.hours * 3600 + p.minutes * 60 + p.seconds).toBe(p.total);
        expect(p.total).toBe(Math.ceil(ms / 1000));
        const [mm = '', ss = ''] = formatRemaining(ms, 'mm:ss').split(':');
        expect(Number(mm) * 60 + Number(ss)).toBe(p.total);
      }),
    );
  });

  it('says it in words', () => {
    expect(describeRemaining(90_005_000)).toBe('1天1小时5秒');
    expect(describeRemaining(0)).toBe('0秒');
  });
});

describe('clockOffset', () => {
  it('takes the request midpoint as the moment the server answered', () => {
    // A phone 5 minutes slow: the server said 12:05:00.500 for a request sent at 12:00:00 and answered at 12:00:01.
    const base = Date.UTC(2025, 5, 1, 4, 0, 0);
    expect(clockOffset(base + 300_500, base, base + 1000)).toBe(300_000);
  });
});

describe('Countdown', () => {
  const start = new Date(2025, 5, 1, 12, 0, 0).getTime();
  beforeEach(() => {
    vi.useFakeTimers({ now: start });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down each second and calls onEnd once at the deadline', () => {
    const onEnd = vi.fn();
    render(<Countdown deadline={start + 3000} prefix="剩余支付时间" onEnd={onEnd} />);
    const timer = screen.getByRole('timer', { name: '剩余支付时间 3秒' });
    expect(timer).toHaveTextContent('剩余支付时间 00:03');
    act(() => void vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00:02');
    act(() => void vi.advanceTimersByTime(2000));
    expect(timer).toHaveTextContent('00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("reads the service's local date text and shows days", () => {
    render(<Countdown deadline="2025-06-03 13:30:05" />);
    expect(screen.getByRole('timer')).toHaveTextContent('2天 01:30:05');
  });

  it("follows the server's clock when given the offset", () => {
    // The device is 2 minutes behind the server: 2 minutes less are left than the device thinks.
    render(<Countdown deadline={start + 300_000} offset={120_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('03:00');
  });

  it('ends at once for a deadline already past, and never for none', () => {
    const onEnd = vi.fn();
    const { rerender } = render(<Countdown deadline={start - 1} onEnd={onEnd} />);
    expect(onEnd).toHaveBeenCalledTimes(1);
    rerender(<Countdown deadline={null} onEnd={onEnd} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('stops when unmounted', () => {
    const onEnd = vi.fn();
    const { unmount } = render(<Countdown deadline={start + 2000} onEnd={onEnd} />);
    unmount();
    act(() => void vi.advanceTimersByTime(5000));
    expect(onEnd).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('catches up when the page returns from the background', () => {
    render(<Countdown deadline={start + 60_000} />);
    // Background tabs get no timer callbacks: move the clock without running them.
    vi.setSystemTime(start + 45_000);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getByRole('timer')).toHaveTextContent('00:15');
  });

  it('lets the caller draw the parts', () => {
    render(
      <Countdown
        deadline={start + 3_723_000}
        render={(p) => `${p.hours}时${p.minutes}分${p.seconds}秒`}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('1时2分3秒');
  });
});
