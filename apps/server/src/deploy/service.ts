import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { isPhaseInProgress, MESSAGES, type Phase } from '@kiln/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { collectUrl, injectTracker, trackerScript } from '../analytics/tracker';
import type { Builder } from '../build/types';
import type { AppContext } from '../context';
import type { ProjectRow } from '../db/schema';
import type { DependencyStore } from '../engine/dependency-store';
import { buildWithDependencies } from '../engine/project-build';
import { AppError } from '../http/errors';
import type { Realtime } from '../realtime/socket';
import { projectLinks } from '../sites/links';
import { projectPaths } from '../storage/paths';
import { setDeployed } from './repository';
import { scanBundle, secretRefusal } from './secret-scan';
import { exportCommit } from './source';
import { setDeploymentStatus } from './status';

export const DEPLOY_BLOCKED = 'Please wait for the current generation to finish before deploying.';
export const NOTHING_TO_DEPLOY = 'This project has no version to deploy yet.';

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

function buildFailed(errors: { file: string | null; line: number | null; message: string }[]): AppError {
  const first = errors[0];
  const where = first?.file ? `${first.file}${first.line ? `:${first.line}` : ''}: ` : '';
  return AppError.validation(`The production build failed. ${where}${first?.message ?? ''}`.trim());
}

/**
 * The production build of one commit, made once: the commit's own tree is exported (not the
 * working tree), built without the preview bridge or tagger, the analytics tracker added, and only
 * then moved to the commit's production folder. Redeploying a version that has one is instant.
 */
async function ensureProductionBuild(ctx: AppContext, deps: DeployDeps, row: ProjectRow, commit: string) {
  const paths = projectPaths(ctx.env.dataDir, row.id);
  const target = paths.build(commit, 'production');
  if (existsSync(target) || (await ctx.mirror.pullDir(target))) return;
  const source = projectPaths(ctx.env.dataDir, row.id).deploySource;
  const staging = path.join(paths.builds, commit, '.production-next');
  try {
    await ctx.repos.sync(row.id); // with object storage, the commit may be another node's
    await exportCommit(paths.repo, commit, source);
    const result = await buildWithDependencies(deps.builder, deps.store, {
      projectId: row.id,
      projectDir: source,
      outDir: staging,
      mode: 'production',
    });
    if (!result.ok) throw buildFailed(result.errors);
    const secret = await scanBundle(staging);
    if (secret) throw AppError.validation(secretRefusal(secret));
    await injectTracker(staging, trackerScript(collectUrl(ctx.env.publicUrl), row.id));
    await rename(staging, target);
    await ctx.mirror.pushDir(target);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
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
