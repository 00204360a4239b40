import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/client';
import { NotifiedCache } from '../db/notified-cache';
import { findProjectWithOwner, type ProjectWithOwner } from './repository';

/** A fallback only: changes arrive on the change feed at once. */
export const PROJECT_READS_TTL_MS = 30_000;
export const PROJECT_READS_MAX_ENTRIES = 10_000;

/**
 * The workspace polls its project (`web/get`) from every open tab; the row and its owner's address
 * are kept per process until the database announces a change to either (db/change-feed.ts).
 */
export class ProjectReads {
  /** By project id, tagged with the owner's id (an owner's new address reaches their projects). */
  readonly cache = new NotifiedCache<ProjectWithOwner>({
    ttlMs: PROJECT_READS_TTL_MS,
    maxEntries: PROJECT_READS_MAX_ENTRIES,
  });
  /** Reads that went to the database (tests count them). */
  lookups = 0;

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
  ) {
    feed.track(this.cache, (change) => {
      if (change.kind === 'project') this.cache.forgetKey(change.id);
      else this.cache.forgetTag(change.id);
    });
  }

  find = async (id: string): Promise<ProjectWithOwner | undefined> => {
    const cached = this.cache.get(id, Date.now());
    if (cached) return cached;
    const mark = this.cache.mark();
    this.lookups += 1;
    const found = await findProjectWithOwner(this.db, id);
    if (!found) return undefined;
    // Shared by every request that reads it: frozen, so no caller can change another's answer.
    const shared = Object.freeze({ project: Object.freeze(found.project), ownerEmail: found.ownerEmail });
    this.cache.set(id, found.project.ownerId, shared, mark, Date.now());
    return shared;
  };
}
