export interface NotifiedCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

interface Entry<V> {
  value: V;
  /** What a notification names to forget the entry by (a user id), besides its key. */
  tag: string;
  /** Epoch ms after which the entry is not used. */
  validUntil: number;
}

/**
 * A per-process cache of database reads that the database itself invalidates: every node listens
 * to a NOTIFY channel that triggers fill on each change (migrations 0010, 0011), and forgets the
 * entries it names by key or by tag. Until that feed is live (`setLive(true)`) nothing is kept: a
 * cache that cannot hear changes must not answer. See docs/decisions.md.
 */
export class NotifiedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Bumped by every invalidation: a read that began before one must not store its answer. */
  private generation = 0;
  private isLive = false;

  constructor(private readonly options: NotifiedCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  /** The mark a read takes before asking the database, handed back to `set`. */
  mark(): number {
    return this.generation;
  }

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.validUntil > now) return entry.value;
    this.delete(key, entry.tag);
    return undefined;
  }

  /** Keeps a read's answer for the TTL (or until `validUntil`, if sooner) unless it may be stale. */
  set(key: string, tag: string, value: V, mark: number, now: number, validUntil = Number.POSITIVE_INFINITY) {
    if (!this.isLive || mark !== this.generation) return;
    const until = Math.min(validUntil, now + this.options.ttlMs);
    if (until <= now) return;
    const previous = this.entries.get(key);
    if (previous) this.delete(key, previous.tag);
    // Map order is insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.options.maxEntries) {
      const [oldestKey, oldest] = this.entries.entries().next().value ?? [];
      if (oldestKey !== undefined && oldest) this.delete(oldestKey, oldest.tag);
    }
    this.entries.set(key, { value, tag, validUntil: until });
    let keys = this.keysByTag.get(tag);
    if (!keys) {
      keys = new Set();
      this.keysByTag.set(tag, keys);
    }
    keys.add(key);
  }

  forgetKey(key: string): void {
    this.generation += 1;
    const entry = this.entries.get(key);
    if (entry) this.delete(key, entry.tag);
  }

  forgetTag(tag: string): void {
    this.generation += 1;
    const keys = this.keysByTag.get(tag);
    if (!keys) return;
    for (const key of keys) this.entries.delete(key);
    this.keysByTag.delete(tag);
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.keysByTag.clear();
  }

  /** Whether changes are being heard; going deaf, or coming back after a gap, empties the cache. */
  setLive(isLive: boolean): void {
    this.isLive = isLive;
    this.forgetAll();
  }

  private delete(key: string, tag: string): void {
    this.entries.delete(key);
    const keys = this.keysByTag.get(tag);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByTag.delete(tag);
  }
}
