import path from 'node:path';
import type { PreparedCommit } from '../git/repo-store';
import { setProjectState } from '../projects/repository';
import type { StagedScreenshot } from '../screenshots/screenshotter';
import { type CheckResult, runChecks } from './checks';
import type { MessageStream } from './message-stream';
import { discardDraft, showDraft } from './preview-draft';
import { commitMessage } from './run-finish';
import { codeErrorMarkup } from './run-messages';
import type { RunControllerDeps, RunRequest } from './run-types';
import type { RunTimings } from './timings';
import type { TurnOutput } from './turn';

/**
 * The version a passing check step leaves: its message, its commit if it could be written ahead, and
 * the screenshot its smoke render took (null when it took none).
 */
export type PendingCommit = {
  message: string;
  prepared: PreparedCommit | null;
  screenshot: StagedScreenshot | null;
};

export type CheckTurnResult = { ok: true; commit: PendingCommit } | Extract<CheckResult, { ok: false }>;

/**
 * The check step after a turn that changed files: build, type check and smoke render (`runChecks`),
 * with the commit written beside them — the branch moves only once they pass (`finishRun`). A
 * failure is shown in the reply (code_error parts) and raises the project's error count to `attempt`.
 */
export async function checkTurn(
  deps: Pick<RunControllerDeps, 'ctx' | 'checks' | 'realtime' | 'log' | 'spares' | 'drafts'>,
  input: {
    request: RunRequest;
    outputs: readonly TurnOutput[];
    stream: MessageStream;
    stagingDir: string;
    /** Where the smoke render writes the version's screenshot when it passes. */
    screenshot: string;
    attempt: number;
    timings: RunTimings;
  },
): Promise<CheckTurnResult> {
  const { ctx, realtime } = deps;
  const { request, stream, attempt } = input;
  const message = await commitMessage(ctx.db, request, input.outputs);
  const preparing = ctx.repos.prepareCommit(request.projectId, message).catch((err: unknown) => {
    deps.log.warn({ err, projectId: request.projectId }, 'could not prepare the commit');
    return null;
  });
  const checks = await runChecks(
    deps.checks,
    {
      projectId: request.projectId,
      projectDir: ctx.repos.dir(request.projectId),
      stagingDir: input.stagingDir,
      changedPaths: changedPaths(input.outputs),
      onBuilt: () => {
        deps.spares?.built(request.projectId);
        return showDraft(
          { db: ctx.db, realtime, mirror: ctx.mirror },
          request.projectId,
          input.stagingDir,
          request.navigationUrl,
        ).catch((err: unknown) =>
          deps.log.warn({ err, projectId: request.projectId }, 'could not show the draft preview'),
        );
      },
      // Someone watching gets the draft first: the render starts once their preview fetched it.
      renderWhen:
        deps.drafts && realtime.isWatched(request.projectId)
          ? () => deps.drafts?.firstView(path.basename(input.stagingDir)) ?? Promise.resolve()
          : undefined,
      screenshot: input.screenshot,
    },
    input.timings,
  );
  // Settled either way: the next turn must not write files under a running `git add`.
  const prepared = await preparing;
  if (checks.ok) return { ok: true, commit: { message, prepared, screenshot: checks.screenshot } };
  // The preview goes back to the last good version while the automatic fix works.
  await discardDraft({ db: ctx.db, realtime, mirror: ctx.mirror }, request.projectId);
  stream.append(codeErrorMarkup(checks.errors));
  await setProjectState(ctx.db, request.projectId, { errorCount: attempt });
  realtime.emitToProject(request.projectId, 'project:error-count', { errorCount: attempt });
  return checks;
}

/** Every path the run's turns touched, a renamed file's old path too. */
function changedPaths(outputs: readonly TurnOutput[]): string[] {
  const paths = new Set<string>();
  for (const { record } of outputs) {
    for (const change of record.files.values()) {
      paths.add(change.path);
      if (change.from) paths.add(change.from);
    }
  }
  return [...paths];
}
