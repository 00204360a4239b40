import { calls } from '@kiln/contracts';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { loadOwnedProject, loadReadableProject } from '../projects/access';
import { presentFeedback } from './presenter';
import { insertFeedback, listSupportMessages } from './repository';

export function registerFeedbackRoutes(routes: Routes, ctx: AppContext): void {
  const { db, env } = ctx;

  // Feedback on a project is the owner's (seed 000 §6); general feedback needs only a session.
  routes.authed(calls.sendFeedback).handle(async ({ viewer, body }) => {
    if (body.webId) await loadOwnedProject(db, env, body.webId, viewer);
    const row = await insertFeedback(db, {
      userId: viewer.user.id,
      projectId: body.webId ?? null,
      kind: 'feedback',
      message: body.message,
      rating: body.rating ?? null,
    });
    return { success: true, data: presentFeedback(row) };
  });

  routes.authed(calls.sendSupportMessage).handle(async ({ viewer, body }) => {
    if (body.webId) await loadReadableProject(db, env, body.webId, viewer);
    const row = await insertFeedback(db, {
      userId: viewer.user.id,
      projectId: body.webId ?? null,
      kind: 'support',
      message: body.message,
      rating: null,
    });
    return { success: true, data: presentFeedback(row) };
  });

  routes.authed(calls.listSupportMessages).handle(async ({ viewer, body }) => {
    const rows = await listSupportMessages(db, viewer.user.id, body?.webId ?? null);
    return { success: true, data: rows.map(presentFeedback) };
  });
}
