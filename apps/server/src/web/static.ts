import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';

/** Paths that are API calls even for GET: they never fall back to the web app. */
const API_PREFIXES = ['/api/', '/users/', '/git/', '/socket.io/'];

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((p) => url.startsWith(p))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built web app (apps/web/dist) with SPA fallback; anything else that matches no route
 * gets the JSON 404 body.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Files are looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: false,
      // The web build writes `.br` and `.gz` next to its text files (apps/web/precompress.ts): the one
      // the browser accepts is sent, with Vary: Accept-Encoding; without them, the file as it is.
      preCompressed: true,
      // Vite's hashed files under assets/ never change; everything else is revalidated.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  if (hasBuild) app.get('/', async (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasBuild && wantsHtml(request)) {
      return sendIndex(reply);
    }
    throw new AppError('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`);
  });
}
