/** At most this many accounts are tracked; the oldest entry goes first past it. */
const MAX_TRACKED = 50_000;

export type ThrottleCheck = { isBlocked: false } | { isBlocked: true; retryAfterMs: number };

/** The throttle of one node (below) or of all nodes (sign-in-throttle-redis.ts). */
export interface SignInThrottles {
  check(email: string): ThrottleCheck | Promise<ThrottleCheck>;
  fail(email: string): void | Promise<void>;
  succeed(email: string): void | Promise<void>;
}

/**
 * Failed sign-ins per account (by email), whatever address they come from: after `maxFailures`
 * within `windowMs` the account's sign-in is refused until the oldest of them leaves the window;
 * a successful sign-in clears the count. In memory, like the per-address limit beside it.
 */
export class SignInThrottle implements SignInThrottles {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly options: { maxFailures: number; windowMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.options.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  check(email: string): ThrottleCheck {
    const recent = this.recent(normaliseEmail(email));
    if (recent.length < this.options.maxFailures) return { isBlocked: false };
    const oldest = recent[recent.length - this.options.maxFailures] ?? this.now();
    return { isBlocked: true, retryAfterMs: Math.max(1_000, oldest + this.options.windowMs - this.now()) };
  }

  fail(email: string): void {
    const key = normaliseEmail(email);
    const recent = this.recent(key);
    this.failures.delete(key);
    this.failures.set(key, [...recent, this.now()].slice(-this.options.maxFailures));
    if (this.failures.size > MAX_TRACKED) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }

  succeed(email: string): void {
    this.failures.delete(normaliseEmail(email));
  }
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What a throttled account's sign-in says: why, and when to try again. */
export function signInThrottledMessage(retryAfterMs: number): string {
  const minutes = Math.ceil(retryAfterMs / 60_000);
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return `Too many failed sign-in attempts for this account. Please try again in ${wait}.`;
}
