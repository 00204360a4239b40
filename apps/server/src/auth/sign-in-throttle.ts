import { MemoryWindows, type SlidingWindows, waitMs } from '../scale/sliding-windows';

export type ThrottleCheck = { isBlocked: false } | { isBlocked: true; retryAfterMs: number };

/**
 * Failed sign-ins per account (by email), whatever address they come from: after `maxFailures`
 * within `windowMs` the account's sign-in is refused until the oldest of them leaves the window;
 * a successful sign-in clears the count. Counted in this process, or in Redis with several nodes
 * (`RedisWindows`), so failures on any node count.
 */
export class SignInThrottle {
  constructor(
    private readonly options: { maxFailures: number; windowMs: number },
    private readonly windows: SlidingWindows = new MemoryWindows(),
    private readonly now: () => number = Date.now,
  ) {}

  async check(email: string): Promise<ThrottleCheck> {
    const { maxFailures, windowMs } = this.options;
    const wait = waitMs(
      await this.windows.recent(normaliseEmail(email), windowMs),
      maxFailures,
      windowMs,
      this.now(),
    );
    return wait === 0 ? { isBlocked: false } : { isBlocked: true, retryAfterMs: Math.max(1_000, wait) };
  }

  fail(email: string): Promise<void> {
    return this.windows.add(normaliseEmail(email), this.options.windowMs, this.options.maxFailures);
  }

  succeed(email: string): Promise<void> {
    return this.windows.clear(normaliseEmail(email));
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
