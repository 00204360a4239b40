import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImportedAsset } from '@kiln/contracts';
import { AppError } from '../http/errors';
import { detectAttachment, detectVideo } from './file-types';
import { isOfflineImageId, renderLibraryImage } from './offline-library';
import type { UnsplashClient } from './unsplash';
import {
  parseScopeKey,
  scopeKey,
  UPLOADS_PATH_PREFIX,
  type UploadScope,
  type UploadStore,
} from './upload-store';

/**
 * Applied assets are copied into the project (`public/images/assets/`, `public/videos/assets/`) so
 * the app, its versions and its download never depend on Kiln's uploads or on Unsplash.
 */

const MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;
const IMAGE_EXTS = new Set(['png', 'jpg', 'webp', 'svg']);
const VIDEO_EXTS = new Set(['mp4', 'webm']);

export type AssetRef = { id: string; url: string };
type Fetched = { name: string; bytes: Buffer | string };

export type ImportDeps = {
  store: UploadStore;
  unsplash: UnsplashClient | null;
  /** The scopes this request may read uploads from: the project's and the viewer's own. */
  scopes: UploadScope[];
};

async function fromUpload(ref: AssetRef, deps: ImportDeps, kind: 'image' | 'video'): Promise<Fetched> {
  const [key, name, ...rest] = ref.url.slice(UPLOADS_PATH_PREFIX.length).split('/');
  const scope = key ? parseScopeKey(key) : null;
  const allowed = scope && deps.scopes.some((s) => scopeKey(s) === key);
  const found = allowed && scope && name && rest.length === 0 ? await deps.store.find(scope, name) : null;
  if (!found || !name) throw AppError.notFound('This file is no longer available. Please upload it again.');
  const ext = name.split('.').pop() ?? '';
  if (!(kind === 'video' ? VIDEO_EXTS : IMAGE_EXTS).has(ext))
    throw AppError.validation(
      kind === 'video' ? 'Please upload a valid video file' : 'Please upload image files',
    );
  return { name, bytes: await readFile(found.filePath) };
}

async function download(url: string): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  } catch {
    throw new AppError('upstream', 'The photo could not be downloaded. Please try again.');
  }
  const length = Number(response.headers.get('content-length') ?? 0);
  if (!response.ok || length > MAX_DOWNLOAD_BYTES)
    throw new AppError('upstream', 'The photo could not be downloaded. Please try again.');
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_DOWNLOAD_BYTES) throw new AppError('upstream', 'The photo is too large.');
  return bytes;
}

async function fromStock(ref: AssetRef, deps: ImportDeps): Promise<Fetched> {
  if (isOfflineImageId(ref.id)) {
    const svg = renderLibraryImage(`${ref.id}.svg`);
    if (svg) return { name: `${ref.id}.svg`, bytes: svg };
  }
  if (!deps.unsplash) throw AppError.validation('This image is not available. Choose another one.');
  // The photo's address comes from Unsplash's own record, never from the client.
  const photo = await deps.unsplash.photo(ref.id);
  const bytes = await download(photo.url);
  const type = detectAttachment(bytes.subarray(0, 16), '');
  if (type?.kind !== 'image') throw new AppError('upstream', 'Unsplash sent something that is not an image.');
  return { name: `unsplash-${ref.id}.${type.ext}`, bytes };
}

/** Checks a video's bytes again before it goes into a project. */
function assertVideo(bytes: Buffer | string): void {
  if (typeof bytes === 'string' || !detectVideo(bytes.subarray(0, 16)))
    throw AppError.validation('Invalid file format. Please upload a valid video file');
}

export async function collectAssets(
  refs: AssetRef[],
  kind: 'image' | 'video',
  deps: ImportDeps,
): Promise<Fetched[]> {
  const fetched: Fetched[] = [];
  for (const ref of refs) {
    const item = ref.url.startsWith(UPLOADS_PATH_PREFIX)
      ? await fromUpload(ref, deps, kind)
      : kind === 'image'
        ? await fromStock(ref, deps)
        : null;
    if (!item) throw AppError.validation('Please upload a valid video file');
    if (kind === 'video') assertVideo(item.bytes);
    fetched.push(item);
  }
  return fetched;
}

/** Writes the assets into the project's working tree (the next commit takes them in). */
export async function writeAssets(
  projectDir: string,
  kind: 'image' | 'video',
  refs: AssetRef[],
  fetched: Fetched[],
): Promise<ImportedAsset[]> {
  const folder = kind === 'video' ? 'videos/assets' : 'images/assets';
  await mkdir(path.join(projectDir, 'public', folder), { recursive: true });
  const imported: ImportedAsset[] = [];
  for (const [index, item] of fetched.entries()) {
    const ref = refs[index];
    if (!ref) continue;
    await writeFile(path.join(projectDir, 'public', folder, item.name), item.bytes);
    imported.push({ id: ref.id, path: `public/${folder}/${item.name}`, src: `/${folder}/${item.name}` });
  }
  return imported;
}
