import { useEffect, useState, type CSSProperties } from 'react';
import {
  WEEKDAY_NAMES,
  addDays,
  addMonths,
  daysBetween,
  monthCells,
  monthOf,
  spokenDay,
  todayText,
} from './calendar-dates';

/** What a day offers. A day missing from the map (or `closed`) cannot be booked. */
export interface DayAvailability {
  /** Price in fen, shown through `formatPrice`. */
  price?: number;
  /** Places or rooms left; 0 is 满. */
  remaining?: number;
  closed?: boolean;
}

/** Days as 'YYYY-MM-DD' → what they offer (one month or several, as loaded). */
export type AvailabilityMap = Readonly<Record<string, DayAvailability | undefined>>;

/** A stay: check-in and check-out days (the night of `end` is not booked); end is null until picked. */
export interface DateRange {
  start: string;
  end: string | null;
}

interface CommonProps {
  availability: AvailabilityMap;
  /** Writes a day's price: pass the app's money formatter (fen in, text out). */
  formatPrice: (fen: number) => string;
  /** First day that can be picked. Default today. */
  min?: string;
  /** Last day that can be picked (as check-in or date). Default 180 days from min. */
  max?: string;
  /** The month shown first ('YYYY-MM'). Default the selection's, else min's. */
  initialMonth?: string;
  /** A month is shown: load its availability. Called for the first month too. */
  onMonthChange?: (month: string) => void;
  /** The shown month's availability is loading: days wait, greyed. */
  loading?: boolean;
  /** 0 Sunday (default) or 1 Monday first. */
  firstDayOfWeek?: 0 | 1;
  /** Today, for tests and server time. Default this device's. */
  today?: string;
  className?: string;
  style?: CSSProperties;
}

/** Props of AvailabilityCalendar: one date (a departure) or a stay (check-in → check-out, N晚). */
export type AvailabilityCalendarProps = CommonProps &
  (
    | { mode: 'single'; value: string | null; onChange: (day: string) => void }
    | {
        mode: 'range';
        value: DateRange | null;
        onChange: (range: DateRange) => void;
        /** Longest stay. Default 30 nights. */
        maxNights?: number;
      }
  );

/** The tenant's theme colour where the app sets one (--tx-theme), else red. */
const RED = 'var(--tx-theme, #c8161d)';
const TEXT = '#323233';
const MUTED = '#646566';
const FAINT = '#969799';

const FULL_NIGHT = '中间有已满或不可订的日期，已改为入住日期';

/**
 * A month calendar with each day's price and places left; past, full (满), closed and unknown
 * days cannot be picked. In `single` mode a tap picks a date (an activity's departure); in
 * `range` mode the first tap is check-in (入住) and the second check-out (离店), allowed only
 * when every night between is bookable, with 共N晚 under the month. Month by month with
 * 上个月 / 下个月, so a phone never renders a year of cells.
 *
 * @example
 * <AvailabilityCalendar mode="range" value={stay} onChange={setStay} availability={days} formatPrice={formatFen} onMonthChange={loadMonth} />
 */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const { availability, formatPrice, firstDayOfWeek = 0 } = props;
  const today = props.today ?? todayText();
  const min = props.min && props.min > today ? props.min : today;
  const max = props.max ?? addDays(min, 180);
  const selected = props.mode === 'single' ? props.value : props.value?.start;
  const [month, setMonth] = useState(
    () => props.initialMonth ?? monthOf(selected && selected >= min ? selected : min),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const onMonthChange = props.onMonthChange;

  useEffect(() => {
    onMonthChange?.(month);
    // Only a new month asks for data; a new callback identity does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [month]);

  const bookable = (day: string) => {
    const info = availability[day];
    return (
      day >= min &&
      day <= max &&
      !!info &&
      !info.closed &&
      (info.remaining === undefined || info.remaining > 0)
    );
  };
  /** Every night from `start` up to the day before `end` can be booked. */
  const nightsFree = (start: string, end: string) => {
    for (let d = start; d < end; d = addDays(d, 1)) if (!bookable(d)) return false;
    return true;
  };

  const range = props.mode === 'range' ? props.value : null;
  const picking = props.mode === 'range' && !!range && range.end === null;
  const maxNights = props.mode === 'range' ? (props.maxNights ?? 30) : 0;
  /** Check-out days: after check-in, within the longest stay, every night between free. */
  const canEnd = (day: string) =>
    !!range &&
    day > range.start &&
    daysBetween(range.start, day) <= maxNights &&
    day <= addDays(max, 1) &&
    nightsFree(range.start, day);

  const tap = (day: string) => {
    setNotice(null);
    if (props.mode === 'single') {
      props.onChange(day);
      return;
    }
    if (picking && range && day > range.start) {
      if (canEnd(day)) {
        props.onChange({ start: range.start, end: day });
        return;
      }
      // Not a possible check-out (a full night between, or too long a stay): the tap starts a
      // new stay there instead, and says why.
      setNotice(
        daysBetween(range.start, day) > maxNights
          ? `最多可预订${maxNights}晚，已改为入住日期`
          : FULL_NIGHT,
      );
    }
    props.onChange({ start: day, end: null });
  };

  const minMonth = monthOf(min);
  const maxMonth = monthOf(max);
  const cells = monthCells(month, firstDayOfWeek);
  const [y, m] = month.split('-').map(Number);
  const title = `${y}年${m}月`;
  const weekdays = Array.from({ length: 7 }, (_, i) => WEEKDAY_NAMES[(i + firstDayOfWeek) % 7]);
  const nav = (disabled: boolean): CSSProperties => ({
    minWidth: 44,
    height: 44,
    padding: '0 12px',
    border: 0,
    background: 'none',
    fontSize: 14,
    color: disabled ? '#c8c9cc' : TEXT,
  });

  let summary: string | null = null;
  if (range) {
    summary = range.end
      ? `${spokenDay(range.start).split(' ')[0]} 入住 – ${spokenDay(range.end).split(' ')[0]} 离店 · 共${daysBetween(range.start, range.end)}晚`
      : '请选择离店日期';
  }

  return (
    <div className={props.className} style={{ background: '#fff', ...props.style }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <button
          type="button"
          style={nav(month <= minMonth)}
          disabled={month <= minMonth}
          onClick={() => setMonth(addMonths(month, -1))}
        >
          上个月
        </button>
        <div aria-live="polite" style={{ fontSize: 16, fontWeight: 600, color: TEXT }}>
          {title}
        </div>
        <button
          type="button"
          style={nav(month >= maxMonth)}
          disabled={month >= maxMonth}
          onClick={() => setMonth(addMonths(month, 1))}
        >
          下个月
        </button>
      </div>
      <div
        aria-hidden="true"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(7, 1fr)',
          fontSize: 12,
          color: MUTED,
          textAlign: 'center',
          padding: '4px 0',
        }}
      >
        {weekdays.map((w) => (
          <span key={w}>{w}</span>
        ))}
      </div>
      <div
        role="group"
        aria-label={title}
        aria-busy={props.loading || undefined}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', rowGap: 4 }}
      >
        {cells.map((day, i) => {
          if (!day) return <span key={`b${i}`} />;
          const info = availability[day];
          const full = info?.remaining === 0;
          const isStart = day === selected;
          const isEnd = !!range?.end && day === range.end;
          const inside = !!range?.end && day > range.start && day < range.end;
          const enabled = !props.loading && (bookable(day) || (picking && canEnd(day)));
          const chosen = isStart || isEnd;
          const tag = isStart && props.mode === 'range' ? '入住' : isEnd ? '离店' : null;
          const price = info?.price !== undefined && !full ? formatPrice(info.price) : null;
          const left =
            info?.remaining !== undefined && info.remaining > 0 ? `余${info.remaining}` : null;
          const words = [
            spokenDay(day),
            day === today ? '今天' : null,
            tag,
            full ? '已满' : info?.closed ? '不可订' : null,
            price,
            left,
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <button
              key={day}
              type="button"
              disabled={!enabled}
              aria-pressed={chosen}
              aria-label={words}
              onClick={() => tap(day)}
              style={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 1,
                minHeight: 56,
                padding: '2px 0',
                border: 0,
                borderRadius: 6,
                background: chosen ? RED : inside ? '#fde8e8' : 'none',
                color: chosen ? '#fff' : enabled ? TEXT : FAINT,
                opacity: props.loading ? 0.5 : 1,
                fontSize: 15,
                lineHeight: '18px',
              }}
            >
              <span aria-hidden="true">
                {tag ?? (day === today ? '今天' : Number(day.slice(8)))}
              </span>
              <span
                aria-hidden="true"
                style={{ fontSize: 11, color: chosen ? '#fff' : enabled && !full ? RED : FAINT }}
              >
                {full ? '满' : (price ?? '\u00a0')}
              </span>
              <span aria-hidden="true" style={{ fontSize: 10, color: chosen ? '#fff' : MUTED }}>
                {left ?? '\u00a0'}
              </span>
            </button>
          );
        })}
      </div>
      {(summary || notice) && (
        <p
          role="status"
          style={{
            margin: '8px 16px',
            fontSize: 14,
            color: notice ? RED : TEXT,
            textAlign: 'center',
          }}
        >
          {notice ?? summary}
        </p>
      )}
    </div>
  );
}
