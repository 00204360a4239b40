import { calls } from '@kiln/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { createRoutes, type Routes } from '../http/route';
import { Billing } from './service';

/** Stripe billing's calls; the webhook in a scope of its own that keeps the raw body for its signature. */
export async function registerBillingRoutes(app: FastifyInstance, routes: Routes, ctx: AppContext) {
  const billing = new Billing(ctx.db, ctx.env, app.log, ctx.mailer);

  routes.public(calls.getBillingConfig).handle(async ({ viewer }) => billing.config(viewer?.user ?? null));
  routes.authed(calls.createCheckout).handle(async ({ viewer, body }) => ({
    url: await billing.checkout(viewer.user, body.plan),
  }));
  routes.authed(calls.createBillingPortal).handle(async ({ viewer }) => ({
    url: await billing.portal(viewer.user),
  }));

  await app.register(async (scope) => {
    // Stripe signs the exact bytes it sent: a re-serialised JSON body would never verify.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    createRoutes(scope, ctx)
      .public(calls.stripeWebhook)
      .handle(async ({ request }) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        await billing.handleWebhook(raw, typeof signature === 'string' ? signature : undefined);
        return { received: true as const };
      });
  });
}
