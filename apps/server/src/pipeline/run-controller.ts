import { rm } from 'node:fs/promises';
import { isPhaseInProgress, partMarkup, type SubPhase } from '@kiln/contracts';
import { setProjectState } from '../projects/repository';
import { runScratch } from '../storage/paths';
import { checkTurn, type PendingCommit } from './check-turn';
import { FirstRunSetup, SETUP_FAILED } from './first-run-setup';
import { MessageStream } from './message-stream';
import { modelTurn } from './model-turn';
import { failureNote, RunStoppedError, rollBackRun } from './run-failure';
import { ensureName, finishRun } from './run-finish';
import { subPhaseFor } from './run-messages';
import { openRun } from './run-opening';
import { RunSlots } from './run-slots';
import { initialRunState, isFinished, type RunEvent, transition } from './run-state';
import type { RunControllerDeps, RunRequest, RunSlot } from './run-types';
import { RunsInFlight } from './runs-in-flight';
import { RunTimings } from './timings';
import { ProjectWorkspace, WriteBudget } from './tools/workspace';
import type { TurnOutput } from './turn';

/**
 * Drives generation runs: one at a time per project, each a walk through the pure state machine with
 * the effects done here — stored phases and socket events, the model's turns on the workspace, the
 * checks with automatic fixes, the commit and the live version.
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

  /** Runs in the slot `reserve` claimed. */
  start(request: RunRequest): { done: Promise<void> } {
    const abort = this.slots.abortOf(request.projectId);
    if (!abort) throw new Error('start() needs a reserved run slot');
    const done = this.run(request, abort.signal)
      .catch((err: unknown) => this.deps.log.error({ err, projectId: request.projectId }, 'run crashed'))
      .finally(() => this.slots.free(request.projectId));
    this.inFlight.add(request.projectId, done);
    return { done };
  }

  /** The reply a run is writing right now, newer than what is saved. */
  liveContent(messageId: string): string | undefined {
    return this.streams.get(messageId)?.text;
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
    return this.deps.realtime.stopElsewhere(projectId);
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

  /** Resolves when the project has no run in flight. */
  whenIdle(projectId: string): Promise<void> {
    return this.inFlight.whenIdle(projectId);
  }

  /** Waits up to `ms` for the runs in flight to end by themselves (a graceful shutdown). */
  settle(ms: number): Promise<void> {
    return this.inFlight.settle(ms);
  }

  /** Waits for every run in flight (shutdown, tests). */
  drain(): Promise<void> {
    return this.inFlight.drain();
  }

  private async run(request: RunRequest, signal: AbortSignal): Promise<void> {
    const { ctx, realtime } = this.deps;
    const stream = new MessageStream(ctx.db, request.assistantMessageId, (chunk) =>
      realtime.emitToOwners(request.projectId, 'chat:update', {
        lastAssistantMessageId: request.assistantMessageId,
        chunk,
      }),
    );
    this.streams.set(request.assistantMessageId, stream);
    let state = initialRunState(request.kind);
    const timings = new RunTimings();
    timings.enterPhase(state.phase);
    // Version screenshots wait for the end of the run: its checks come first.
    const releaseScreenshots = this.deps.checks.screenshots.hold();
    const finishReply = () => stream.finish(state.phase === 'FAILED' ? 'failed' : 'complete');
    const apply = async (event: RunEvent) => {
      const before = state;
      state = transition(state, event);
      if (state.phase !== before.phase) {
        timings.enterPhase(state.phase);
        // The reply is whole before the owners hear the run ended (MessageStream.finish).
        if (!isPhaseInProgress(state.phase)) await finishReply();
        await this.deps.engine.setPhase(request.projectId, state.phase);
      }
      if (state.subPhase && state.subPhase !== before.subPhase)
        await this.setSubPhase(request.projectId, state.subPhase);
    };
    const { stagingDir, stagedScreenshot } = runScratch(ctx.env.dataDir, request);
    let commit: PendingCommit | null = null;
    // A first run's model starts beside the setup: its tools wait for the project's files, and a
    // failed setup stops it.
    const turnAbort = new AbortController();
    const stopTurn = () => turnAbort.abort(signal.reason);
    signal.addEventListener('abort', stopTurn, { once: true });
    let setup: FirstRunSetup | null = null;

    try {
      await this.deps.engine.setPhase(request.projectId, state.phase);
      await setProjectState(ctx.db, request.projectId, { errorCount: 0, isGeneration: true });
      realtime.emitToProject(request.projectId, 'project:error-count', { errorCount: 0 });
      if (state.kind === 'first') {
        await apply({ type: 'PHASE_DONE' }); // PROMPT → CLONE_AND_SETUP_REPO
        setup = new FirstRunSetup(this.deps.engine, request, {
          apply,
          current: () => state,
          timings,
          stopTurn: () => turnAbort.abort(),
        });
      } else if (state.subPhase) {
        await this.setSubPhase(request.projectId, state.subPhase);
      }

      const { model } = this.deps.models.getLanguageModel(request.modelId);
      const projectDir = ctx.repos.dir(request.projectId);
      const workspace =
        state.kind === 'chat'
          ? null
          : new ProjectWorkspace(
              projectDir,
              () => this.deps.checks.store.prepare(projectDir),
              setup?.ready,
              new WriteBudget(ctx.env.runQuotas.turn),
            );
      const starterFiles = setup ? await this.deps.engine.starterFiles() : undefined;
      const { messages, integrated } = await openRun(ctx, request, state.phase);
      const outputs: TurnOutput[] = [];
      if (integrated) {
        outputs.push(integrated);
        await apply({ type: 'PHASE_DONE' }); // INTEGRATE_COMPONENT / INTEGRATE_SUPABASE → RUN_LLM_EDIT
      }

      for (;;) {
        const turn = timings.time('turn', () =>
          modelTurn(
            ctx,
            request,
            // The first turn's file list is the starter's: the setup may still be copying it.
            {
              model,
              workspace,
              messages,
              stream,
              signal: turnAbort.signal,
              files: setup ? starterFiles : undefined,
            },
            // A tool shows its sub-phase once the setup is done (RUN_LLM_EDIT); a failed setup ends the run.
            async (tool) => {
              if (!setup || (await setup.succeeded()))
                await apply({ type: 'SUB_PHASE', subPhase: subPhaseFor(tool, state) });
            },
          ),
        );
        const output = setup ? await setup.join(turn) : await turn;
        setup = null;
        if (!output) {
          await apply({ type: 'FAIL', reason: SETUP_FAILED });
          return;
        }
        outputs.push(output);
        if (state.kind === 'chat' || !outputs.some((o) => o.record.hasChanges)) {
          await apply(state.kind === 'chat' ? { type: 'PHASE_DONE' } : { type: 'NO_CHANGES' });
          break;
        }
        await apply({ type: 'SUB_PHASE', subPhase: 'TESTING' });
        const checks = await checkTurn(this.deps, {
          request,
          outputs,
          stream,
          stagingDir,
          screenshot: stagedScreenshot,
          attempt: state.attempts + 1,
          timings,
        });
        signal.throwIfAborted();
        if (checks.ok) {
          commit = checks.commit;
          break;
        }
        await apply({ type: 'CHECKS_FAILED', signature: checks.signature, summary: checks.summary });
        if (isFinished(state)) {
          stream.append(partMarkup({ type: 'build_failed', content: checks.summary }));
          break;
        }
        messages.push(
          { role: 'assistant', content: output.text || 'I made the changes.' },
          {
            role: 'user',
            content: `The app does not pass its checks (automatic fix attempt ${state.attempts}). Fix these errors, then reply in one sentence:\n${checks.summary}`,
          },
        );
      }

      signal.throwIfAborted();
      await timings.time('publish', () =>
        finishRun(this.deps, { request, outputs, stream, current: () => state, apply, stagingDir, commit }),
      );
    } catch (err) {
      // A setup still running finishes first: its phases must not land after the failure.
      await setup?.settled();
      this.deps.log.error({ err, projectId: request.projectId }, 'run failed');
      const note = failureNote(err, signal);
      stream.append(`\n\n${note}`);
      await rollBackRun({ ctx, realtime, log: this.deps.log }, request.projectId);
      await apply({ type: 'FAIL', reason: note });
    } finally {
      signal.removeEventListener('abort', stopTurn);
      releaseScreenshots();
      await finishReply();
      this.streams.delete(request.assistantMessageId);
      await rm(stagingDir, { recursive: true, force: true });
      // A screenshot still being taken (a run stopped after its checks) lands before it is removed.
      await commit?.screenshot?.taken;
      await rm(stagedScreenshot, { force: true });
      await setProjectState(ctx.db, request.projectId, { isGeneration: false, subPhase: null });
      if (state.kind === 'first') {
        await ensureName(this.deps.ctx.db, request);
        // Usually said at its first build already; a run that built nothing frees the spare's turn here.
        this.deps.spares?.built(request.projectId);
      }
      this.deps.log.info(
        { projectId: request.projectId, kind: request.kind, phase: state.phase, timings: timings.toJSON() },
        'run finished',
      );
    }
  }

  private async setSubPhase(projectId: string, subPhase: SubPhase): Promise<void> {
    await setProjectState(this.deps.ctx.db, projectId, { subPhase });
    this.deps.realtime.emitToProject(projectId, 'project:subphase', { subPhase });
  }
}
