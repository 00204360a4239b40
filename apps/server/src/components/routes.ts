import { calls } from '@kiln/contracts';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { presentComponent } from './presenter';
import { listComponentProjects } from './repository';

export function registerComponentRoutes(routes: Routes, ctx: AppContext): void {
  routes.authed(calls.listComponents).handle(async ({ viewer, body }) => {
    const rows = await listComponentProjects(ctx.db, viewer.user.id, body?.webId);
    return { success: true, data: rows.map((row) => presentComponent(row, ctx.env, ctx.authSecret)) };
  });
}
