import { calls, MESSAGES } from '@kiln/contracts';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import type { Routes } from '../http/route';
import { loadOwnedProject } from '../projects/access';

/** Issue 15 §1: a project's secrets, for its owner only, never their values. */
export function registerSecretRoutes(routes: Routes, ctx: AppContext): void {
  routes.authed(calls.listProjectSecrets).handle(async ({ viewer, body }) => {
    const found = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    return { success: true, data: await ctx.secrets.list(found.project.id) };
  });

  routes.authed(calls.setProjectSecret).handle(async ({ viewer, body }) => {
    const found = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    return { success: true, data: await ctx.secrets.set(found.project.id, body.name, body.value) };
  });

  routes.authed(calls.deleteProjectSecret).handle(async ({ viewer, body }) => {
    const found = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    if (!(await ctx.secrets.remove(found.project.id, body.name))) {
      throw AppError.notFound(MESSAGES.SECRET_NOT_FOUND);
    }
    return { success: true, message: MESSAGES.SECRET_DELETED };
  });
}
