import { isPhaseInProgress, MESSAGES, type Phase } from '@kiln/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Builder } from '../build/types';
import type { AppContext } from '../context';
import type { ProjectRow } from '../db/schema';
import type { DependencyStore } from '../engine/dependency-store';
import { AppError } from '../http/errors';
import type { Realtime } from '../realtime/socket';
import { projectLinks } from '../sites/links';
import { buildForProduction } from './production-build';
import { setDeployed } from './repository';
import { setDeploymentStatus } from './status';

export const DEPLOY_BLOCKED = 'Please wait for the current generation to finish before deploying.';
export const NOTHING_TO_DEPLOY = 'This project has no version to deploy yet.';

/** What the owner of a site an operator took down reads (issue 20 §3). */
export function takenDownMessage(reason: string | null): string {
  return `The operator of this Kiln took this site down: ${reason ?? 'no reason given'}. It cannot be deployed until they restore it.`;
}

export interface DeployDeps {
  log: FastifyBaseLogger;
  builder: Builder;
  store: DependencyStore;
  realtime: Realtime;
}

export interface DeployResult {
  prodLink: string;
  deployedCommitHash: string;
}

/**
 * The commit's production build: with Redis, a job a worker takes (issue 19 §3), which stores the
 * release for every node; otherwise built here.
 */
async function ensureProductionBuild(ctx: AppContext, deps: DeployDeps, row: ProjectRow, commit: string) {
  const builds = ctx.scale.builds;
  if (!builds) {
    const { builder, store } = deps;
    const { dataDir, publicUrl } = ctx.env;
    await buildForProduction(
      { dataDir, publicUrl, repos: ctx.repos, mirror: ctx.mirror, builder, store },
      row.id,
      commit,
    );
    return;
  }
  const outcome = await builds.build({ projectId: row.id, commit });
  if (!outcome.ok) throw AppError.validation(outcome.message);
}

/**
 * Deploys the project's current version. It holds the project's run slot while it works, so no
 * generation starts meanwhile, and tells the project's room `deployment:complete` either way
 * (`prodLink` null when it failed, which the workspace shows as the failure dialog).
 */
export async function deployProject(
  ctx: AppContext,
  deps: DeployDeps,
  row: ProjectRow,
): Promise<DeployResult> {
  const commit = row.currentCommitHash;
  if (!commit) throw AppError.conflict(NOTHING_TO_DEPLOY);
  if (row.takenDownAt) throw AppError.conflict(takenDownMessage(row.takedownReason));
  if (isPhaseInProgress(row.phase as Phase) && row.phase !== 'PROMPT')
    throw AppError.conflict(DEPLOY_BLOCKED);
  const slot = await ctx.runs.reserve(row.id);
  if (!slot) throw AppError.conflict(DEPLOY_BLOCKED);
  try {
    setDeploymentStatus(row.id, { phase: 'BUILDING', subPhase: null });
    await ensureProductionBuild(ctx, deps, row, commit);
    setDeploymentStatus(row.id, { phase: 'PUBLISHING', subPhase: null });
    const prodLink = projectLinks(ctx.env, ctx.authSecret, row).site;
    await setDeployed(ctx.db, row.id, commit, prodLink);
    setDeploymentStatus(row.id, null);
    deps.realtime.emitToProject(row.id, 'deployment:complete', { prodLink });
    return { prodLink, deployedCommitHash: commit };
  } catch (error) {
    setDeploymentStatus(row.id, null);
    deps.realtime.emitToProject(row.id, 'deployment:complete', { prodLink: null });
    if (error instanceof AppError) throw error;
    deps.log.error({ err: error, projectId: row.id }, 'deploy failed');
    throw new AppError('internal', MESSAGES.DEPLOY_FAILED_TITLE);
  } finally {
    slot.release();
  }
}
