import { createHash } from 'node:crypto';
import { upgradeIdCard15 } from '@tongxin/validators';

/*
 * A national ID number as the server keeps it where others may look: a hash for lookups and a
 * masked copy to show (the game's entries, a member's identity verification).
 */

/** The ID number as stored for lookups: SHA-256 of its 18-character upper-case form. */
export function idHash(idNo: string): string {
  const id = idNo.trim().toUpperCase();
  return createHash('sha256').update(id.length === 15 ? upgradeIdCard15(id) : id).digest('hex');
}

/** The ID number as shown: the first 3 and last 4 characters. */
export function maskId(idNo: string): string {
  const id = idNo.trim().toUpperCase();
  return `${id.slice(0, 3)}${'*'.repeat(Math.max(0, id.length - 7))}${id.slice(-4)}`;
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** An 18-character ID number with its check character, from its first 17 digits (seeds and tests). */
export function withCheckDigit(first17: string): string {
  const sum = WEIGHTS.reduce((n, w, i) => n + w * Number(first17[i]), 0);
  return `${first17}${'10X98765432'[sum % 11]}`;
}
