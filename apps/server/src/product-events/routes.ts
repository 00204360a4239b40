import { calls } from '@kiln/contracts';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { loadReadableProject } from '../projects/access';
import { recordProductEvent } from './repository';

export function registerProductEventRoutes(routes: Routes, ctx: AppContext): void {
  // Visitors share too; a project they cannot read answers 404 like everywhere else.
  routes.public(calls.trackShare).handle(async ({ viewer, body }) => {
    const { project } = await loadReadableProject(ctx.db, ctx.env, body.webId, viewer);
    await recordProductEvent(ctx.db, {
      name: 'share',
      userId: viewer?.user.id ?? null,
      projectId: project.id,
      properties: { channel: body.channel },
    });
    return { success: true };
  });
}
