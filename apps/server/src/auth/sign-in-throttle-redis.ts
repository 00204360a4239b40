import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { normaliseEmail, type SignInThrottles, type ThrottleCheck } from './sign-in-throttle';

const KEY = (email: string) => `kiln:sign-in-failures:${normaliseEmail(email)}`;

/**
 * The per-account sign-in throttle in Redis (with `REDIS_URL`), so an account's failures count on
 * every node (issue 19 §2): one sorted set of failure times per account, trimmed to the window and
 * to the last `maxFailures`, expiring with the window.
 */
export class RedisSignInThrottle implements SignInThrottles {
  constructor(
    private readonly redis: Redis,
    private readonly options: { maxFailures: number; windowMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  async check(email: string): Promise<ThrottleCheck> {
    const key = KEY(email);
    const now = this.now();
    const [, recent] = (await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', String(now - this.options.windowMs))
      .zrange(key, '0', '-1', 'WITHSCORES')
      .exec()) as [[Error | null, number], [Error | null, string[]]];
    const times = (recent[1] ?? []).filter((_, index) => index % 2 === 1).map(Number);
    if (times.length < this.options.maxFailures) return { isBlocked: false };
    const oldest = times[times.length - this.options.maxFailures] ?? now;
    return { isBlocked: true, retryAfterMs: Math.max(1_000, oldest + this.options.windowMs - now) };
  }

  async fail(email: string): Promise<void> {
    const key = KEY(email);
    const now = this.now();
    await this.redis
      .multi()
      .zadd(key, now, `${now}-${randomBytes(4).toString('hex')}`)
      .zremrangebyscore(key, '-inf', String(now - this.options.windowMs))
      .zremrangebyrank(key, 0, -this.options.maxFailures - 1)
      .pexpire(key, this.options.windowMs)
      .exec();
  }

  async succeed(email: string): Promise<void> {
    await this.redis.del(KEY(email));
  }
}
