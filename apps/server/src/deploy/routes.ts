import { calls } from '@kiln/contracts';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import type { Routes } from '../http/route';
import { loadOwnedProject } from '../projects/access';
import { type DeployDeps, deployProject } from './service';

export function registerDeployRoutes(routes: Routes, ctx: AppContext, deps: DeployDeps): void {
  routes.authed(calls.deployProject).handle(async ({ viewer, body }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    // Seed 000 §6: deploying is a premium feature.
    if (!viewer.isPremium) throw AppError.paymentRequired();
    return { success: true, data: await deployProject(ctx, deps, project) };
  });
}
