import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import type { ScaleOut } from '../scale/scale-out';
import { AUTH_BASE_PATH, type Auth } from './auth';
import { SignInThrottle, signInThrottledMessage } from './sign-in-throttle';
import type { ViewerResolver } from './viewer';

const SIGN_IN_PATH = `${AUTH_BASE_PATH}/sign-in/email`;

function toFetchRequest(request: FastifyRequest, env: Env): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, env.publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie' || key === 'content-length') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  return reply.send(text.length > 0 ? text : null);
}

/** The account an email sign-in is for, throttled per account as well as per address. */
function signInEmail(request: FastifyRequest): string | null {
  // Compared as better-auth's router sees it: doubled and trailing slashes do not slip past.
  const pathname = (request.url.split('?')[0] ?? '').replace(/\/{2,}/g, '/').replace(/\/$/, '');
  if (request.method !== 'POST' || pathname !== SIGN_IN_PATH) return null;
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.trim() ? email : null;
}

/** Mounts better-auth's own routes at /api/auth, rate limited per client address. */
export async function registerAuthRoutes(
  app: FastifyInstance,
  auth: Auth,
  viewers: ViewerResolver,
  env: Env,
  /**
   * With several nodes the per-address limits and the per-account throttle count in Redis, so they
   * hold across nodes. Should Redis fail, the per-address limits let requests pass.
   */
  scale: Pick<ScaleOut, 'redis' | 'windows'>,
): Promise<void> {
  const redis = scale.redis?.client;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'kiln:rate-limit:', skipOnError: true } : {}),
  });
  // Per account: in Redis with several nodes, so failures on any node count.
  const throttle = new SignInThrottle(env.signInThrottle, scale.windows('kiln:sign-in-failures:'));
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const email = signInEmail(request);
    if (email) {
      const check = await throttle.check(email);
      if (check.isBlocked) {
        return reply
          .status(429)
          .header('retry-after', String(Math.ceil(check.retryAfterMs / 1000)))
          .send({
            success: false,
            code: 'rate_limited',
            message: signInThrottledMessage(check.retryAfterMs),
          });
      }
    }
    // A signed-in call here may end or change its sessions (sign-out, password change, revoking
    // sessions). The database announces it to every node; this node also forgets at once, before
    // answering, whatever the notification's trip would otherwise leave cached (PostgreSQL delivers it
    // after the commit, on another connection).
    const cachedUserId = request.method === 'POST' ? viewers.cachedUserId(request.headers) : undefined;
    const response = await auth.handler(toFetchRequest(request, env));
    if (cachedUserId) viewers.cache.forgetTag(cachedUserId);
    if (email && response.ok) await throttle.succeed(email);
    else if (email && response.status === 401) await throttle.fail(email);
    return sendFetchResponse(reply, response);
  };

  app.route({
    method: 'POST',
    url: `${AUTH_BASE_PATH}/*`,
    config: { rateLimit: { max: env.authRateLimit, timeWindow: '1 minute' } },
    handler,
  });
  app.route({
    method: 'GET',
    url: `${AUTH_BASE_PATH}/*`,
    config: { rateLimit: { max: env.authRateLimit * 10, timeWindow: '1 minute' } },
    handler,
  });
}
