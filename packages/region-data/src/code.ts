export type RegionLevel = 'province' | 'city' | 'district';

/**
 * The level of a 6-digit division code by its shape: provinces end 0000, cities end 00, the rest
 * are districts. Hong Kong and Macao's second-level entries (8100xx, 8200xx) are cities.
 * Returns null for anything that is not six digits.
 */
export function levelOf(code: string): RegionLevel | null {
  if (!/^\d{6}$/.test(code)) return null;
  if (code.endsWith('0000')) return 'province';
  if (code.endsWith('00') || code.startsWith('8100') || code.startsWith('8200')) return 'city';
  return 'district';
}
