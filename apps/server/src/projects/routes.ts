import { calls, MESSAGES } from '@kiln/contracts';
import { startRun } from '../chat/service';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import type { Realtime } from '../realtime/socket';
import { assertRoutePlatform, loadReadableProject } from './access';
import { presentProject, presentProjectSummary } from './presenter';
import { listProjectsByOwner } from './repository';
import * as service from './service';

export function registerProjectRoutes(routes: Routes, ctx: AppContext, realtime: Realtime): void {
  const { db, env } = ctx;

  routes.authed(calls.createProject).handle(async ({ viewer, body }) => {
    const { project: row, promptMessageId } = await service.createProject(
      ctx,
      viewer,
      body.prompt,
      body.platform,
    );
    // The first run starts at once from the stored prompt: the workspace shows "Generating", follows
    // the phases over the socket, and types the name in when the run gives one.
    await startRun(ctx, {
      project: row,
      viewer,
      content: body.prompt,
      mode: 'build',
      userMessageId: promptMessageId,
    });
    return { success: true, data: presentProject(row, viewer.user.email, true, env, ctx.authSecret) };
  });

  routes.authed(calls.listProjects).handle(async ({ viewer, body }) => {
    const rows = await listProjectsByOwner(db, viewer.user.id, body?.favouritesOnly ?? false);
    return { success: true, data: rows.map((row) => presentProjectSummary(row, env, ctx.authSecret)) };
  });

  const cachedRead = (_db: unknown, id: string) => ctx.projectReads.find(id);
  routes.public(calls.getProject).handle(async ({ viewer, body, isComponent }) => {
    const found = await loadReadableProject(db, env, body.webId, viewer, cachedRead);
    assertRoutePlatform(found.project, isComponent);
    return {
      success: true,
      data: presentProject(found.project, found.ownerEmail, found.isOwner, env, ctx.authSecret),
    };
  });

  routes.public(calls.getProjectName).handle(async ({ viewer, body }) => {
    const found = await loadReadableProject(db, env, body.webId, viewer, cachedRead);
    return { success: true, data: { projectName: found.project.name } };
  });

  routes.authed(calls.renameProject).handle(async ({ viewer, body }) => {
    await service.renameProject(ctx, viewer, body.projectId, body.newName);
    return { success: true, message: MESSAGES.PROJECT_RENAMED };
  });

  routes.authed(calls.updateKnowledgeBase).handle(async ({ viewer, body }) => {
    const knowledgeBase = await service.updateKnowledgeBase(ctx, viewer, body.webId, body.knowledgeBase);
    return { success: true, data: { knowledgeBase } };
  });

  routes.authed(calls.toggleFavourite).handle(async ({ viewer, body }) => {
    const favourite = await service.toggleFavourite(ctx, viewer, body.webId);
    return { success: true, data: { favourite } };
  });

  routes.authed(calls.setPrivacy).handle(async ({ viewer, body }) => {
    await service.setPrivacy(ctx, realtime, viewer, body.webId, body.isPrivate);
    return {
      success: true,
      message: body.isPrivate ? MESSAGES.NOW_PRIVATE : MESSAGES.NOW_PUBLIC,
      data: { isPrivate: body.isPrivate },
    };
  });

  routes.authed(calls.resetPreviewLink).handle(async ({ viewer, body }) => {
    const link = await service.resetPreviewLink(ctx, realtime, viewer, body.webId);
    return { success: true, message: MESSAGES.PREVIEW_LINK_RESET, data: { link } };
  });

  routes.authed(calls.deleteProject).handle(async ({ viewer, body }) => {
    await service.deleteProject(ctx, viewer, body.projectId);
    return { success: true, message: MESSAGES.PROJECT_DELETED };
  });
}
