import type { Stats } from 'node:fs';
import { open, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type Encoding,
  isCompressibleType,
  MIN_COMPRESSIBLE_BYTES,
  negotiateEncoding,
  varyOnAcceptEncoding,
} from '../http/compression';
import { compressedBody } from './precompressed';

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

/** A file's identity for conditional requests; a compressed form has its own (RFC 9110 §8.8.3). */
function entityTag(info: Stats, encoding: Encoding | null): string {
  return `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
}

function matchesNoneOf(header: string | undefined, tag: string): boolean {
  if (!header) return true;
  if (header.trim() === '*') return false;
  // Weak comparison: W/"x" matches "x".
  return !header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/** The one byte range a Range header asks for, 'unsatisfiable', or null (send the whole file). */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  // Several ranges (multipart/byteranges) are rare for media; the whole file is a valid answer.
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  let start: number;
  let end: number;
  if (from === '') {
    // bytes=-N: the last N bytes.
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * Sends a built file. Hashed assets cache forever, everything else is revalidated (with an ETag, so
 * revalidating an unchanged page costs a 304). Text goes out brotli- or gzip-compressed when the
 * client accepts it (compressed once, see precompressed.ts), with `Vary: Accept-Encoding` and the
 * compressed length; media answers byte ranges, which video players ask for. The file is opened
 * first and sent from that handle: a build replaced meanwhile (its folder renamed or removed) cannot
 * cut the response short or make its length lie. False when it is gone before it could be opened.
 *
 * It answers whether it sent, never the reply: a Fastify reply is thenable (it settles when the
 * response ends), so an async function returning it would wait for the whole response and then
 * resolve to undefined, which read as "not sent" after a visitor left mid-download (issue 17 §9).
 */
export async function sendBuiltFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  file: string,
): Promise<boolean> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return false;
  let isHandleSent = false;
  try {
    const info = await handle.stat();
    const type = contentType(file);
    const isHashedAsset = path.relative(root, file).startsWith(`assets${path.sep}`);
    const isCompressible = isCompressibleType(type) && info.size >= MIN_COMPRESSIBLE_BYTES;
    reply
      .header('content-type', type)
      .header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (isCompressible) varyOnAcceptEncoding(reply);
    const rangeHeader = request.headers.range;
    const encoding =
      isCompressible && !rangeHeader ? negotiateEncoding(request.headers['accept-encoding']) : null;
    const tag = entityTag(info, encoding);
    reply.header('etag', tag);
    if (!matchesNoneOf(request.headers['if-none-match'], tag)) {
      reply.status(304).send();
      return true;
    }

    if (encoding) {
      const body = await compressedBody(file, handle, info, encoding);
      reply.header('content-encoding', encoding);
      if (body.kind === 'buffer') reply.header('content-length', body.bytes.length).send(body.bytes);
      else reply.header('content-length', body.size).send(body.handle.createReadStream());
      return true;
    }

    reply.header('accept-ranges', 'bytes');
    // If-Range with another version's tag (or a date): the whole, current file.
    const ifRange = request.headers['if-range'];
    const range = ifRange !== undefined && ifRange !== tag ? null : parseRange(rangeHeader, info.size);
    if (range === 'unsatisfiable') {
      reply.status(416).header('content-range', `bytes */${info.size}`).send();
      return true;
    }
    isHandleSent = true;
    if (range) {
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(handle.createReadStream({ start: range.start, end: range.end }));
    } else {
      reply.header('content-length', info.size).send(handle.createReadStream());
    }
    return true;
  } finally {
    if (!isHandleSent) await handle.close();
  }
}
