import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { type FileHandle, open, rename, rm, writeFile } from 'node:fs/promises';
import { compress, type Encoding } from '../http/compression';

export const SIBLING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export type CompressedBody =
  | { kind: 'file'; handle: FileHandle; size: number }
  | { kind: 'buffer'; bytes: Buffer };

/** Compressions under way, by sibling path: concurrent first requests share one. */
const pending = new Map<string, Promise<Buffer>>();

/**
 * A built file's compressed form, kept next to it as `file.br` / `file.gz` (docs/decisions.md,
 * "Compression"). The vendor bundle's siblings are written with it, once per set of packages; any
 * other file's on its first request, at a fast level, then reused. A sibling older than its file is
 * ignored. When the sibling cannot be written (the build was replaced meanwhile, a read-only disk),
 * the bytes compressed for this request are sent anyway. `source` is the file's opened handle, so
 * what is compressed is what was resolved.
 */
export async function compressedBody(
  file: string,
  source: FileHandle,
  info: Stats,
  encoding: Encoding,
): Promise<CompressedBody> {
  const sibling = `${file}${SIBLING_SUFFIX[encoding]}`;
  const existing = await open(sibling, 'r').catch(() => null);
  if (existing) {
    const stat = await existing.stat().catch(() => null);
    if (stat?.isFile() && stat.mtimeMs >= info.mtimeMs)
      return { kind: 'file', handle: existing, size: stat.size };
    await existing.close();
  }
  let compressing = pending.get(sibling);
  if (!compressing) {
    compressing = (async () => {
      const bytes = await compress(await source.readFile(), encoding, 'fast');
      const staging = `${sibling}.tmp-${randomBytes(6).toString('hex')}`;
      // Written aside and renamed in: a reader never sees half a sibling.
      await writeFile(staging, bytes)
        .then(() => rename(staging, sibling))
        .catch(() => rm(staging, { force: true }));
      return bytes;
    })().finally(() => pending.delete(sibling));
    pending.set(sibling, compressing);
  }
  return { kind: 'buffer', bytes: await compressing };
}
