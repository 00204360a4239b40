import type { Lease, RunLeases } from '../scale/run-leases';
import type { RunSlot } from './run-types';

/**
 * Each project's run slot (a run, a deploy, a visual edit...): on this node an abort controller per
 * project, claimed synchronously; with more than one node (Redis) also the project's lease, so one
 * slot per project across nodes and a user's slots counted across nodes.
 */
export class RunSlots {
  private readonly active = new Map<string, AbortController>();
  /** The user each generation slot was reserved for (per-user concurrency). */
  private readonly owners = new Map<string, string>();
  /** The cross-node leases of this node's slots (with Redis). */
  private readonly held = new Map<string, Lease>();

  constructor(private readonly leases?: RunLeases) {}

  /** The slot's abort controller on this node, if this node holds it. */
  abortOf(projectId: string): AbortController | undefined {
    return this.active.get(projectId);
  }

  all(): IterableIterator<AbortController> {
    return this.active.values();
  }

  /** Whether this node or (with Redis) any live node holds the project's slot. */
  async isHeldAnywhere(projectId: string): Promise<boolean> {
    return this.active.has(projectId) || ((await this.leases?.isHeld(projectId)) ?? false);
  }

  /** See RunController.reserve. */
  async reserve(
    projectId: string,
    user?: { id: string; allowed: number },
  ): Promise<RunSlot | null | 'quota'> {
    if (this.active.has(projectId)) return null;
    const { abort, slot } = this.claim(projectId, user?.id);
    if (!this.leases) return slot;
    try {
      const lease = await this.leases.acquire(projectId, user);
      if (typeof lease === 'string') {
        slot.release();
        return lease === 'busy' ? null : lease;
      }
      if (this.active.get(projectId) === abort) this.held.set(projectId, lease);
      else await lease.release();
      return slot;
    } catch (err) {
      slot.release();
      throw err;
    }
  }

  /**
   * A queued run (issue 19 §3): frees the slot on this node but keeps its lease alive until the
   * process that takes the job adopts it (under `lease.token`); undefined without Redis.
   */
  handOff(projectId: string): Lease | undefined {
    const lease = this.held.get(projectId);
    this.held.delete(projectId);
    lease?.handOff();
    this.free(projectId);
    return lease;
  }

  /**
   * Takes a queued run's slot on this node with the lease handed off under `token`; null when the
   * run is over meanwhile (its lease lapsed or was ended) or the project's slot is busy here.
   */
  async adopt(projectId: string, token: string, userId: string): Promise<RunSlot | null> {
    if (!this.leases || this.active.has(projectId)) return null;
    const { slot } = this.claim(projectId, userId);
    try {
      const lease = await this.leases.adopt(projectId, token, userId);
      if (!lease) {
        slot.release();
        return null;
      }
      this.held.set(projectId, lease);
      return slot;
    } catch (err) {
      slot.release();
      throw err;
    }
  }

  /** The slot on this node, taken synchronously (before any await); its release frees only it. */
  private claim(projectId: string, userId: string | undefined): { abort: AbortController; slot: RunSlot } {
    const abort = new AbortController();
    this.active.set(projectId, abort);
    if (userId) this.owners.set(projectId, userId);
    const slot = {
      release: () => {
        if (this.active.get(projectId) === abort) this.free(projectId);
      },
    };
    return { abort, slot };
  }

  /** Generation slots (reserved with a user) that `userId` holds on this node. */
  heldBy(userId: string): number {
    let n = 0;
    for (const owner of this.owners.values()) if (owner === userId) n += 1;
    return n;
  }

  free(projectId: string): void {
    this.active.delete(projectId);
    this.owners.delete(projectId);
    const lease = this.held.get(projectId);
    this.held.delete(projectId);
    void lease?.release();
  }
}
