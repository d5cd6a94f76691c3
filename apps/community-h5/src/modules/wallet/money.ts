/**
 * An amount typed in yuan (up to two decimals) as fen, or null when it is not one. String
 * arithmetic, so 0.29 is 29 fen and never 28.999….
 */
export function yuanToFen(text: string): number | null {
  const m = /^(\d{1,8})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Fen as yuan text for an input (no ¥): 1230 → '12.30'. */
export const fenToYuanText = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
