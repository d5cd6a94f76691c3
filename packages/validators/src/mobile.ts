// Both checks read char codes instead of running a regular expression: they run on every
// keystroke of a phone field and in the server's request validation.

const ZERO = 48;
const NINE = 57;

function isDigitCode(c: number): boolean {
  return c >= ZERO && c <= NINE;
}

/**
 * Whether the third digit `d` (0–9) is allowed after `1` and the second digit `second` (0–9).
 * The carriers' number ranges: 13x; 140, 141, 144–149; 15x but 154; 162, 165–167; 170–178;
 * 18x; 19x but 194.
 */
function allowedPrefix(second: number, third: number): boolean {
  switch (second) {
    case 3:
    case 8:
      return true;
    case 4:
      return third !== 2 && third !== 3;
    case 5:
      return third !== 4;
    case 6:
      return third === 2 || third === 5 || third === 6 || third === 7;
    case 7:
      return third !== 9;
    case 9:
      return third !== 4;
    default:
      return false;
  }
}

/**
 * The strict mainland mobile number rule: exactly 11 ASCII digits, `1`, then an allocated
 * second and third digit. No spaces, separators or country code are accepted; strip them
 * before calling if the input may carry them.
 *
 * @example
 * isMobile('13800138000') // true
 * isMobile('15400000000') // false: 154 is not allocated
 * isMobile('+8613800138000') // false
 */
export function isMobile(value: string): boolean {
  if (value.length !== 11 || value.charCodeAt(0) !== ZERO + 1) return false;
  for (let i = 1; i < 11; i++) if (!isDigitCode(value.charCodeAt(i))) return false;
  return allowedPrefix(value.charCodeAt(1) - ZERO, value.charCodeAt(2) - ZERO);
}

/**
 * The spec's looser phone check, kept for the places that used it: at least 11 characters,
 * starting with `1` followed by `3`, `4`, `5` or `8`. It checks nothing after the second
 * character, so prefer {@link isMobile} for new input.
 *
 * @example
 * isMobileLoose('13800138000') // true
 * isMobileLoose('17800138000') // false: 7 is not among 3, 4, 5, 8
 */
export function isMobileLoose(value: string): boolean {
  if (value.length < 11 || value.charCodeAt(0) !== ZERO + 1) return false;
  const second = value.charCodeAt(1) - ZERO;
  return second === 3 || second === 4 || second === 5 || second === 8;
}
