// National ID (居民身份证号码, GB 11643-1999). Everything here reads char codes and keeps
// nothing between calls: the check runs in bulk on the server (see scripts/bench.ts).

/**
 * The province codes an ID may start with: the provinces of the region dataset
 * (@tongxin/region-data): mainland 11–65 as listed, 81 Hong Kong, 82 Macao. Not 71 (Taiwan),
 * 83 or 91. A test in this package compares this list with region-data's generated file.
 */
// prettier-ignore
export const ID_CARD_PROVINCES: readonly string[] = Object.freeze([
  '11', '12', '13', '14', '15',
  '21', '22', '23',
  '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46',
  '50', '51', '52', '53', '54',
  '61', '62', '63', '64', '65',
  '81', '82',
]);

const PROVINCE_FLAGS = new Uint8Array(100);
for (const code of ID_CARD_PROVINCES) PROVINCE_FLAGS[Number(code)] = 1;

/** ISO 7064 MOD 11-2 weights of the first 17 digits. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** The check character for each remainder 0–10. */
const CHECK_CHARS = '10X98765432';

const ZERO = 48;
const UPPER_X = 88;
const LOWER_X = 120;
/** The spec's age limit (§9, "Age max 200"). */
const MAX_AGE = 200;

export type IdCardFailureReason = 'format' | 'province' | 'birth' | 'checksum';

export interface IdCardInfo {
  ok: true;
  /** The 18-character form, check character `X` upper-case. */
  id: string;
  /** `YYYY-MM-DD` */
  birth: string;
  /** From the 17th digit: odd is male. */
  gender: 'male' | 'female';
  /** The 2-digit province code, e.g. `'11'`. */
  province: string;
}

export interface IdCardFailure {
  ok: false;
  reason: IdCardFailureReason;
}

export type IdCardResult = IdCardInfo | IdCardFailure;

// Shared, frozen failures: a rejected id allocates nothing.
const FAILURES: Readonly<Record<IdCardFailureReason, IdCardFailure>> = Object.freeze({
  format: Object.freeze({ ok: false, reason: 'format' }),
  province: Object.freeze({ ok: false, reason: 'province' }),
  birth: Object.freeze({ ok: false, reason: 'birth' }),
  checksum: Object.freeze({ ok: false, reason: 'checksum' }),
});

const OK = 0;
const FORMAT = 1;
const PROVINCE = 2;
const BIRTH = 3;
const CHECKSUM = 4;
const REASONS: readonly (IdCardFailureReason | null)[] = [
  null,
  'format',
  'province',
  'birth',
  'checksum',
];

function digitAt(value: string, index: number): number {
  // Anything that is not 0–9 comes out of range (NaN for a missing index).
  return value.charCodeAt(index) - ZERO;
}

function allDigits(value: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const d = digitAt(value, i);
    if (!(d >= 0 && d <= 9)) return false;
  }
  return true;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The check character of the first 17 digits of `value` (which must be digits). */
function checkCharCode(value: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += digitAt(value, i) * (WEIGHTS[i] as number);
  return CHECK_CHARS.charCodeAt(sum % 11);
}

// The local calendar day last asked about, as [start ms, end ms, yyyymmdd]. Reading a Date's
// local fields costs more than the rest of the check, and a bulk check asks about one day:
// this one slot (never more) answers every instant of that day.
let dayStart = 0;
let dayEnd = 0;
let dayPacked = 0;

/** `today` as the number yyyymmdd of its local calendar date. */
function localDate(today: Date): number {
  const time = today.getTime();
  if (Number.isNaN(time)) throw new RangeError('today is an invalid Date');
  if (time >= dayStart && time < dayEnd) return dayPacked;
  const y = today.getFullYear();
  const m = today.getMonth();
  const d = today.getDate();
  dayStart = new Date(y, m, d).getTime();
  dayEnd = new Date(y, m, d + 1).getTime();
  dayPacked = y * 10_000 + (m + 1) * 100 + d;
  return dayPacked;
}

const d2 = (value: string, at: number): number =>
  (value.charCodeAt(at) - ZERO) * 10 + value.charCodeAt(at + 1) - ZERO;

/**
 * One of the status constants above for `value`. One pass over the digits checks the shape and
 * gathers the weighted sum; province, birth date and check character follow, in that order. A
 * 15-digit id is read as its upgraded form, whose check character is right by construction, so
 * nothing is allocated on either path.
 */
function inspect(value: string, today: Date): number {
  const length = value.length;
  let sum = 0;
  if (length === 18) {
    for (let i = 0; i < 17; i++) {
      const d = value.charCodeAt(i) - ZERO;
      if (d < 0 || d > 9) return FORMAT;
      sum += d * (WEIGHTS[i] as number);
    }
    const last = value.charCodeAt(17);
    if (!((last >= ZERO && last <= ZERO + 9) || last === UPPER_X || last === LOWER_X)) {
      return FORMAT;
    }
  } else if (length === 15) {
    for (let i = 0; i < 15; i++) {
      const d = value.charCodeAt(i) - ZERO;
      if (d < 0 || d > 9) return FORMAT;
    }
  } else {
    return FORMAT;
  }

  if (PROVINCE_FLAGS[d2(value, 0)] !== 1) return PROVINCE;

  // 18 digits: yyyy at 6, mm at 10, dd at 12. 15 digits: yy at 6 (19yy), mm at 8, dd at 10.
  const long = length === 18;
  const year = long ? d2(value, 6) * 100 + d2(value, 8) : 1900 + d2(value, 6);
  const month = d2(value, long ? 10 : 8);
  const day = d2(value, long ? 12 : 10);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return BIRTH;

  const packed = localDate(today);
  const thisYear = Math.floor(packed / 10_000);
  const beforeBirthday = month * 100 + day > packed % 10_000;
  const age = thisYear - year - (beforeBirthday ? 1 : 0);
  if (age < 0 || age > MAX_AGE) return BIRTH;

  if (!long) return OK;
  let last = value.charCodeAt(17);
  if (last === LOWER_X) last = UPPER_X;
  return last === CHECK_CHARS.charCodeAt(sum % 11) ? OK : CHECKSUM;
}

function upgradeDigits(value15: string): string {
  const first17 = value15.slice(0, 6) + '19' + value15.slice(6);
  return first17 + String.fromCharCode(checkCharCode(first17));
}

/**
 * Upgrades a 15-digit (first-generation) ID to its 18-character form: `19` goes after the
 * 6-digit area code and the check character is appended. Only the shape is checked, not the
 * province or the date; use {@link validateIdCard} for that.
 *
 * @throws RangeError when `value` is not exactly 15 digits.
 * @example upgradeIdCard15('110105491231002') // '11010519491231002X'
 */
export function upgradeIdCard15(value: string): string {
  if (value.length !== 15 || !allDigits(value, 0, 15)) {
    throw new RangeError('upgradeIdCard15 expects exactly 15 digits');
  }
  return upgradeDigits(value);
}

/**
 * Validates a national ID and tells what it encodes.
 *
 * Accepted: 18 characters (17 digits and a digit, `X` or `x`) or 15 digits (upgraded first).
 * The first two digits must be a province in {@link ID_CARD_PROVINCES}; the birth date must be
 * a real date, not after `today`, at an age of 0 to 200 inclusive; the ISO 7064 MOD 11-2 check
 * character must match. Failures are reported in that order.
 *
 * @param today the reference date (default: now), read as a local calendar date.
 * @example
 * validateIdCard('11010519491231002x')
 * // { ok: true, id: '11010519491231002X', birth: '1949-12-31', gender: 'female', province: '11' }
 * validateIdCard('710105194912310021') // { ok: false, reason: 'province' }
 */
export function validateIdCard(value: string, today: Date = new Date()): IdCardResult {
  const reason = REASONS[inspect(value, today)];
  if (reason) return FAILURES[reason];
  let id = value;
  if (value.length === 15) id = upgradeDigits(value);
  else if (value.charCodeAt(17) === LOWER_X) id = value.slice(0, 17) + 'X';
  return {
    ok: true,
    id,
    birth: `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`,
    gender: (id.charCodeAt(16) - ZERO) % 2 === 1 ? 'male' : 'female',
    province: id.slice(0, 2),
  };
}

/**
 * Whether `value` is a valid national ID, by the rules of {@link validateIdCard}, without
 * building the result.
 */
export function isIdCard(value: string, today: Date = new Date()): boolean {
  return inspect(value, today) === OK;
}
