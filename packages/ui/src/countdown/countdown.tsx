import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { parseDate, type DateInput } from '../format-date';

/**
 * How the time left is written. `auto`: N天 hh:mm:ss from a day, hh:mm:ss from an hour, else
 * mm:ss. The fixed forms carry larger units over (`mm:ss` of 2 h is 120:00).
 */
export type CountdownFormat = 'auto' | 'mm:ss' | 'hh:mm:ss' | 'd hh:mm:ss';

/** Whole units of the time left, rounded up to the second (00:01 shows until the very end). */
export interface RemainingParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** All of it in seconds. */
  total: number;
}

export function splitRemaining(ms: number): RemainingParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    total,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * @example formatRemaining(90_061_000) // '1天 01:01:01'
 * @example formatRemaining(299_500) // '05:00'
 */
export function formatRemaining(ms: number, format: CountdownFormat = 'auto'): string {
  const p = splitRemaining(ms);
  const hms = (h: number) => `${pad(h)}:${pad(p.minutes)}:${pad(p.seconds)}`;
  switch (format) {
    case 'mm:ss':
      return `${pad(Math.floor(p.total / 60))}:${pad(p.seconds)}`;
    case 'hh:mm:ss':
      return hms(Math.floor(p.total / 3600));
    case 'd hh:mm:ss':
      return p.days ? `${p.days}天 ${hms(p.hours)}` : hms(p.hours);
    default:
      if (p.days) return `${p.days}天 ${hms(p.hours)}`;
      return p.hours ? hms(p.hours) : `${pad(p.minutes)}:${pad(p.seconds)}`;
  }
}

/** The time left in words, for a screen reader: 1天2小时5秒. */
export function describeRemaining(ms: number): string {
  const p = splitRemaining(ms);
  if (!p.total) return '0秒';
  return [
    p.days && `${p.days}天`,
    p.hours && `${p.hours}小时`,
    p.minutes && `${p.minutes}分`,
    p.seconds && `${p.seconds}秒`,
  ]
    .filter(Boolean)
    .join('');
}

/**
 * The server's clock minus this device's, from a reply that carries the server's time: the
 * request's midpoint stands for the moment the server answered. Pass it as `offset` so a phone
 * whose clock is minutes off still counts to the server's deadline.
 *
 * @example
 * const sent = Date.now(); const reply = await getOrder(); const offset = clockOffset(reply.now, sent, Date.now());
 */
export function clockOffset(serverTime: number, sentAt: number, receivedAt: number): number {
  return Math.round(serverTime - (sentAt + receivedAt) / 2);
}

/** Options of useCountdown. */
export interface CountdownOptions {
  /** Server clock minus device clock, in ms (clockOffset). Default 0. */
  offset?: number;
  /** Called once when the deadline is reached (also when it had already passed on mount). */
  onEnd?: () => void;
}

/**
 * The milliseconds left until `deadline` (a Date, epoch ms, or the service's local
 * 'YYYY-MM-DD HH:mm:ss'), re-rendering as each second turns; 0 after it. Null or an invalid
 * deadline counts nothing and never ends. The timer stops on unmount, and a page coming back to
 * the foreground (timers sleep in the background) catches up at once.
 */
export function useCountdown(deadline: DateInput, options: CountdownOptions = {}): number {
  const offset = options.offset ?? 0;
  const target = parseDate(deadline).getTime();
  const left = () => (Number.isNaN(target) ? 0 : Math.max(0, target - (Date.now() + offset)));
  const [remaining, setRemaining] = useState(left);
  const onEnd = useRef(options.onEnd);
  onEnd.current = options.onEnd;
  const ended = useRef<number | null>(null);

  useEffect(() => {
    if (Number.isNaN(target)) {
      setRemaining(0);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const ms = Math.max(0, target - (Date.now() + offset));
      setRemaining(ms);
      if (ms === 0) {
        if (ended.current !== target) {
          ended.current = target;
          onEnd.current?.();
        }
        return;
      }
      // Wake when the shown second changes, not on a fixed 1 s beat that drifts.
      timer = setTimeout(tick, ms % 1000 || 1000);
    };
    tick();
    const wake = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', wake);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', wake);
    };
  }, [target, offset]);

  return remaining;
}

/** Props of Countdown. */
export interface CountdownProps extends CountdownOptions {
  deadline: DateInput;
  format?: CountdownFormat;
  /** Before the time, e.g. 剩余支付时间; also begins the accessible name. */
  prefix?: string;
  /** Draw it yourself (boxes for hours, minutes, seconds). */
  render?: (parts: RemainingParts) => ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * Counts down to a deadline: mm:ss, hh:mm:ss or N天 hh:mm:ss; calls onEnd once; follows the
 * server's clock with `offset`; stops when unmounted. A `role="timer"` (not announced every
 * second) named in words, e.g. 剩余支付时间 14分59秒.
 *
 * @example <Countdown deadline={order.expireTime} offset={offset} prefix="剩余支付时间" onEnd={refetch} />
 */
export function Countdown(props: CountdownProps) {
  const ms = useCountdown(props.deadline, props);
  const text = formatRemaining(ms, props.format);
  return (
    <span
      role="timer"
      aria-label={`${props.prefix ? `${props.prefix} ` : ''}${describeRemaining(ms)}`}
      className={props.className}
      style={{ fontVariantNumeric: 'tabular-nums', ...props.style }}
    >
      {props.render ? (
        props.render(splitRemaining(ms))
      ) : (
        <>
          {props.prefix && <span>{props.prefix} </span>}
          {text}
        </>
      )}
    </span>
  );
}
