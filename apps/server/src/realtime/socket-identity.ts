import type { IncomingHttpHeaders } from 'node:http';
import type { Env } from '../env';

/** Who a socket is: which of its handshake's credentials count, and the address it is counted by. */

/** Kiln's own origins: the only ones whose requests may authenticate a socket with the session cookie. */
export function kilnOrigins(env: Env): Set<string> {
  const origins = new Set<string>();
  for (const value of [env.publicUrl, ...env.trustedOrigins]) {
    try {
      origins.add(new URL(value).origin);
    } catch {
      // Not a URL: it can match no browser's Origin header.
    }
  }
  return origins;
}

/**
 * The headers a socket's session is read from. A bearer token in the handshake (`auth.token`) is an
 * explicit credential from any origin. The cookie is not: a browser sends it to Kiln's host from any
 * page (a project's preview on a sibling subdomain included), so it counts only when the handshake's
 * Origin is one of Kiln's own; from anywhere else the socket is a visitor. Browsers always send an
 * Origin on WebSocket handshakes and cross-origin requests; a handshake without one is not a browser
 * acting for another site.
 */
export function socketSessionHeaders(
  handshake: { headers: IncomingHttpHeaders; auth: Record<string, unknown> | undefined },
  trusted: Set<string>,
): IncomingHttpHeaders {
  const headers = { ...handshake.headers };
  const origin = headers.origin;
  if (origin !== undefined && !trusted.has(origin)) delete headers.cookie;
  const token = handshake.auth?.token;
  if (typeof token === 'string' && token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/**
 * The address sockets are counted by. Behind the production proxy (the same setting as HTTP's
 * `trustProxy`) it is the last X-Forwarded-For entry: the one the proxy itself saw, which a client
 * cannot choose.
 */
export function clientAddress(
  socket: { handshake: { headers: IncomingHttpHeaders; address: string } },
  env: Env,
): string {
  const forwarded = socket.handshake.headers['x-forwarded-for'];
  if (env.nodeEnv === 'production' && typeof forwarded === 'string' && forwarded) {
    return forwarded.split(',').at(-1)?.trim() || socket.handshake.address;
  }
  return socket.handshake.address;
}
