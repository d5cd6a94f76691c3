const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Year-month-day in the visitor's time zone (spec §9 date mode 2, numbers under 10 padded;
 * empty or unreadable input gives ''). The popup's own small formatter: dayjs would cost the
 * first screen 3 KB gzip for one date (ARCHITECTURE §7).
 */
export function dayText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
