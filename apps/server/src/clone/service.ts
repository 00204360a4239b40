import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { MESSAGES, PROJECT_NAME_MAX } from '@kiln/contracts';
import type { Viewer } from '../auth/viewer';
import type { AppContext } from '../context';
import { newId } from '../db/ids';
import type { ProjectRow } from '../db/schema';
import { AppError } from '../http/errors';
import { recordProductEvent } from '../product-events/repository';
import { assertRoutePlatform, loadReadableProject } from '../projects/access';
import { uniqueSubdomain } from '../projects/service';
import { linkFile, linkTree } from '../storage/link-tree';
import { projectDirs, projectPaths } from '../storage/paths';
import { listVersions } from '../versions/repository';
import { finishedMessages, insertProjectCopy } from './repository';

export interface CloneRequest {
  webId: string;
  email: string;
  isComponent: boolean;
}

/** "Bakery" → "Bakery (copy)" for the owner, "Bakery (fork)" for anyone else, within the name limit. */
export function copyName(name: string, isDuplicate: boolean): string {
  const suffix = isDuplicate ? ' (copy)' : ' (fork)';
  return `${name.slice(0, PROJECT_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}

/**
 * Fork (a visitor) or duplicate (the owner): the repository with its whole history, every version
 * row, and the existing builds and screenshots hard-linked, so the copy is previewable at once with
 * no rebuild. It starts with no secrets, integrations, deploys, domains or repository link; a
 * duplicate keeps its owner's chat, a fork starts with none.
 */
export async function cloneProject(
  ctx: AppContext,
  viewer: Viewer,
  request: CloneRequest,
): Promise<ProjectRow> {
  if (request.email.toLowerCase() !== viewer.user.email.toLowerCase()) {
    throw AppError.forbidden('You can only copy a project into your own account.');
  }
  const { project: source, isOwner } = await loadReadableProject(ctx.db, ctx.env, request.webId, viewer);
  assertRoutePlatform(source, request.isComponent);
  if (!viewer.isPremium) throw AppError.paymentRequired(MESSAGES.PREMIUM_RESTRICTED);
  const commit = source.currentCommitHash;
  if (!commit) throw AppError.conflict('This project has no version to copy yet.');

  const id = newId();
  try {
    // The branch may be ahead of the current version (an edit whose build failed): the copy starts
    // from what the source shows.
    await ctx.repos.cloneTo(source.id, id, { at: commit });
    const versions = await linkBuilds(ctx, source.id, id, await listVersions(ctx.db, source.id));
    const row = await insertProjectCopy(ctx.db, {
      id,
      ownerId: viewer.user.id,
      name: copyName(source.name, isOwner),
      subdomain: await uniqueSubdomain(ctx),
      isPrivate: isOwner && source.isPrivate,
      source,
      versions,
      // The owner's duplicate continues their chat (the model reads it as the app's story); a
      // fork's new owner gets the app, not the source owner's conversation.
      messages: isOwner ? await finishedMessages(ctx.db, source.id) : [],
    });
    await recordProductEvent(ctx.db, {
      name: isOwner ? 'duplicate' : 'fork',
      userId: viewer.user.id,
      projectId: source.id,
      properties: { copyId: id, commitHash: commit },
    });
    return row;
  } catch (error) {
    await Promise.all(
      projectDirs(ctx.env.dataDir, id).map((dir) => rm(dir, { recursive: true, force: true })),
    );
    throw error;
  }
}

/** Links every ready version's preview build and screenshot; a version whose build is gone is pending. */
async function linkBuilds(
  ctx: AppContext,
  sourceId: string,
  targetId: string,
  versions: Awaited<ReturnType<typeof listVersions>>,
) {
  const from = projectPaths(ctx.env.dataDir, sourceId);
  const to = projectPaths(ctx.env.dataDir, targetId);
  return Promise.all(
    versions.map(async (version) => {
      const build = from.build(version.commitHash, 'preview');
      const hasBuild = version.buildStatus === 'ready' && existsSync(build);
      if (hasBuild) await linkTree(build, to.build(version.commitHash, 'preview'));
      const screenshot = from.screenshot(version.commitHash);
      const hasScreenshot = version.hasScreenshot && existsSync(screenshot);
      if (hasScreenshot) await linkFile(screenshot, to.screenshot(version.commitHash));
      return {
        ...version,
        buildStatus: hasBuild ? version.buildStatus : ('pending' as const),
        hasScreenshot,
      };
    }),
  );
}
