import type { RunJob } from '../scale/run-queue';
import type { MessageStream } from './message-stream';
import { RunStoppedError } from './run-failure';
import { RunSlots } from './run-slots';
import type { RunControllerDeps, RunRequest, RunSlot } from './run-types';
import { walkRun } from './run-walk';
import { RunsInFlight } from './runs-in-flight';

/** How often a node looks whether a run on another process has ended (whenIdle with a queue). */
const IDLE_POLL_MS = 50;

/**
 * Drives generation runs: one at a time per project (its run slot), each walked by run-walk.ts. With
 * one process a run runs here; with Redis it goes on the job queue and runs in whichever process's
 * worker takes it (issue 19 §3), the slot's lease handed over with it.
 */
export class RunController {
  private readonly slots: RunSlots;
  private readonly streams = new Map<string, MessageStream>();
  private readonly inFlight = new RunsInFlight();

  constructor(private readonly deps: RunControllerDeps) {
    this.slots = new RunSlots(deps.leases);
    deps.realtime.onStopRequest(async (projectId) => {
      if (!this.stopHere(projectId)) return false;
      await this.whenIdle(projectId);
      return true;
    });
  }

  isActive(projectId: string): boolean {
    return this.slots.abortOf(projectId) !== undefined;
  }

  /** Whether this node or (with Redis) any live node holds the project's run slot. */
  isRunningAnywhere(projectId: string): Promise<boolean> {
    return this.slots.isHeldAnywhere(projectId);
  }

  /**
   * Claims the project's run slot: on this node synchronously, before any await, so a second send
   * here sees it at once; then, with more than one node (Redis), the project's lease across nodes.
   * Null when a run is active on some node; 'quota' when `user` already holds `user.allowed` slots
   * across nodes. Release it if the run does not start.
   */
  reserve(projectId: string): Promise<RunSlot | null>;
  reserve(projectId: string, user: { id: string; allowed: number }): Promise<RunSlot | null | 'quota'>;
  reserve(projectId: string, user?: { id: string; allowed: number }): Promise<RunSlot | null | 'quota'> {
    return this.slots.reserve(projectId, user);
  }

  /** Generation slots (reserved with a user) that `userId` holds right now on this node. */
  activeFor(userId: string): number {
    return this.slots.heldBy(userId);
  }

  /**
   * Runs in the slot `reserve` claimed: here, or (with a job queue) in whichever worker takes it,
   * the slot's lease handed over with the job. `done` settles when the run has ended, wherever.
   */
  async start(request: RunRequest): Promise<{ done: Promise<void> }> {
    const { queue } = this.deps;
    if (!queue) return this.runHere(request);
    const lease = this.slots.handOff(request.projectId);
    if (!lease) throw new Error('start() needs a reserved run slot');
    try {
      await queue.add({ request, leaseToken: lease.token });
    } catch (err) {
      await lease.release();
      throw err;
    }
    return { done: this.whenIdle(request.projectId) };
  }

  /** A queued run this process's worker took: false when it was over before it began (stale job). */
  async runJob({ request, leaseToken }: RunJob): Promise<boolean> {
    const slot = await this.slots.adopt(request.projectId, leaseToken, request.userId);
    if (!slot) {
      this.deps.log.warn({ projectId: request.projectId }, 'a queued run was over before a worker took it');
      return false;
    }
    await this.runHere(request).done;
    return true;
  }

  private runHere(request: RunRequest): { done: Promise<void> } {
    const abort = this.slots.abortOf(request.projectId);
    if (!abort) throw new Error('a run needs its project’s run slot');
    const done = walkRun(this.deps, this.streams, request, abort.signal)
      .catch((err: unknown) => this.deps.log.error({ err, projectId: request.projectId }, 'run crashed'))
      .finally(() => this.slots.free(request.projectId));
    this.inFlight.add(request.projectId, done);
    return { done };
  }

  /**
   * The live text of the replies being written among these: this process's runs', and with Redis
   * those a worker or another node runs (what the chunks heard next follow on from).
   */
  async liveContents(messageIds: readonly string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    const elsewhere: string[] = [];
    for (const id of messageIds) {
      const text = this.streams.get(id)?.text;
      if (text === undefined) elsewhere.push(id);
      else found.set(id, text);
    }
    if (elsewhere.length > 0 && this.deps.live) {
      for (const [id, text] of await this.deps.live.read(elsewhere)) found.set(id, text);
    }
    return found;
  }

  /**
   * The owner stops the project's run: it ends FAILED at its next step, on its last good commit.
   * Resolves once it has ended; false when nothing was running.
   */
  async stop(projectId: string): Promise<boolean> {
    if (this.stopHere(projectId)) {
      await this.whenIdle(projectId);
      return true;
    }
    // The run may be on another node (with Redis): the one holding it stops it.
    if (this.isActive(projectId) || !(await this.slots.isHeldAnywhere(projectId))) return false;
    return (await this.stopQueued(projectId)) || this.deps.realtime.stopElsewhere(projectId);
  }

  /**
   * A run still waiting on the queue is taken off it and ended here as a stopped run: FAILED on
   * the last good commit, the reply saying so, the message kept. False when no run waits.
   */
  private async stopQueued(projectId: string): Promise<boolean> {
    const job = await this.deps.queue?.takeWaiting(projectId);
    if (!job || !(await this.slots.adopt(projectId, job.leaseToken, job.request.userId))) return false;
    this.slots.abortOf(projectId)?.abort(new RunStoppedError());
    await this.runHere(job.request).done;
    return true;
  }

  /** Stops the project's run if it is on this node; whether it was. */
  private stopHere(projectId: string): boolean {
    const abort = this.slots.abortOf(projectId);
    // A deploy or a visual edit holds the slot without a run: nothing to stop.
    if (!abort || !this.inFlight.has(projectId)) return false;
    abort.abort(new RunStoppedError());
    return true;
  }

  cancel(projectId: string): void {
    this.slots.abortOf(projectId)?.abort();
  }

  /** Shutdown: every run stops at its next step and ends FAILED on its last good commit. */
  abortAll(): void {
    for (const abort of this.slots.all()) abort.abort();
  }

  /** Resolves when the project has no run in flight (with a queue: in no process). */
  async whenIdle(projectId: string): Promise<void> {
    await this.inFlight.whenIdle(projectId);
    if (!this.deps.queue) return;
    while (await this.slots.isHeldAnywhere(projectId)) {
      await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
    }
  }

  /** Waits up to `ms` for the runs in flight to end by themselves (a graceful shutdown). */
  settle(ms: number): Promise<void> {
    return this.inFlight.settle(ms);
  }

  /** Waits for every run in flight (shutdown, tests). */
  drain(): Promise<void> {
    return this.inFlight.drain();
  }
}
