/** A valid ID number from its first 17 characters: the check character computed as the server checks it. */
export function idNumber(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((n, w, i) => n + w * Number(first17[i]), 0);
  return `${first17}${'10X98765432'[sum % 11]}`;
}
