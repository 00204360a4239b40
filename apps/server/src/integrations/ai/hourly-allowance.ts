const HOUR_MS = 60 * 60 * 1000;

/**
 * Requests per key over the last hour (a sliding window of timestamps), kept in this process. A key
 * forgotten once its window is empty; at most `maxKeys` tracked, the stalest dropped first, so a
 * flood of new visitors cannot grow it without bound.
 */
export class HourlyAllowance {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - HOUR_MS;
    const times = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.hits.delete(key);
    else this.hits.set(key, times);
    return times;
  }

  /** Seconds until `key` may be used again under `limit`; 0 when it may now. */
  waitSeconds(key: string, limit: number): number {
    const times = this.recent(key);
    if (times.length < limit) return 0;
    const oldest = times[times.length - limit] ?? this.now();
    return Math.max(1, Math.ceil((oldest + HOUR_MS - this.now()) / 1000));
  }

  /** Counts one use of `key`. */
  record(key: string): void {
    const times = this.recent(key);
    times.push(this.now());
    // Re-inserted: the Map's order is then least recently used first.
    this.hits.delete(key);
    this.hits.set(key, times);
    while (this.hits.size > this.maxKeys) {
      const stalest = this.hits.keys().next().value;
      if (stalest === undefined) break;
      this.hits.delete(stalest);
    }
  }
}
