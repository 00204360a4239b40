import type { FastifyBaseLogger } from 'fastify';
import { ModelTimeoutError } from '../models/stream-timeouts';
import { findProjectWithOwner } from '../projects/repository';
import type { Realtime } from '../realtime/socket';
import { discardDraft } from './preview-draft';
import type { RunControllerDeps } from './run-types';

/** Why a run stopped, when its owner stopped it (the abort's reason). */
export class RunStoppedError extends Error {
  constructor() {
    super('The run was stopped by its owner.');
    this.name = 'RunStoppedError';
  }
}

const KEPT = 'Your message is kept and your app is on its last good version.';

/** The note a failed run's reply ends with: stopped by its owner, by shutdown, or what went wrong. */
export function failureNote(err: unknown, signal: AbortSignal): string {
  if (signal.aborted && signal.reason instanceof RunStoppedError) return `You stopped this run. ${KEPT}`;
  if (signal.aborted) return `This run was stopped. ${KEPT}`;
  if (err instanceof ModelTimeoutError) return `${err.message} ${KEPT} Send the message again to retry.`;
  return `Something went wrong while generating: ${err instanceof Error ? err.message : String(err)}`;
}

/**
 * A failed run leaves nothing half-done behind: the preview goes back from its draft to the current
 * version, and the working tree (the files the run wrote) back to the project's current commit.
 * Each step is tried even when the other fails; failures are logged.
 */
export async function rollBackRun(
  deps: { ctx: RunControllerDeps['ctx']; realtime: Realtime; log: FastifyBaseLogger },
  projectId: string,
): Promise<void> {
  const { ctx, realtime, log } = deps;
  await discardDraft({ db: ctx.db, realtime, mirror: ctx.mirror }, projectId).catch((err: unknown) =>
    log.error({ err, projectId }, 'could not discard the draft'),
  );
  const restore = async () => {
    const current = (await findProjectWithOwner(ctx.db, projectId))?.project.currentCommitHash;
    if (current && ctx.repos.exists(projectId)) await ctx.repos.switchTo(projectId, current);
  };
  await restore().catch((err: unknown) =>
    log.error({ err, projectId }, 'could not restore the last good commit'),
  );
}
