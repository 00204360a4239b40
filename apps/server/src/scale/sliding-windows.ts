import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Uses of a key over a sliding window (failed sign-ins per account, site-AI requests per visitor and
 * per project): in this process, or in Redis so that every node counts the same uses (issue 19 §2).
 * Callers read `recent` and decide; `waitMs` says how long until one more use fits a limit.
 */
export interface SlidingWindows {
  /** The times of `key`'s uses within the last `windowMs`, oldest first. */
  recent(key: string, windowMs: number): Promise<number[]>;
  /** Counts one use now, keeping at most the last `keep` of them. */
  add(key: string, windowMs: number, keep: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Milliseconds until one more use fits `limit` uses per `windowMs`; 0 when it fits now. */
export function waitMs(times: readonly number[], limit: number, windowMs: number, now: number): number {
  if (times.length < limit) return 0;
  const oldest = times[times.length - limit] ?? now;
  return Math.max(0, oldest + windowMs - now);
}

/**
 * One process's windows. At most `maxKeys` tracked, the stalest dropped first, so a flood of new
 * keys (visitors, made-up emails) cannot grow it without bound.
 */
export class MemoryWindows implements SlidingWindows {
  private readonly uses = new Map<string, number[]>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  private kept(key: string, windowMs: number): number[] {
    const since = this.now() - windowMs;
    const times = (this.uses.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.uses.delete(key);
    else this.uses.set(key, times);
    return times;
  }

  async recent(key: string, windowMs: number): Promise<number[]> {
    return this.kept(key, windowMs);
  }

  async add(key: string, windowMs: number, keep: number): Promise<void> {
    const times = [...this.kept(key, windowMs), this.now()].slice(-keep);
    // Re-inserted: the Map's order is then least recently used first.
    this.uses.delete(key);
    this.uses.set(key, times);
    while (this.uses.size > this.maxKeys) {
      const stalest = this.uses.keys().next().value;
      if (stalest === undefined) break;
      this.uses.delete(stalest);
    }
  }

  async clear(key: string): Promise<void> {
    this.uses.delete(key);
  }
}

/** Every node's windows: a sorted set of use times per key, trimmed and expiring with its window. */
export class RedisWindows implements SlidingWindows {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {}

  async recent(key: string, windowMs: number): Promise<number[]> {
    const name = this.prefix + key;
    const replies = await this.redis
      .multi()
      .zremrangebyscore(name, '-inf', String(this.now() - windowMs))
      .zrange(name, '0', '-1', 'WITHSCORES')
      .exec();
    const flat = (replies?.[1]?.[1] as string[] | undefined) ?? [];
    return flat.filter((_, index) => index % 2 === 1).map(Number);
  }

  async add(key: string, windowMs: number, keep: number): Promise<void> {
    const name = this.prefix + key;
    const now = this.now();
    await this.redis
      .multi()
      .zadd(name, now, `${now}-${randomBytes(4).toString('hex')}`)
      .zremrangebyscore(name, '-inf', String(now - windowMs))
      .zremrangebyrank(name, 0, -keep - 1)
      .pexpire(name, windowMs)
      .exec();
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
