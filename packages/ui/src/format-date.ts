/** A date as input, plus what the formatter accepts that is not one. */
export type DateInput = string | number | Date | null | undefined;

/**
 * 'YYYY-MM-DD' or 'YYYY/MM/DD', optionally followed by ' HH:mm', ':ss' and '.SSS', without a zone.
 * Read as local time, as the service means it (and as dayjs read it): Safari's Date refuses the
 * form with a space, and every Date reads the bare date as UTC midnight, a day early west of UTC.
 */
const LOCAL_TEXT =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,3})\d*)?)?)?$/;

const invalid = () => new Date(NaN);

/** The moment an input names (local time for the service's zone-less text); an invalid Date when it names none. */
export function parseDate(input: DateInput): Date {
  if (input === null || input === undefined || input === '') return invalid();
  if (input instanceof Date) return new Date(input.getTime());
  if (typeof input === 'number') return new Date(input);
  const text = input.trim();
  const m = LOCAL_TEXT.exec(text);
  if (!m) return new Date(text); // ISO with a zone ('…Z', '…+08:00') and other forms Date reads.
  const [y, mo, d, h, mi, s, ms] = m.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(y, mo - 1, d, h, mi, s, ms * 10 ** (3 - (m[7]?.length ?? 3)));
  // 2026-02-30 or 25:00 is no date (Date would roll it over into the next month or day).
  const exact =
    date.getFullYear() === y &&
    date.getMonth() === mo - 1 &&
    date.getDate() === d &&
    date.getHours() === h &&
    date.getMinutes() === mi &&
    date.getSeconds() === s;
  return exact ? date : invalid();
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The date formatter of spec §9, in the visitor's time zone. Modes: 0 month-day; 1 hour-minute
 * joined by a hyphen; 2 year-month-day; 3 year-month-day plus hh:mm; 4 Chinese month and day plus
 * hh:mm; anything else full date-time with seconds. Numbers under 10 are zero-padded; empty or
 * unparseable input gives empty text. No date library: a few lines do it, and the site popup's
 * coupon dates ride on the first screen (ARCHITECTURE §7).
 *
 * @example formatDate('2026-03-04T05:06:07', 4) // '03月04日 05:06'
 */
export function formatDate(input: DateInput, mode = -1): string {
  const d = parseDate(input);
  if (Number.isNaN(d.getTime())) return '';
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  switch (mode) {
    case 0:
      return day.slice(5);
    case 1:
      return time.replace(':', '-');
    case 2:
      return day;
    case 3:
      return `${day} ${time}`;
    case 4:
      return `${pad(d.getMonth() + 1)}月${pad(d.getDate())}日 ${time}`;
    default:
      return `${day} ${time}:${pad(d.getSeconds())}`;
  }
}
