export { idHash, maskId } from '../../platform/id-number';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** An 18-character ID number with its check character, from its first 17 digits (seeds and tests). */
export function withCheckDigit(first17: string): string {
  const sum = WEIGHTS.reduce((n, w, i) => n + w * Number(first17[i]), 0);
  return `${first17}${'10X98765432'[sum % 11]}`;
}
