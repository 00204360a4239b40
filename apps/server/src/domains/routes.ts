import { calls } from '@kiln/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { loadOwnedProject } from '../projects/access';
import { createResolver } from './dns-check';
import { addDomain, getDomain, removeDomain, startDomainChecks } from './service';

export function registerDomainRoutes(app: FastifyInstance, routes: Routes, ctx: AppContext): void {
  const resolver = createResolver(ctx.env.domains.dnsServer);
  const stop = startDomainChecks(ctx, resolver, app.log);
  app.addHook('onClose', async () => stop());

  routes.authed(calls.addDomain).handle(async ({ viewer, body }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    return { success: true, data: await addDomain(ctx, resolver, project, body.hostname) };
  });

  routes.authed(calls.getDomain).handle(async ({ viewer, body }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    return { success: true, data: await getDomain(ctx, resolver, project) };
  });

  routes.authed(calls.removeDomain).handle(async ({ viewer, body }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    await removeDomain(ctx, project);
    return { success: true, message: 'Domain removed' };
  });
}
