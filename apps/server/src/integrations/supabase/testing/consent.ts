import { calls } from '@kiln/contracts';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../../../test/test-app';

/**
 * The Supabase popup as a browser walks it: Kiln's connect route → the fake's consent (approved at
 * once) → Kiln's callback page. Answers the callback page's response, and each step's status.
 */
export async function walkSupabaseConsent(app: FastifyInstance, user: TestUser) {
  const start = await app.inject({
    method: 'GET',
    url: `${calls.connectSupabase.path}?email=${encodeURIComponent(user.email)}`,
    headers: { cookie: user.cookie },
  });
  const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = new URL(String(consent.headers.get('location')));
  const callback = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  return { start: start.statusCode, consent: consent.status, callbackPath: back.pathname, callback };
}
