/**
 * A fixed-window counter per key, in this process's memory. Enough for one instance; past one,
 * the limits must live in a shared store (Redis or the database), or each instance allows its own
 * quota (README: "Deploying past one machine").
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit of `key`; true when it is within `limit` hits per `windowMs`. */
  hit(key: string, limit: number, windowMs: number): boolean {
    const t = this.now();
    const current = this.windows.get(key);
    if (!current || t - current.start >= windowMs) {
      this.windows.set(key, { start: t, count: 1 });
      if (this.windows.size > 50_000) this.sweep(t, windowMs);
      return true;
    }
    current.count += 1;
    return current.count <= limit;
  }

  /** Drops finished windows so memory stays bounded under a flood of distinct keys. */
  private sweep(t: number, windowMs: number) {
    for (const [key, w] of this.windows) if (t - w.start >= windowMs) this.windows.delete(key);
  }
}
