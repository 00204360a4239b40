import { normalizeIP } from '@fastify/rate-limit';
import { ANALYTICS_RANGES, calls } from '@kiln/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import type { Routes } from '../http/route';
import { loadOwnedProject } from '../projects/access';
import { analyticsData, analyticsReport, recordVisit } from './service';

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

  // Beacons are public and cookie-less, so each client address gets a budget per site and minute.
  // Checked once the body is valid (the key names its site) and before anything is recorded; a 429
  // goes out in the house error shape. The rate-limit plugin is registered with the auth routes.
  const limitBeacons = app.rateLimit({
    max: ctx.env.analyticsRateLimit,
    timeWindow: '1 minute',
    keyGenerator: (request) => `${normalizeIP(request.ip)} ${(request.body as { siteKey: string }).siteKey}`,
  });
  app.addHook('preHandler', async function (request, reply) {
    if (request.routeOptions.url === calls.collectAnalytics.path)
      await limitBeacons.call(this, request, reply);
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
      referrer: body.referrer,
    });
    return { success: true };
  });

  routes.authed(calls.getAnalyticsData).handle(async ({ viewer, request, body }) => {
    const raw = request.headers['x-site-key'] ?? request.headers['site-key'];
    const headers = calls.getAnalyticsData.headers.safeParse({ 'x-site-key': raw });
    if (!headers.success) throw AppError.validation('The site-key header must name a project.');
    const { project } = await loadOwnedProject(ctx.db, ctx.env, headers.data['x-site-key'], viewer);
    const days = Number(body?.days ?? ANALYTICS_RANGES[0]);
    const [data, report] = await Promise.all([
      analyticsData(ctx.db, project.id),
      analyticsReport(ctx.db, project.id, days),
    ]);
    return { success: true, ...data, ...report };
  });
}
