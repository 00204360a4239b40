import { calls, MESSAGES, parseMessageContent } from '@kiln/contracts';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import type { Routes } from '../http/route';
import { migrationStatuses, withMigrationStatuses } from '../integrations/supabase/migrations';
import { assertRoutePlatform, loadReadableProject } from '../projects/access';
import { tokenStats } from '../usage/service';
import { presentHistory } from './presenter';
import { findMessage, listMessages } from './repository';
import { assertCanChat, startRun } from './service';

export function registerChatRoutes(routes: Routes, ctx: AppContext): void {
  const { db, env } = ctx;

  routes.authed(calls.sendChatMessage).handle(async ({ viewer, body, isComponent }) => {
    const { project, isOwner } = await loadReadableProject(db, env, body.webId, viewer);
    assertRoutePlatform(project, isComponent);
    if (!isOwner) throw AppError.forbidden(MESSAGES.NOT_OWNER);
    const last = body.messages[body.messages.length - 1];
    if (!last) throw AppError.validation('The last message must be a non-empty user message');
    const { assistantMessageId, edits } = await startRun(ctx, {
      project,
      viewer,
      content: last.content.trim(),
      mode: body.mode,
      ...(body.model ? { modelId: body.model } : {}),
      ...(body.currentNavigationUrl ? { navigationUrl: body.currentNavigationUrl } : {}),
      ...(last.experimental_attachments ? { attachments: last.experimental_attachments } : {}),
      ...(body.componentId ? { componentId: body.componentId } : {}),
      ...(body.selectedElements?.length ? { selectedElements: body.selectedElements } : {}),
    });
    return { success: true, data: { lastMessageId: assistantMessageId }, subscription: { editsInfo: edits } };
  });

  routes.authed(calls.stopChatRun).handle(async ({ viewer, body }) => {
    const { project, isOwner } = await loadReadableProject(db, env, body.webId, viewer);
    if (!isOwner) throw AppError.forbidden(MESSAGES.NOT_OWNER);
    return { success: true, data: { stopped: await ctx.runs.stop(project.id) } };
  });

  routes.authed(calls.getChatHistory).handle(async ({ viewer, body, isComponent }) => {
    const { project, isOwner } = await loadReadableProject(db, env, body.webId, viewer);
    assertRoutePlatform(project, isComponent);
    assertCanChat(isOwner, viewer);
    const rows = await listMessages(db, project.id);
    // Migration cards carry their status as of now (an approval changes it after the reply was written).
    const migrations = rows.some((row) => row.content.includes('"type":"migration"'))
      ? await migrationStatuses(db, project.id)
      : null;
    const items = await presentHistory(rows, (ids) => ctx.runs.liveContents(ids));
    return {
      success: true,
      data: migrations
        ? items.map((item) => ({ ...item, content: withMigrationStatuses(item.content, migrations) }))
        : items,
    };
  });

  routes.authed(calls.getSuggestions).handle(async ({ viewer, body }) => {
    const { project, isOwner } = await loadReadableProject(db, env, body.webId, viewer);
    assertCanChat(isOwner, viewer);
    if (!viewer.isPremium) throw AppError.paymentRequired(MESSAGES.PREMIUM_SUGGESTIONS);
    const message = await findMessage(db, body.lastAssistantMessageId);
    if (!message || message.projectId !== project.id || message.role !== 'assistant') {
      throw AppError.notFound('Message not found');
    }
    const part = parseMessageContent(message.content).findLast((p) => p.type === 'suggestions');
    const items = part?.type === 'suggestions' ? part.items : [];
    return {
      success: true,
      data: { suggestions: items.map((text, i) => ({ _id: `${message.id}-${i}`, text })) },
    };
  });

  routes.authed(calls.listModels).handle(async () => ({ success: true, data: ctx.models.list() }));

  routes.authed(calls.getTokenStats).handle(async ({ viewer, body }) => {
    const { project, isOwner } = await loadReadableProject(db, env, body.webId, viewer);
    if (!isOwner) throw AppError.forbidden(MESSAGES.NOT_OWNER);
    return { success: true, data: await tokenStats(db, project.ownerId, project.id) };
  });
}
