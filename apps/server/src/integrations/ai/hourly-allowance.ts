import { MemoryWindows, type SlidingWindows, waitMs } from '../../scale/sliding-windows';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Requests per key over the last hour (a sliding window): the site AI's budgets per visitor and per
 * project. Counted in this process, or in Redis with several nodes (`RedisWindows`).
 */
export class HourlyAllowance {
  constructor(
    private readonly windows: SlidingWindows = new MemoryWindows(),
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may be used again under `limit`; 0 when it may now. */
  async waitSeconds(key: string, limit: number): Promise<number> {
    const wait = waitMs(await this.windows.recent(key, HOUR_MS), limit, HOUR_MS, this.now());
    return wait === 0 ? 0 : Math.max(1, Math.ceil(wait / 1000));
  }

  /** Counts one use of `key` (keeping as many as the largest limit can need). */
  record(key: string, limit: number): Promise<void> {
    return this.windows.add(key, HOUR_MS, limit);
  }
}
