import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Our preference when the client likes both equally: brotli is ~15–20% smaller on JS and CSS. */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** Below this a compressed body saves less than its headers and the CPU cost. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3): the offered one with the
 * highest q-value above 0, `*` standing for any coding not named; null for none (send the bytes as
 * they are). A header absent means the client did not ask for any.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number.isFinite(Number(value)) ? Number(value) : 0;
    }
    weights.set(name.trim(), Math.max(0, Math.min(1, q)));
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const q = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/**
 * Whether bytes of this type shrink when compressed. Images (but SVG), video, audio, woff/woff2,
 * archives and PDFs are compressed already: compressing them again costs CPU and saves nothing.
 */
export function isCompressibleType(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type.startsWith('text/')) return true;
  return (
    type === 'image/svg+xml' ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/javascript' ||
    type === 'application/xml' ||
    type.endsWith('+xml') ||
    type === 'application/wasm' ||
    type === 'font/ttf' ||
    type === 'font/otf' ||
    type === 'image/x-icon'
  );
}

/** Adds Accept-Encoding to Vary, keeping what is there: the body depends on that request header. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  const names = value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes('accept-encoding') || names.includes('*')) return;
  reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Compresses a body. `quality` picks the trade: dynamic bodies and first requests want speed
 * (brotli 4–5 is ~10× faster than 11 for ~10% more bytes); bodies compressed once and served many
 * times want size.
 */
export function compress(
  bytes: Buffer,
  encoding: Encoding,
  quality: 'fast' | 'balanced' | 'max',
): Promise<Buffer> {
  if (encoding === 'gzip') {
    return gz(bytes, { level: quality === 'fast' ? 6 : constants.Z_BEST_COMPRESSION });
  }
  const level = quality === 'fast' ? 4 : quality === 'balanced' ? 9 : constants.BROTLI_MAX_QUALITY;
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: level,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/**
 * JSON answers of the API over MIN_COMPRESSIBLE_BYTES go out brotli- or gzip-compressed when the
 * client accepts it, compressed per response (they are rarely sent twice). Files (the web app, the
 * built sites) are compressed ahead of time instead and skip this hook: their payload is a stream or
 * carries its Content-Encoding already.
 */
export function installJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || request.method === 'HEAD') return payload;
    if (reply.statusCode === 204 || reply.statusCode === 304) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!/[/+]json\b/i.test(type)) return payload;
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (bytes.length < MIN_COMPRESSIBLE_BYTES) return payload;
    varyOnAcceptEncoding(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(bytes, encoding, 'fast');
    reply.header('content-encoding', encoding).header('content-length', compressed.length);
    return compressed;
  });
}
