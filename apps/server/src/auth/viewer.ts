import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isAccessTokenSecret, userForAccessToken } from '../access-tokens/service';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/client';
import { NotifiedCache } from '../db/notified-cache';
import type { UserRow } from '../db/schema';
import type { Env } from '../env';
import { isPremium, isStaffEmail } from '../users/plans';
import { findUserById } from '../users/repository';
import type { Auth } from './auth';

/** Who is asking: the signed-in user with the facts every authorisation decision needs. */
export interface Viewer {
  user: UserRow;
  isPremium: boolean;
  isStaff: boolean;
  isAdmin: boolean;
}

/** What a credential resolved to the last time the database was asked. */
interface CachedViewer {
  user: UserRow;
  isStaff: boolean;
  /** Epoch ms at which its session ends. */
  validUntil: number;
}

/**
 * How long a resolved credential is trusted without asking the database again. Revocations do not
 * wait for it (they arrive on the change feed); it bounds what a lost notification could cost, and
 * how stale an access token's `lastUsedAt` may be.
 */
export const VIEWER_CACHE_TTL_MS = 30_000;
export const VIEWER_CACHE_MAX_ENTRIES = 10_000;

export function headersFromNode(nodeHeaders: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(nodeHeaders)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  return headers;
}

/**
 * Everything better-auth reads to find a session is the bearer header and the cookies, so equal
 * values resolve alike; a credential the server never resolved (an unsigned or forged cookie) has no
 * entry, and goes to better-auth, which checks the signature.
 */
function credentialKey(nodeHeaders: IncomingHttpHeaders): string {
  return createHash('sha256')
    .update(nodeHeaders.authorization ?? '')
    .update('\n')
    .update(nodeHeaders.cookie ?? '')
    .digest('base64url');
}

/**
 * Settles who is asking: a cached lookup for a credential seen recently, else better-auth's session
 * (or the access-token table) and the user row. One per process; see docs/decisions.md.
 */
export class ViewerResolver {
  /** By credential, tagged with the user's id: any change to the user forgets all its credentials. */
  readonly cache = new NotifiedCache<CachedViewer>({
    ttlMs: VIEWER_CACHE_TTL_MS,
    maxEntries: VIEWER_CACHE_MAX_ENTRIES,
  });
  /** Lookups that went past the cache to the database (tests count them). */
  lookups = 0;
  private readonly inflight = new Map<string, { mark: number; promise: Promise<CachedViewer | null> }>();

  constructor(
    private readonly auth: Auth,
    private readonly db: Db,
    private readonly env: Env,
    /** Until the feed is live, every request is a lookup. */
    feed: ChangeFeed,
  ) {
    feed.track(this.cache, (change) => {
      if (change.kind === 'user') this.cache.forgetTag(change.id);
    });
  }

  /** Reads the session from the cookie or the bearer token; null for visitors and expired sessions. */
  async resolve(
    nodeHeaders: IncomingHttpHeaders,
    /** Personal access tokens count only where a call allows them (the CLI's calls). */
    options: { accessTokens?: boolean } = {},
  ): Promise<Viewer | null> {
    if (!nodeHeaders.cookie && !nodeHeaders.authorization) return null;
    const bearer = nodeHeaders.authorization?.match(/^Bearer (\S+)$/i)?.[1];
    const isAccessToken = !!bearer && isAccessTokenSecret(bearer);
    if (isAccessToken && !options.accessTokens) return null;
    const key = credentialKey(nodeHeaders);
    const now = Date.now();
    const entry =
      this.cache.get(key, now) ?? (await this.lookupOnce(key, nodeHeaders, isAccessToken ? bearer : null));
    // An account an operator disabled has no sessions left; an access token of it counts for nothing.
    if (!entry || entry.user.disabledAt) return null;
    return {
      user: entry.user,
      // Computed per request: a plan with an end date lapses without any write.
      isPremium: isPremium(entry.user, new Date(now)),
      isStaff: entry.isStaff,
      isAdmin: entry.user.isAdmin,
    };
  }

  /** The user a credential is cached for, if it is (the auth routes forget them after a change). */
  cachedUserId(nodeHeaders: IncomingHttpHeaders): string | undefined {
    if (!nodeHeaders.cookie && !nodeHeaders.authorization) return undefined;
    return this.cache.get(credentialKey(nodeHeaders), Date.now())?.user.id;
  }

  /** Concurrent misses on one credential share a lookup, unless an invalidation came in between. */
  private lookupOnce(
    key: string,
    nodeHeaders: IncomingHttpHeaders,
    accessToken: string | null,
  ): Promise<CachedViewer | null> {
    const mark = this.cache.mark();
    const pending = this.inflight.get(key);
    if (pending && pending.mark === mark) return pending.promise;
    const promise = this.lookup(nodeHeaders, accessToken).then((entry) => {
      if (entry) this.cache.set(key, entry.user.id, entry, mark, Date.now(), entry.validUntil);
      return entry;
    });
    const flight = { mark, promise };
    this.inflight.set(key, flight);
    const done = () => {
      if (this.inflight.get(key) === flight) this.inflight.delete(key);
    };
    promise.then(done, done);
    return promise;
  }

  private async lookup(
    nodeHeaders: IncomingHttpHeaders,
    accessToken: string | null,
  ): Promise<CachedViewer | null> {
    this.lookups += 1;
    let row: UserRow | undefined;
    let validUntil = Number.POSITIVE_INFINITY;
    if (accessToken) {
      row = await userForAccessToken(this.db, accessToken);
    } else {
      const session = await this.auth.api.getSession({ headers: headersFromNode(nodeHeaders) });
      if (!session) return null;
      validUntil = session.session.expiresAt.getTime();
      row = await findUserById(this.db, session.user.id);
    }
    if (!row) return null;
    return { user: row, isStaff: isStaffEmail(row.email, this.env.staffDomain), validUntil };
  }
}
