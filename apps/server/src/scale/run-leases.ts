import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * A project's run slot across API nodes (issue 19 §2): a lease in Redis, renewed while the node
 * holding it is alive, so a node that dies loses its runs' slots within `ttlMs` instead of holding
 * them for ever. Each user's leases are counted across nodes too (the concurrent-runs quota).
 * Without Redis, the run controller's own maps are the only slots (one node).
 */
export interface RunLeases {
  /**
   * Takes the project's lease for `holder` (counted for `user` when given); 'busy' when another
   * holds it, 'quota' when the user already holds `user.allowed` leases.
   */
  acquire(projectId: string, user?: { id: string; allowed: number }): Promise<Lease | 'busy' | 'quota'>;
  /**
   * Takes over a lease another process handed off (a queued run's, issue 19 §3): from now on this
   * process renews it under a token of its own, so the one that handed it off stops. Null when the
   * lease is gone or held under another token (the run was ended meanwhile: the job is stale).
   */
  adopt(projectId: string, token: string, userId?: string): Promise<Lease | null>;
  /** Whether any node holds the project's lease now. */
  isHeld(projectId: string): Promise<boolean>;
  close(): Promise<void>;
}

export interface Lease {
  /** What a process adopting the lease presents (RunLeases.adopt). */
  readonly token: string;
  release(): Promise<void>;
  /**
   * Keeps renewing the lease only until another process adopts it (a queued run): then this
   * process lets it go quietly, without releasing it.
   */
  handOff(): void;
}

/**
 * How long a queued run may wait for a worker: the lease lapses after that (no worker is alive to
 * take it) and the dead-run sweep ends the run FAILED with the user's message kept.
 */
export const MAX_QUEUE_WAIT_MS = 10 * 60_000;

/** How long a lease outlives its last renewal: the time a dead node's runs stay locked. */
export const LEASE_TTL_MS = 30_000;

const PREFIX = 'kiln:run-lease:';
const userKey = (userId: string) => `kiln:run-leases-of:${userId}`;

/**
 * KEYS: the lease, the user's set of leases (projects scored by expiry) or ''.
 * ARGV: token, ttl ms, now ms, project id, allowed.
 */
const ACQUIRE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 'busy' end
if KEYS[2] ~= '' then
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[3])
  if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then return 'quota' end
  redis.call('ZADD', KEYS[2], tonumber(ARGV[3]) + tonumber(ARGV[2]), ARGV[4])
  redis.call('PEXPIRE', KEYS[2], ARGV[2])
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 'ok'`;

/** Renews only a lease this holder still has (it may have expired and been taken). */
const RENEW = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
if KEYS[2] ~= '' then
  redis.call('ZADD', KEYS[2], 'XX', tonumber(ARGV[3]) + tonumber(ARGV[2]), ARGV[4])
  redis.call('PEXPIRE', KEYS[2], ARGV[2])
end
return 1`;

/** KEYS: the lease, the user's set or ''. ARGV: old token, new token, ttl ms, now ms, project id. */
const ADOPT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
if KEYS[2] ~= '' then
  redis.call('ZADD', KEYS[2], tonumber(ARGV[4]) + tonumber(ARGV[3]), ARGV[5])
  redis.call('PEXPIRE', KEYS[2], ARGV[3])
end
return 1`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
if KEYS[2] ~= '' then redis.call('ZREM', KEYS[2], ARGV[2]) end
return 1`;

interface Held {
  token: string;
  userKey: string;
  /** When it was handed off to another process: renewed until adopted there, then forgotten here. */
  handedOffAt?: number;
}

export class RedisRunLeases implements RunLeases {
  private readonly held = new Map<string, Held>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
    private readonly ttlMs = LEASE_TTL_MS,
  ) {
    this.timer = setInterval(() => void this.renewAll(), Math.max(50, Math.floor(ttlMs / 3)));
    this.timer.unref();
  }

  async acquire(projectId: string, user?: { id: string; allowed: number }) {
    const token = randomUUID();
    const held: Held = { token, userKey: user ? userKey(user.id) : '' };
    const answer = await this.redis.eval(
      ACQUIRE,
      2,
      PREFIX + projectId,
      held.userKey,
      token,
      this.ttlMs,
      Date.now(),
      projectId,
      user?.allowed ?? 0,
    );
    if (answer === 'busy' || answer === 'quota') return answer;
    return this.hold(projectId, held);
  }

  async adopt(projectId: string, token: string, userId?: string): Promise<Lease | null> {
    const held: Held = { token: randomUUID(), userKey: userId ? userKey(userId) : '' };
    const answer = await this.redis.eval(
      ADOPT,
      2,
      PREFIX + projectId,
      held.userKey,
      token,
      held.token,
      this.ttlMs,
      Date.now(),
      projectId,
    );
    return answer === 1 ? this.hold(projectId, held) : null;
  }

  private hold(projectId: string, held: Held): Lease {
    this.held.set(projectId, held);
    return {
      token: held.token,
      release: async () => {
        if (this.held.get(projectId) !== held) return;
        this.held.delete(projectId);
        await this.redis
          .eval(RELEASE, 2, PREFIX + projectId, held.userKey, held.token, projectId)
          .catch((err: unknown) => this.log.warn({ err, projectId }, 'could not release a run lease'));
      },
      handOff: () => {
        held.handedOffAt = Date.now();
      },
    };
  }

  async isHeld(projectId: string): Promise<boolean> {
    return (await this.redis.exists(PREFIX + projectId)) === 1;
  }

  private async renewAll(): Promise<void> {
    const now = Date.now();
    await Promise.all(
      [...this.held].map(async ([projectId, held]) => {
        if (held.handedOffAt !== undefined && now - held.handedOffAt > MAX_QUEUE_WAIT_MS) {
          this.held.delete(projectId);
          return;
        }
        try {
          const kept = await this.redis.eval(
            RENEW,
            2,
            PREFIX + projectId,
            held.userKey,
            held.token,
            this.ttlMs,
            now,
            projectId,
          );
          if (kept === 1) return;
          // Adopted by the process that took the queued run (or the run ended there): not ours now.
          if (this.held.get(projectId) === held) this.held.delete(projectId);
          if (held.handedOffAt === undefined)
            this.log.warn({ projectId }, 'a run lease expired while its run went on');
        } catch (err) {
          this.log.warn({ err, projectId }, 'could not renew a run lease');
        }
      }),
    );
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
  }
}
