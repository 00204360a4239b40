import { calls } from '@kiln/contracts';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { projectLinks } from '../sites/links';
import { cloneProject } from './service';

export function registerCloneRoutes(routes: Routes, ctx: AppContext): void {
  routes.authed(calls.cloneProject).handle(async ({ viewer, body, isComponent }) => {
    const copy = await cloneProject(ctx, viewer, { webId: body.webId, email: body.email, isComponent });
    return {
      success: true,
      data: {
        _id: copy.id,
        subdomain: copy.subdomain,
        link: projectLinks(ctx.env, ctx.authSecret, copy).preview,
      },
    };
  });
}
