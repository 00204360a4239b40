import { createReadStream, existsSync } from 'node:fs';
import { calls, isPhaseInProgress, MESSAGES, type Phase } from '@kiln/contracts';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import type { Routes } from '../http/route';
import { assertRoutePlatform, loadReadableProject } from '../projects/access';
import { findProjectBySubdomain } from '../projects/repository';
import { projectPaths } from '../storage/paths';
import { presentVersion } from './presenter';
import { findVersion, findVersionByCommit, listVersions, setCurrentCommit } from './repository';

export function registerVersionRoutes(routes: Routes, ctx: AppContext): void {
  const { db, env } = ctx;

  routes.public(calls.listVersions).handle(async ({ viewer, body, isComponent }) => {
    const { project } = await loadReadableProject(db, env, body.webId, viewer);
    assertRoutePlatform(project, isComponent);
    const rows = await listVersions(db, project.id);
    return { success: true, data: rows.map((row) => presentVersion(row, project, env, ctx.authSecret)) };
  });

  routes.authed(calls.switchVersion).handle(async ({ viewer, body, isComponent }) => {
    const { project, isOwner } = await loadReadableProject(db, env, body.webId, viewer);
    assertRoutePlatform(project, isComponent);
    if (!isOwner) throw AppError.forbidden(MESSAGES.NO_PERMISSION_SWITCH_VERSIONS);
    if (isPhaseInProgress(project.phase as Phase) && project.phase !== 'PROMPT') {
      throw AppError.conflict('Please wait for the current generation to finish before switching versions.');
    }
    const version = await findVersion(db, project.id, body.webVersionId);
    if (!version) throw AppError.notFound('Version not found');
    await ctx.repos.switchTo(project.id, version.commitHash);
    await setCurrentCommit(db, project.id, version.commitHash);
    return { success: true, data: { currentCommitHash: version.commitHash } };
  });

  routes.public(calls.getCommitDiff).handle(async ({ viewer, body }) => {
    const found = await findProjectBySubdomain(db, body.subdomain);
    if (!found) throw AppError.notFound();
    const { project } = await loadReadableProject(db, env, found.id, viewer);
    for (const hash of [body.previousCommit, body.currentCommit]) {
      if (hash && !(await findVersionByCommit(db, project.id, hash)))
        throw AppError.notFound('Version not found');
    }
    const files = await ctx.repos.diff(project.id, body.previousCommit, body.currentCommit);
    return { success: true, files };
  });

  routes.public(calls.listProjectFiles).handle(async ({ viewer, body }) => {
    const { project } = await loadReadableProject(db, env, body.webId, viewer);
    const commit = body.commitHash ?? project.currentCommitHash;
    if (!commit) return { success: true, data: { commitHash: null, files: [] } };
    const version = await findVersionByCommit(db, project.id, commit);
    if (!version) throw AppError.notFound('Version not found');
    const files = await ctx.repos.readTree(project.id, version.commitHash);
    return { success: true, data: { commitHash: version.commitHash, files } };
  });

  routes.public(calls.getVersionScreenshot).handle(async ({ viewer, params, reply }) => {
    const { project } = await loadReadableProject(db, env, params.webId, viewer);
    const file = projectPaths(env.dataDir, project.id).screenshot(params.commitHash);
    if (!/^[0-9a-f]{40}$/.test(params.commitHash) || !(existsSync(file) || (await ctx.mirror.pullFile(file))))
      throw AppError.notFound('Screenshot not found');
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(createReadStream(file));
  });
}
