import { calls } from '@kiln/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import type { Routes } from '../http/route';
import { loadOwnedProject } from '../projects/access';
import { analyticsData, recordVisit } from './service';

export function registerAnalyticsRoutes(app: FastifyInstance, routes: Routes, ctx: AppContext): void {
  // `navigator.sendBeacon` posts its JSON as text/plain (no CORS preflight from the site's origin).
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url !== calls.collectAnalytics.path || typeof request.body !== 'string') return;
    try {
      request.body = JSON.parse(request.body);
    } catch {
      throw AppError.validation('The analytics event is not valid JSON.');
    }
  });

  routes.public(calls.collectAnalytics).handle(async ({ body, request }) => {
    const project = await ctx.db.query.project.findFirst({ where: (p, { eq }) => eq(p.id, body.siteKey) });
    if (!project?.deployedCommitHash) throw AppError.notFound('This site is not deployed.');
    await recordVisit(ctx.db, {
      projectId: project.id,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      pageViewId: body.visitorId,
      path: body.path,
      durationMs: body.durationMs,
    });
    return { success: true };
  });

  routes.authed(calls.getAnalyticsData).handle(async ({ viewer, request }) => {
    const raw = request.headers['x-site-key'] ?? request.headers['site-key'];
    const headers = calls.getAnalyticsData.headers.safeParse({ 'x-site-key': raw });
    if (!headers.success) throw AppError.validation('The site-key header must name a project.');
    const { project } = await loadOwnedProject(ctx.db, ctx.env, headers.data['x-site-key'], viewer);
    return { success: true, ...(await analyticsData(ctx.db, project.id)) };
  });
}
