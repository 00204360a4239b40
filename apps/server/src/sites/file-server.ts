import { open, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file a URL path names inside `root`, or null. Paths are hostile: decoded once, normalised,
 * resolved through symlinks, and refused when they leave the root.
 */
export async function resolveInRoot(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidate = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  try {
    const [realRoot, real] = await Promise.all([realpath(root), realpath(candidate)]);
    if (real !== realRoot && !real.startsWith(`${realRoot}${path.sep}`)) return null;
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

/**
 * Sends a built file: hashed assets cache forever, everything else is revalidated. The file is opened
 * first and sent from that handle: a build replaced meanwhile (its folder renamed or removed) cannot
 * cut the response short or make its length lie. Null when it is gone before it could be opened.
 */
export async function sendBuiltFile(
  reply: FastifyReply,
  root: string,
  file: string,
): Promise<FastifyReply | null> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const { size } = await handle.stat();
    const isHashedAsset = path.relative(root, file).startsWith(`assets${path.sep}`);
    return reply
      .header('content-type', contentType(file))
      .header('content-length', size)
      .header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(handle.createReadStream());
  } catch (error) {
    await handle.close();
    throw error;
  }
}
