/** The default tenant and channel (spec §9). */
export const DEFAULT_IID = 1000;
export const DEFAULT_CID = 1000;
/** The university admissions tenant (spec §9). */
export const UNIVERSITY_IID = 3073;

/** A tenant id from a route parameter or query value; anything not a positive integer gives null. */
export function parseIid(value: string | null | undefined): number | null {
  if (value == null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}
