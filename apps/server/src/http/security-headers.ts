import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';

/** Features Kiln's own pages never use; the preview frame gets only what its `allow` grants. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/** HSTS for a year; no includeSubDomains, which would bind hosts an operator may run elsewhere. */
const HSTS = 'max-age=31536000';

/** The headers every response of Kiln's own app and API carries. */
export function securityHeaders(env: Pick<Env, 'publicUrl'>): Record<string, string> {
  return {
    'content-security-policy': "frame-ancestors 'self'",
    'x-frame-options': 'SAMEORIGIN',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(env.publicUrl.startsWith('https://') ? { 'strict-transport-security': HSTS } : {}),
  };
}

/**
 * Adds the security headers to Kiln's own responses. Registered after the sites hook, which answers
 * preview and deployed-site requests itself and stops the chain, so generated apps keep their own
 * framing rules (previews: framed by Kiln's origin only; sites: frameable, as any host's sites are).
 * A route that sets its own policy (uploads are served inert) replaces these values.
 */
export function installSecurityHeaders(app: FastifyInstance, env: Env): void {
  const headers = securityHeaders(env);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
