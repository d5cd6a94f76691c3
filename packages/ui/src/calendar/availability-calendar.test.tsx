import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  AvailabilityCalendar,
  type AvailabilityMap,
  type DateRange,
} from './availability-calendar';
import { addDays, daysBetween, monthCells, spokenDay } from './calendar-dates';

const yuan = (fen: number) => `¥${fen / 100}`; // stands in for the app's formatter
const TODAY = '2025-06-10';

/** June 2025 from the 10th: ¥128 a night with 3 rooms, the 13th full, the 20th closed. */
function june(): AvailabilityMap {
  const days: Record<string, { price: number; remaining: number; closed?: boolean }> = {};
  for (let d = 1; d <= 30; d++)
    days[`2025-06-${String(d).padStart(2, '0')}`] = { price: 12800, remaining: 3 };
  days['2025-06-13'] = { price: 12800, remaining: 0 };
  days['2025-06-20'] = { price: 12800, remaining: 2, closed: true };
  return days;
}

const day = (label: RegExp) => screen.getByRole('button', { name: label });

describe('calendar dates', () => {
  it('lays out a month and counts nights across month ends', () => {
    expect(monthCells('2025-06', 0).slice(0, 1)).toEqual(['2025-06-01']); // a Sunday
    expect(monthCells('2025-06', 1).slice(0, 7)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      '2025-06-01',
    ]);
    expect(monthCells('2024-02').filter(Boolean)).toHaveLength(29);
    expect(daysBetween('2025-06-29', '2025-07-02')).toBe(3);
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(spokenDay('2025-06-12')).toBe('6月12日 星期四');
  });
});

describe('AvailabilityCalendar, one date', () => {
  it('shows each day with its price and places, and disables past, full, closed and unknown days', () => {
    const onChange = vi.fn();
    render(
      <AvailabilityCalendar
        mode="single"
        value={null}
        onChange={onChange}
        availability={june()}
        formatPrice={yuan}
        today={TODAY}
        max="2025-07-31"
      />,
    );
    expect(screen.getByRole('group', { name: '2025年6月' })).toBeInTheDocument();
    expect(day(/^6月9日/)).toBeDisabled(); // past
    expect(day(/^6月10日 星期二 今天 ¥128 余3$/)).toBeEnabled();
    expect(day(/^6月13日 .* 已满$/)).toBeDisabled();
    expect(day(/^6月20日 .* 不可订/)).toBeDisabled();
    const cell = day(/^6月11日/);
    expect(cell).toHaveTextContent('11¥128余3');
    fireEvent.click(cell);
    expect(onChange).toHaveBeenCalledWith('2025-06-11');
    // July has no data loaded: nothing to pick.
    fireEvent.click(screen.getByRole('button', { name: '下个月' }));
    expect(day(/^7月1日/)).toBeDisabled();
  });

  it('marks the chosen date and asks for each month it shows, within min and max', () => {
    const onMonthChange = vi.fn();
    render(
      <AvailabilityCalendar
        mode="single"
        value="2025-06-12"
        onChange={() => undefined}
        availability={june()}
        formatPrice={yuan}
        today={TODAY}
        max="2025-07-15"
        onMonthChange={onMonthChange}
      />,
    );
    expect(day(/^6月12日/)).toHaveAttribute('aria-pressed', 'true');
    expect(onMonthChange).toHaveBeenLastCalledWith('2025-06');
    expect(screen.getByRole('button', { name: '上个月' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '下个月' }));
    expect(onMonthChange).toHaveBeenLastCalledWith('2025-07');
    expect(screen.getByRole('button', { name: '下个月' })).toBeDisabled();
    expect(onMonthChange).toHaveBeenCalledTimes(2);
  });

  it('waits while the month loads', () => {
    render(
      <AvailabilityCalendar
        mode="single"
        value={null}
        onChange={() => undefined}
        availability={june()}
        formatPrice={yuan}
        today={TODAY}
        loading
      />,
    );
    expect(screen.getByRole('group', { name: '2025年6月' })).toHaveAttribute('aria-busy', 'true');
    expect(day(/^6月11日/)).toBeDisabled();
  });
});

describe('AvailabilityCalendar, a stay', () => {
  function Stay(props: { maxNights?: number; onStay?: (r: DateRange) => void }) {
    const [stay, setStay] = useState<DateRange | null>(null);
    return (
      <AvailabilityCalendar
        mode="range"
        value={stay}
        onChange={(r) => {
          setStay(r);
          props.onStay?.(r);
        }}
        availability={june()}
        formatPrice={yuan}
        today={TODAY}
        maxNights={props.maxNights}
      />
    );
  }

  it('picks check-in, then check-out, and counts the nights', () => {
    const onStay = vi.fn();
    render(<Stay onStay={onStay} />);
    fireEvent.click(day(/^6月10日/));
    expect(screen.getByRole('status')).toHaveTextContent('请选择离店日期');
    expect(day(/^6月10日/)).toHaveAccessibleName(/入住/);
    fireEvent.click(day(/^6月12日/));
    expect(onStay).toHaveBeenLastCalledWith({ start: '2025-06-10', end: '2025-06-12' });
    expect(screen.getByRole('status')).toHaveTextContent('6月10日 入住 – 6月12日 离店 · 共2晚');
    expect(day(/^6月12日/)).toHaveAccessibleName(/离店/);
    expect(day(/^6月12日/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets a stay end on a full day, never run through one', () => {
    const onStay = vi.fn();
    render(<Stay onStay={onStay} />);
    fireEvent.click(day(/^6月11日/));
    // Leaving on the 13th books the 11th and 12th only: allowed although the 13th is full.
    expect(day(/^6月13日/)).toBeEnabled();
    // Beyond it the night of the 13th would be booked: the 14th starts a new stay instead.
    fireEvent.click(day(/^6月14日/));
    expect(onStay).toHaveBeenLastCalledWith({ start: '2025-06-14', end: null });
    expect(screen.getByRole('status')).toHaveTextContent(
      '中间有已满或不可订的日期，已改为入住日期',
    );
    fireEvent.click(day(/^6月13日/));
    expect(onStay).toHaveBeenLastCalledWith({ start: '2025-06-14', end: null });
    expect(day(/^6月13日/)).toBeDisabled();
  });

  it('keeps to the longest stay', () => {
    const onStay = vi.fn();
    render(<Stay onStay={onStay} maxNights={2} />);
    fireEvent.click(day(/^6月14日/));
    fireEvent.click(day(/^6月17日/));
    expect(onStay).toHaveBeenLastCalledWith({ start: '2025-06-17', end: null });
    expect(
      within(screen.getByRole('status')).getByText('最多可预订2晚，已改为入住日期'),
    ).toBeVisible();
  });
});
