import type { Database } from './client';
import type { NotifiedCache } from './notified-cache';

/** The NOTIFY channel the database announces changed rows on (migration 0011's triggers). */
export const CHANGE_CHANNEL = 'kiln_change';

/** What changed: a user (its row, sessions, password or access tokens) or a project row. */
export interface Change {
  kind: 'user' | 'project';
  id: string;
}

export function parseChange(payload: string): Change | null {
  const colon = payload.indexOf(':');
  const kind = payload.slice(0, colon);
  const id = payload.slice(colon + 1);
  return (kind === 'user' || kind === 'project') && id ? { kind, id } : null;
}

interface Subscriber {
  cache: NotifiedCache<unknown>;
  onChange(change: Change): void;
}

/** One LISTEN per process, fanned out to the caches that derive from the changed rows. */
export class ChangeFeed {
  private readonly subscribers: Subscriber[] = [];

  /** `onChange` forgets what a change makes stale; a gap in the feed empties every cache. */
  track<V>(cache: NotifiedCache<V>, onChange: (change: Change) => void): void {
    this.subscribers.push({ cache: cache as NotifiedCache<unknown>, onChange });
  }

  async start(database: Pick<Database, 'listen'>): Promise<() => Promise<void>> {
    const setLive = (isLive: boolean) => {
      for (const s of this.subscribers) s.cache.setLive(isLive);
    };
    const stop = await database.listen(CHANGE_CHANNEL, {
      onMessage: (payload) => {
        const change = parseChange(payload);
        for (const s of this.subscribers) {
          // An unreadable payload is news missed: forget everything rather than guess.
          if (change) s.onChange(change);
          else s.cache.forgetAll();
        }
      },
      onGap: setLive,
    });
    setLive(true);
    return async () => {
      setLive(false);
      await stop();
    };
  }
}
