/**
 * Wrong passwords slow the guesser down; they never lock the owner out (ten wrong
 * passwords used to shut the number for an hour, the owner included). After `free` wrong
 * passwords for one account, each further attempt waits `baseMs · 2^(n − free)` from the last
 * wrong one, at most `maxMs`: a guesser gets a few hundred tries a day instead of thousands a
 * minute, while the owner, who knows the password, waits at most a minute once. A right password
 * clears the count; a quiet hour forgets it. Counted in this process's memory, like the rate
 * limiter (README "Past one instance").
 */
export const LOGIN_BACKOFF = { free: 5, baseMs: 1000, maxMs: 60_000, forgetMs: 60 * 60_000 } as const;

interface Failures {
  count: number;
  last: number;
}

export class LoginBackoff {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Milliseconds before the account may try again (0: now). */
  waitMs(key: string): number {
    const f = this.current(key);
    if (!f || f.count < LOGIN_BACKOFF.free) return 0;
    const delay = Math.min(LOGIN_BACKOFF.maxMs, LOGIN_BACKOFF.baseMs * 2 ** (f.count - LOGIN_BACKOFF.free));
    return Math.max(0, f.last + delay - this.now());
  }

  /** A wrong password for the account. */
  failed(key: string): void {
    const f = this.current(key);
    this.failures.set(key, { count: (f?.count ?? 0) + 1, last: this.now() });
    if (this.failures.size > 50_000) this.sweep();
  }

  /** The right password: the account starts afresh. */
  succeeded(key: string): void {
    this.failures.delete(key);
  }

  private current(key: string): Failures | undefined {
    const f = this.failures.get(key);
    if (f && this.now() - f.last >= LOGIN_BACKOFF.forgetMs) {
      this.failures.delete(key);
      return undefined;
    }
    return f;
  }

  private sweep() {
    const t = this.now();
    for (const [key, f] of this.failures) if (t - f.last >= LOGIN_BACKOFF.forgetMs) this.failures.delete(key);
  }
}

/** The refusal's words: how long to wait, in whole seconds. */
export const backoffMessage = (waitMs: number) => `密码错误次数过多，请${Math.ceil(waitMs / 1000)}秒后再试`;
