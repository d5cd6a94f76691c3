/**
 * Calendar days as 'YYYY-MM-DD' text: what the service sends and what a booking stores. The
 * arithmetic runs on UTC midnights, so a daylight-saving change can never skip or repeat a day.
 */
const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

function utc(day: string): number {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function text(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Today on this device, as 'YYYY-MM-DD'. */
export function todayText(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(day: string, n: number): string {
  return text(utc(day) + n * DAY);
}

/** Whole days from `a` to `b` (nights of a stay from check-in a to check-out b). */
export function daysBetween(a: string, b: string): number {
  return Math.round((utc(b) - utc(a)) / DAY);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: string): number {
  return new Date(utc(day)).getUTCDay();
}

/** 'YYYY-MM' of a day, or of a month moved by `n`. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function addMonths(month: string, n: number): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/**
 * The cells of a month's grid, week by week: null for the blanks before the first day.
 *
 * @example monthCells('2025-06', 0).slice(0, 2) // ['2025-06-01', '2025-06-02'] (June 1st 2025 is a Sunday)
 */
export function monthCells(month: string, firstDayOfWeek: 0 | 1 = 0): (string | null)[] {
  const first = `${month}-01`;
  const blanks = (weekday(first) - firstDayOfWeek + 7) % 7;
  const length = daysBetween(first, `${addMonths(month, 1)}-01`);
  return [
    ...Array.from({ length: blanks }, () => null),
    ...Array.from({ length }, (_, i) => addDays(first, i)),
  ];
}

export const WEEKDAY_NAMES = ['日', '一', '二', '三', '四', '五', '六'] as const;

/** 6月12日 星期四 */
export function spokenDay(day: string): string {
  const [, m = 0, d = 0] = day.split('-').map(Number);
  return `${m}月${d}日 星期${WEEKDAY_NAMES[weekday(day)]}`;
}
