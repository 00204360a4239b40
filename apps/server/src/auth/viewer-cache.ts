import type { UserRow } from '../db/schema';

/** What a credential resolved to the last time the database was asked. */
export interface CachedViewer {
  user: UserRow;
  isStaff: boolean;
  /** Epoch ms after which the entry is not used: its TTL, or the session's own end if sooner. */
  validUntil: number;
}

export interface ViewerCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

/**
 * Credentials (by hash) to the viewer they resolved to, forgotten per user the moment the database
 * says that user's facts changed (`forgetUser`) or that news may have been missed (`forgetAll`).
 * Until the invalidation feed is live (`setLive(true)`) nothing is kept: a cache that cannot hear
 * revocations must not answer.
 */
export class ViewerCache {
  private readonly entries = new Map<string, CachedViewer>();
  private readonly keysByUser = new Map<string, Set<string>>();
  /** Bumped by every invalidation: a lookup that began before one must not store its answer. */
  private generation = 0;
  private isLive = false;

  constructor(private readonly options: ViewerCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  /** The mark a lookup takes before asking the database, handed back to `set`. */
  mark(): number {
    return this.generation;
  }

  get(key: string, now: number): CachedViewer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.validUntil > now) return entry;
    this.delete(key, entry.user.id);
    return undefined;
  }

  set(key: string, entry: CachedViewer, mark: number, now: number): void {
    if (!this.isLive || mark !== this.generation) return;
    const validUntil = Math.min(entry.validUntil, now + this.options.ttlMs);
    if (validUntil <= now) return;
    const previous = this.entries.get(key);
    if (previous) this.delete(key, previous.user.id);
    // Map order is insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.options.maxEntries) {
      const [oldestKey, oldest] = this.entries.entries().next().value ?? [];
      if (oldestKey !== undefined && oldest) this.delete(oldestKey, oldest.user.id);
    }
    this.entries.set(key, { ...entry, validUntil });
    let keys = this.keysByUser.get(entry.user.id);
    if (!keys) {
      keys = new Set();
      this.keysByUser.set(entry.user.id, keys);
    }
    keys.add(key);
  }

  forgetUser(userId: string): void {
    this.generation += 1;
    const keys = this.keysByUser.get(userId);
    if (!keys) return;
    for (const key of keys) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.keysByUser.clear();
  }

  /** Whether invalidations are being heard; going deaf empties the cache. */
  setLive(isLive: boolean): void {
    this.isLive = isLive;
    this.forgetAll();
  }

  private delete(key: string, userId: string): void {
    this.entries.delete(key);
    const keys = this.keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(userId);
  }
}
