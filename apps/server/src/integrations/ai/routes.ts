import { calls } from '@kiln/contracts';
import type { AppContext } from '../../context';
import type { Routes } from '../../http/route';
import { loadOwnedProject } from '../../projects/access';
import { autoIntegrate, saveAiIntegrations } from './service';

/** Seed 002 "integrations details" (the AI features' flags) and seed 000 call 19 (auto-integrate). */
export function registerAiIntegrationRoutes(routes: Routes, ctx: AppContext): void {
  routes.authed(calls.saveIntegrationDetails).handle(async ({ viewer, params, body }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, params.webId, viewer);
    return { success: true, data: await saveAiIntegrations(ctx, project.id, body) };
  });

  routes.authed(calls.autoIntegrate).handle(async ({ viewer, body }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    return { success: true, data: await autoIntegrate(ctx, project) };
  });
}
