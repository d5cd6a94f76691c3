/**
 * Money as the product shows it: an amount in fen (分, an integer, as every call and table keeps
 * it) written as ¥ and yuan with two decimals. The one formatter of money: pages never divide by
 * 100 themselves. Computed on integers, so no float rounding shows (1999 → '¥19.99'). A value
 * that is not a finite number shows nothing rather than a wrong amount.
 *
 * @example
 * formatFen(1230)  // '¥12.30'
 * formatFen(-500)  // '-¥5.00'
 */
export function formatFen(fen: number): string {
  if (!Number.isFinite(fen)) return '';
  const whole = Math.round(fen);
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}¥${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
