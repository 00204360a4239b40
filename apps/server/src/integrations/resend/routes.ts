import { normalizeIP } from '@fastify/rate-limit';
import { calls, type Integrations, MESSAGES, maskedResendKey, type ResendBody } from '@kiln/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import type { Routes } from '../../http/route';
import { loadOwnedProject } from '../../projects/access';
import type { ProjectWithOwner } from '../../projects/repository';
import { lastFour } from '../../secrets/secret-box';
import { changeIntegrations } from '../project-integrations';
import { markRead, readInbox, removeFromInbox } from './inbox';
import { checkResendKey } from './resend-client';
import { deliverSiteEmail, RESEND_KEY_SECRET, siteOrigin, siteProjectOf } from './site-email';

/**
 * Seed 002 §7's Resend calls (premium, owner only): the key is checked with Resend, sealed at rest and
 * shown by its last four characters. On update the dialog may send the masked key back unchanged:
 * the stored one is kept (and checked again, for a new domain).
 */
async function saveResend(ctx: AppContext, viewer: Viewer, body: ResendBody, isUpdate: boolean) {
  if (!viewer.isPremium) throw AppError.paymentRequired(MESSAGES.RESEND_PREMIUM);
  const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
  const current = project.integrations.resend;
  if (isUpdate && !current.enabled) throw AppError.conflict('Resend is not connected to this project.');
  const keepsKey =
    isUpdate && current.apiKeyLast4 !== null && body.apiKey === maskedResendKey(current.apiKeyLast4);
  const apiKey = keepsKey ? await ctx.secrets.reveal(project.id, RESEND_KEY_SECRET) : body.apiKey;
  if (!apiKey) throw AppError.validation(MESSAGES.RESEND_API_KEY_REQUIRED);
  await checkResendKey(apiKey, body.domain, ctx.env.siteEmail.resendUrl);
  if (!keepsKey) await ctx.secrets.set(project.id, RESEND_KEY_SECRET, apiKey);
  const resend: Integrations['resend'] = {
    enabled: true,
    apiKeyLast4: lastFour(apiKey),
    domain: body.domain || null,
    fromAddress: body.fromAddress || null,
    recipients: body.recipients,
  };
  await changeIntegrations(ctx.db, project.id, (integrations) => ({ ...integrations, resend }));
  return { success: true as const, message: isUpdate ? MESSAGES.RESEND_UPDATED : MESSAGES.RESEND_STARTED };
}

/** The site each site-email request came from, settled before its rate limits (they are per project). */
const sites = new WeakMap<FastifyRequest, ProjectWithOwner>();

function siteOf(request: FastifyRequest): ProjectWithOwner {
  const found = sites.get(request);
  if (!found) throw AppError.notFound();
  return found;
}

/**
 * Issue 16 §2: `POST /api/kiln/email` answers on an app's own origin only (Kiln's origin gets 404),
 * after two budgets: one per visitor address and project, one per project for the whole world.
 */
function registerSiteEmail(app: FastifyInstance, routes: Routes, ctx: AppContext): void {
  const isSiteEmail = (request: FastifyRequest) => request.routeOptions.url === calls.sendSiteEmail.path;
  const hour = '1 hour';
  const perVisitor = app.createRateLimit({
    max: ctx.env.siteEmail.perVisitorPerHour,
    timeWindow: hour,
    keyGenerator: (request) => `site-email ${siteOf(request).project.id} ${normalizeIP(request.ip)}`,
  });
  const perProject = app.createRateLimit({
    max: ctx.env.siteEmail.perProjectPerHour,
    timeWindow: hour,
    keyGenerator: (request) => `site-email ${siteOf(request).project.id}`,
  });
  app.addHook('preHandler', async (request) => {
    if (!isSiteEmail(request)) return;
    const found = await siteProjectOf(ctx, request.headers.host);
    if (!found) throw AppError.notFound('Not found');
    // A form on another website may not post here on its visitors' behalf.
    const origin = request.headers.origin;
    if (origin && origin !== siteOrigin(request.headers.host, request.protocol)) {
      throw AppError.forbidden('Cross-origin requests are not allowed.');
    }
    sites.set(request, found);
    // The visitor's budget first: a visitor past theirs does not spend the project's.
    for (const limit of [perVisitor, perProject]) {
      const state = await limit(request);
      if (!state.isAllowed && state.isExceeded) {
        throw new AppError('rate_limited', 'Too many messages were sent from this site. Try again later.');
      }
    }
  });

  routes.public(calls.sendSiteEmail).handle(async ({ body, request }) => {
    const found = siteOf(request);
    const delivery = await deliverSiteEmail(
      ctx,
      request.log,
      found,
      body,
      siteOrigin(request.headers.host, request.protocol),
    );
    return {
      success: true,
      delivery,
      message: delivery === 'email' ? 'Thanks! Your message was sent.' : 'Thanks! Your message was received.',
    };
  });
}

export function registerResendRoutes(app: FastifyInstance, routes: Routes, ctx: AppContext): void {
  routes.authed(calls.connectResend).handle(({ viewer, body }) => saveResend(ctx, viewer, body, false));
  routes.authed(calls.updateResend).handle(({ viewer, body }) => saveResend(ctx, viewer, body, true));

  routes.authed(calls.listInbox).handle(async ({ viewer, body }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    return { success: true, data: await readInbox(ctx.db, project.id) };
  });
  routes.authed(calls.readInboxMessage).handle(async ({ viewer, body }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    if (!(await markRead(ctx.db, project.id, body.id))) throw AppError.notFound('This message is gone.');
    return { success: true, data: await readInbox(ctx.db, project.id) };
  });
  routes.authed(calls.deleteInboxMessage).handle(async ({ viewer, body }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    if (!(await removeFromInbox(ctx.db, project.id, body.id)))
      throw AppError.notFound('This message is gone.');
    return { success: true, data: await readInbox(ctx.db, project.id) };
  });

  registerSiteEmail(app, routes, ctx);
}
