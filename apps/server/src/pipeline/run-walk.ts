import { rm } from 'node:fs/promises';
import { isPhaseInProgress, partMarkup, type SubPhase } from '@kiln/contracts';
import { setProjectState } from '../projects/repository';
import { runScratch } from '../storage/paths';
import { checkTurn, type PendingCommit } from './check-turn';
import { FirstRunSetup, SETUP_FAILED } from './first-run-setup';
import { MessageStream } from './message-stream';
import { modelTurn } from './model-turn';
import { failureNote, rollBackRun } from './run-failure';
import { ensureName, finishRun } from './run-finish';
import { subPhaseFor } from './run-messages';
import { openRun } from './run-opening';
import { initialRunState, isFinished, type RunEvent, transition } from './run-state';
import type { RunControllerDeps, RunRequest } from './run-types';
import { RunTimings } from './timings';
import { ProjectWorkspace, WriteBudget } from './tools/workspace';
import type { TurnOutput } from './turn';

/**
 * One generation run, a walk through the pure state machine (run-state.ts) with the effects done
 * here: stored phases and socket events, the model's turns on the workspace, the checks with
 * automatic fixes, the commit and the live version. The run controller decides where and when.
 */
export async function walkRun(
  deps: RunControllerDeps,
  streams: Map<string, MessageStream>,
  request: RunRequest,
  signal: AbortSignal,
): Promise<void> {
  const { ctx, realtime } = deps;
  const stream = new MessageStream(ctx.db, request.assistantMessageId, (chunk) => {
    deps.live?.append(request.assistantMessageId, chunk);
    realtime.emitToOwners(request.projectId, 'chat:update', {
      lastAssistantMessageId: request.assistantMessageId,
      chunk,
    });
  });
  streams.set(request.assistantMessageId, stream);
  let state = initialRunState(request.kind);
  const timings = new RunTimings();
  timings.enterPhase(state.phase);
  // Version screenshots wait for the end of the run: its checks come first.
  const releaseScreenshots = deps.checks.screenshots.hold();
  const finishReply = async () => {
    await stream.finish(state.phase === 'FAILED' ? 'failed' : 'complete');
    deps.live?.forget(request.assistantMessageId); // the database has it whole now
  };
  const apply = async (event: RunEvent) => {
    const before = state;
    state = transition(state, event);
    if (state.phase !== before.phase) {
      timings.enterPhase(state.phase);
      // The reply is whole before the owners hear the run ended (MessageStream.finish).
      if (!isPhaseInProgress(state.phase)) await finishReply();
      await deps.engine.setPhase(request.projectId, state.phase);
    }
    if (state.subPhase && state.subPhase !== before.subPhase)
      await setSubPhase(deps, request.projectId, state.subPhase);
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
    // A run stopped before it began (taken off the queue by Stop) ends at once.
    signal.throwIfAborted();
    // With object storage another process may have made the last commit: this copy catches up.
    await ctx.repos.sync(request.projectId);
    await deps.engine.setPhase(request.projectId, state.phase);
    await setProjectState(ctx.db, request.projectId, { errorCount: 0, isGeneration: true });
    realtime.emitToProject(request.projectId, 'project:error-count', { errorCount: 0 });
    if (state.kind === 'first') {
      await apply({ type: 'PHASE_DONE' }); // PROMPT → CLONE_AND_SETUP_REPO
      setup = new FirstRunSetup(deps.engine, request, {
        apply,
        current: () => state,
        timings,
        stopTurn: () => turnAbort.abort(),
      });
    } else if (state.subPhase) {
      await setSubPhase(deps, request.projectId, state.subPhase);
    }

    const { model } = deps.models.getLanguageModel(request.modelId);
    const projectDir = ctx.repos.dir(request.projectId);
    const workspace =
      state.kind === 'chat'
        ? null
        : new ProjectWorkspace(
            projectDir,
            () => deps.checks.store.prepare(projectDir),
            setup?.ready,
            new WriteBudget(ctx.env.runQuotas.turn),
          );
    const starterFiles = setup ? await deps.engine.starterFiles() : undefined;
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
      const checks = await checkTurn(deps, {
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
      finishRun(deps, { request, outputs, stream, current: () => state, apply, stagingDir, commit }),
    );
  } catch (err) {
    // A setup still running finishes first: its phases must not land after the failure.
    await setup?.settled();
    deps.log.error({ err, projectId: request.projectId }, 'run failed');
    const note = failureNote(err, signal);
    stream.append(`\n\n${note}`);
    await rollBackRun({ ctx, realtime, log: deps.log }, request.projectId);
    await apply({ type: 'FAIL', reason: note });
  } finally {
    signal.removeEventListener('abort', stopTurn);
    releaseScreenshots();
    await finishReply();
    streams.delete(request.assistantMessageId);
    await rm(stagingDir, { recursive: true, force: true });
    // A screenshot still being taken (a run stopped after its checks) lands before it is removed.
    await commit?.screenshot?.taken;
    await rm(stagedScreenshot, { force: true });
    await setProjectState(ctx.db, request.projectId, { isGeneration: false, subPhase: null });
    if (state.kind === 'first') {
      await ensureName(deps.ctx.db, request);
      // Usually said at its first build already; a run that built nothing frees the spare's turn here.
      deps.spares?.built(request.projectId);
    }
    deps.log.info(
      { projectId: request.projectId, kind: request.kind, phase: state.phase, timings: timings.toJSON() },
      'run finished',
    );
  }
}

async function setSubPhase(deps: RunControllerDeps, projectId: string, subPhase: SubPhase): Promise<void> {
  await setProjectState(deps.ctx.db, projectId, { subPhase });
  deps.realtime.emitToProject(projectId, 'project:subphase', { subPhase });
}
