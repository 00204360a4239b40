import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { collectUrl, injectTracker, trackerScript } from '../analytics/tracker';
import type { Builder } from '../build/types';
import type { DependencyStore } from '../engine/dependency-store';
import { buildWithDependencies } from '../engine/project-build';
import type { RepoStore } from '../git/repo-store';
import { AppError } from '../http/errors';
import type { BuildJob, BuildOutcome } from '../scale/build-queue';
import type { ArtifactMirror } from '../storage/artifact-mirror';
import { projectPaths } from '../storage/paths';
import { scanBundle, secretRefusal } from './secret-scan';
import { exportCommit } from './source';

/** What builds a release: on the API node that deploys, or on a worker that takes deploy builds. */
export interface ProductionBuildDeps {
  dataDir: string;
  publicUrl: string;
  repos: RepoStore;
  mirror: ArtifactMirror;
  builder: Builder;
  store: DependencyStore;
}

function buildFailed(errors: { file: string | null; line: number | null; message: string }[]): AppError {
  const first = errors[0];
  const where = first?.file ? `${first.file}${first.line ? `:${first.line}` : ''}: ` : '';
  return AppError.validation(`The production build failed. ${where}${first?.message ?? ''}`.trim());
}

/**
 * The production build of one commit, made once: the commit's own tree is exported (not the
 * working tree), built without the preview bridge or tagger, the analytics tracker added, and only
 * then moved to the commit's production folder (and, with object storage, stored for every node).
 * Redeploying a version that has one is instant. A build the owner must hear about (it failed, or
 * its bundle holds a secret) throws a validation AppError with what to say.
 */
export async function buildForProduction(
  deps: ProductionBuildDeps,
  projectId: string,
  commit: string,
): Promise<void> {
  const paths = projectPaths(deps.dataDir, projectId);
  const target = paths.build(commit, 'production');
  if (existsSync(target) || (await deps.mirror.pullDir(target))) return;
  const staging = path.join(paths.builds, commit, '.production-next');
  try {
    await deps.repos.sync(projectId); // with object storage, the commit may be another node's
    await exportCommit(paths.repo, commit, paths.deploySource);
    const result = await buildWithDependencies(deps.builder, deps.store, {
      projectId,
      projectDir: paths.deploySource,
      outDir: staging,
      mode: 'production',
    });
    if (!result.ok) throw buildFailed(result.errors);
    const secret = await scanBundle(staging);
    if (secret) throw AppError.validation(secretRefusal(secret));
    await injectTracker(staging, trackerScript(collectUrl(deps.publicUrl), projectId));
    await rename(staging, target);
    await deps.mirror.pushDir(target);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** A deploy build taken off the queue: what the owner must hear comes back as the outcome. */
export async function buildJob(deps: ProductionBuildDeps, job: BuildJob): Promise<BuildOutcome> {
  try {
    await buildForProduction(deps, job.projectId, job.commit);
    return { ok: true };
  } catch (err) {
    if (err instanceof AppError && err.code === 'validation') return { ok: false, message: err.message };
    throw err;
  }
}
