import { calls } from '@kiln/contracts';
import type { AppContext } from '../../context';
import type { Routes } from '../../http/route';
import { loadOwnedProject } from '../../projects/access';
import { changeIntegrations } from '../project-integrations';
import { MAPBOX_TOKEN_SECRET, mapboxSettings, writeMapIntoApp } from './app-map';

/**
 * Seed 000 call 17 and the Mapbox dialog (issue 16 §3). Owner only. Turning maps on, or changing the
 * token, writes Kiln's map component and its config into the app; a secret token only ever goes to
 * the sealed secrets store.
 */
export function registerMapboxRoutes(routes: Routes, ctx: AppContext): void {
  routes.authed(calls.updateMapboxStatus).handle(async ({ viewer, body }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    if (body.using) await writeMapIntoApp(ctx, project);
    const next = await changeIntegrations(ctx.db, project.id, (current) => ({
      ...current,
      mapbox: { enabled: body.using, using: body.using },
    }));
    return { success: true, data: next.mapbox };
  });

  routes.authed(calls.getMapboxSettings).handle(async ({ viewer, body }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    return { success: true, data: await mapboxSettings(ctx, project) };
  });

  routes.authed(calls.saveMapboxToken).handle(async ({ viewer, body }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    const previous = await ctx.secrets.reveal(project.id, MAPBOX_TOKEN_SECRET);
    await ctx.secrets.set(project.id, MAPBOX_TOKEN_SECRET, body.token);
    try {
      await writeMapIntoApp(ctx, project);
    } catch (err) {
      // The app keeps what it had, and so does the store.
      if (previous === null) await ctx.secrets.remove(project.id, MAPBOX_TOKEN_SECRET);
      else await ctx.secrets.set(project.id, MAPBOX_TOKEN_SECRET, previous);
      throw err;
    }
    return { success: true, data: await mapboxSettings(ctx, await turnOn(ctx, project.id)) };
  });

  routes.authed(calls.removeMapboxToken).handle(async ({ viewer, body }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    const previous = await ctx.secrets.reveal(project.id, MAPBOX_TOKEN_SECRET);
    if (previous !== null) {
      await ctx.secrets.remove(project.id, MAPBOX_TOKEN_SECRET);
      try {
        await writeMapIntoApp(ctx, project, { onlyIfPresent: true });
      } catch (err) {
        await ctx.secrets.set(project.id, MAPBOX_TOKEN_SECRET, previous);
        throw err;
      }
    }
    return { success: true, data: await mapboxSettings(ctx, project) };
  });
}

async function turnOn(ctx: AppContext, projectId: string) {
  const integrations = await changeIntegrations(ctx.db, projectId, (current) => ({
    ...current,
    mapbox: { enabled: true, using: true },
  }));
  return { id: projectId, integrations };
}
