/** Axis ticks: round numbers from `min` to `max` that cover the data. */
export interface Ticks {
  min: number;
  max: number;
  step: number;
  values: number[];
}

function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice =
    fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * About `count` intervals of 1, 2, 2.5 or 5 × 10ⁿ that cover [min, max]. A flat range gets one
 * step around it; integers-only data (`integer`) never gets fractional ticks (no "0.5 人").
 *
 * @example niceTicks(0, 87) // { min: 0, max: 100, step: 20, values: [0, 20, 40, 60, 80, 100] }
 */
export function niceTicks(min: number, max: number, count = 5, integer = false): Ticks {
  let lo = Math.min(min, max);
  let hi = Math.max(min, max);
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) lo = hi = 0;
  // Differences below a billionth are noise (and would make a step of 0).
  if (hi - lo < 1e-9) lo = hi = Math.abs(hi) < 1e-9 ? 0 : hi;
  if (lo === hi) {
    if (lo === 0) hi = 1;
    else if (lo > 0) lo = 0;
    else hi = 0;
  }
  let step = niceStep(hi - lo, count);
  if (integer) step = Math.max(1, Math.ceil(step));
  const start = Math.floor(lo / step) * step;
  const end = Math.ceil(hi / step) * step;
  const values: number[] = [];
  // Rounded to the step's decimals, so 0.1 + 0.2 shows as 0.3.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let i = 0; start + i * step <= end + step / 1e9; i++)
    values.push(Number((start + i * step).toFixed(decimals)));
  return { min: start, max: end, step, values };
}
