import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@kiln/contracts';
import type { Viewer } from '../auth/viewer';
import type { AppContext } from '../context';
import type { ProjectRow } from '../db/schema';
import { AppError } from '../http/errors';
import { recordProductEvent } from '../product-events/repository';
import { assertRoutePlatform, loadOwnedProject } from '../projects/access';
import { findProjectBySubdomain } from '../projects/repository';
import { projectPaths } from '../storage/paths';
import { zipCommit } from './archive';

/** An export can be fetched for an hour (the downloadExport contract). */
export const EXPORT_TTL_MS = 60 * 60 * 1000;

const EXPORT_NAME = /^([0-9a-f]{24})-[A-Za-z0-9_]+\.zip$/;

function assertExportable(ctx: AppContext, viewer: Viewer, project: ProjectRow): string {
  if (!viewer.isPremium) throw AppError.paymentRequired(MESSAGES.PREMIUM_RESTRICTED);
  // Seed 000 §4: export is blocked while a generation runs.
  if (ctx.runs.isActive(project.id)) throw AppError.conflict(MESSAGES.GENERATION_RUNNING);
  if (!project.currentCommitHash) throw AppError.conflict('This project has no version to export yet.');
  return project.currentCommitHash;
}

/** Seed 000 call 6: zips the current version and answers where to fetch it. */
export async function exportProject(
  ctx: AppContext,
  viewer: Viewer,
  projectId: string,
  isComponent: boolean,
): Promise<string> {
  const { project } = await loadOwnedProject(ctx.db, ctx.env, projectId, viewer);
  assertRoutePlatform(project, isComponent);
  const commit = assertExportable(ctx, viewer, project);
  const zip = await zipCommit(ctx.repos, project.id, commit);
  const dir = projectPaths(ctx.env.dataDir, project.id).exports;
  await mkdir(dir, { recursive: true });
  await removeExpired(dir);
  const fileName = `${project.id}-${randomBytes(12).toString('base64url').replace(/-/g, '_')}.zip`;
  await writeFile(path.join(dir, fileName), zip);
  await recordProductEvent(ctx.db, {
    name: 'export',
    userId: viewer.user.id,
    projectId: project.id,
    properties: { commitHash: commit, bytes: String(zip.byteLength) },
  });
  return `/api/exports/${fileName}`;
}

/** The zip made by exportProject, for its owner only, within the hour. */
export async function readExport(
  ctx: AppContext,
  viewer: Viewer,
  fileName: string,
): Promise<{ zip: Buffer; downloadName: string }> {
  const projectId = EXPORT_NAME.exec(fileName)?.[1];
  if (!projectId) throw AppError.notFound('Export not found');
  const { project } = await loadOwnedProject(ctx.db, ctx.env, projectId, viewer);
  const file = path.join(projectPaths(ctx.env.dataDir, project.id).exports, fileName);
  const info = await stat(file).catch(() => null);
  if (!info || Date.now() - info.mtimeMs > EXPORT_TTL_MS) throw AppError.notFound('Export not found');
  return { zip: await readFile(file), downloadName: `${project.subdomain}.zip` };
}

/**
 * `kiln pull <subdomain>`: the current version, under the zip's rule (owner only: others get 404 for a
 * private project, 403 for a public one; premium; no run in progress).
 */
export async function pullProject(
  ctx: AppContext,
  viewer: Viewer,
  subdomain: string,
): Promise<{ zip: Uint8Array; downloadName: string }> {
  const row = await findProjectBySubdomain(ctx.db, subdomain.toLowerCase());
  if (!row) throw AppError.notFound();
  const { project } = await loadOwnedProject(ctx.db, ctx.env, row.id, viewer);
  const commit = assertExportable(ctx, viewer, project);
  const zip = await zipCommit(ctx.repos, project.id, commit);
  await recordProductEvent(ctx.db, {
    name: 'cli_pull',
    userId: viewer.user.id,
    projectId: project.id,
    properties: { commitHash: commit },
  });
  return { zip, downloadName: `${project.subdomain}.zip` };
}

async function removeExpired(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (info && Date.now() - info.mtimeMs > EXPORT_TTL_MS) await rm(file, { force: true });
    }),
  );
}
