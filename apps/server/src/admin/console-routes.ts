import { calls } from '@kiln/contracts';
import type { Viewer } from '../auth/viewer';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { AppError } from '../http/errors';
import type { Routes } from '../http/route';
import { type Actor, actorOf, listActions } from './audit';
import { listThreads, replyToThread, setThreadStatus } from './console-inbox';
import { instanceHealth, listMail, usageByUser } from './console-instance';
import { listProjects, setTakedown } from './console-projects';
import { listUsers, updateUser } from './console-users';

export const ADMINS_ONLY = 'This page is for the operators of this Kiln.';

/** The admin asking, as the audit log names them; anyone else is refused. */
function admin(viewer: Viewer): Actor {
  if (!viewer.isAdmin) throw AppError.forbidden(ADMINS_ONLY);
  return actorOf(viewer);
}

/** The operator console's calls (issue 20 §3), for admins only; every change goes to the audit log. */
export function registerConsoleRoutes(routes: Routes, ctx: AppContext, database: Database): void {
  const { db } = ctx;
  const forget = (userId: string) => ctx.viewers.cache.forgetTag(userId);

  routes.authed(calls.listAdminUsers).handle(async ({ viewer, body }) => {
    admin(viewer);
    return { success: true, data: await listUsers(db, body.q) };
  });
  routes.authed(calls.updateAdminUser).handle(async ({ viewer, body }) => ({
    success: true,
    data: await updateUser(db, admin(viewer), body, forget),
  }));
  routes.authed(calls.listAdminProjects).handle(async ({ viewer, body }) => {
    admin(viewer);
    return { success: true, data: await listProjects(db, body.q) };
  });
  routes.authed(calls.takeDownSite).handle(async ({ viewer, body }) => ({
    success: true,
    data: await setTakedown(db, admin(viewer), body.projectId, body.reason),
  }));
  routes.authed(calls.restoreSite).handle(async ({ viewer, body }) => ({
    success: true,
    data: await setTakedown(db, admin(viewer), body.projectId, null),
  }));
  routes.authed(calls.listAdminInbox).handle(async ({ viewer, body }) => {
    admin(viewer);
    return { success: true, data: await listThreads(db, body) };
  });
  routes.authed(calls.replyToThread).handle(async ({ viewer, body }) => ({
    success: true,
    data: await replyToThread(db, ctx.mailer, admin(viewer), body),
  }));
  routes.authed(calls.setThreadStatus).handle(async ({ viewer, body }) => ({
    success: true,
    data: await setThreadStatus(db, admin(viewer), body),
  }));
  routes.authed(calls.listAdminMail).handle(async ({ viewer }) => {
    admin(viewer);
    return { success: true, data: await listMail(ctx) };
  });
  routes.authed(calls.getInstanceHealth).handle(async ({ viewer }) => {
    admin(viewer);
    return { success: true, data: await instanceHealth(ctx, database) };
  });
  routes.authed(calls.getAdminUsage).handle(async ({ viewer }) => {
    admin(viewer);
    return { success: true, data: await usageByUser(ctx) };
  });
  routes.authed(calls.listAdminActions).handle(async ({ viewer }) => {
    admin(viewer);
    return { success: true, data: await listActions(db) };
  });
}
