/** One entry of the dataset: a 6-digit code (or '--' for a placeholder) and its name. */
export interface Region {
  name: string;
  /** The 6-digit division code; '--' for the placeholder child of a city without districts. */
  value: string;
  /** The code of the entry one level up; absent on provinces. */
  parent?: string;
}

/** A generated row: [code, name]. */
export type Row = readonly [code: string, name: string];

/** A generated per-province chunk: city code → its district rows. */
export type DistrictChunk = Readonly<Record<string, readonly Row[]>>;
