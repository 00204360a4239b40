import multipart from '@fastify/multipart';
import { calls, MESSAGES } from '@kiln/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import type { Routes } from '../http/route';
import { SERVED_TYPES } from './file-types';
import { renderLibraryImage } from './offline-library';
import { AssetService } from './service';
import { parseScopeKey } from './upload-store';
import { ATTACHMENT_RULES, receiveUploads, VIDEO_RULES } from './uploads';

const UploadFieldsSchema = z.object({ webId: z.string().trim().min(1).max(64).optional() });

/** Served files are inert: no sniffing, no scripts, documents downloaded rather than shown. */
const INERT_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'",
  'cross-origin-resource-policy': 'cross-origin',
};

export async function registerAssetRoutes(
  app: FastifyInstance,
  routes: Routes,
  ctx: AppContext,
): Promise<void> {
  // Files are streamed by the upload handlers themselves, with each route's own limits.
  await app.register(multipart);
  const assets = new AssetService(ctx);

  routes.authed(calls.searchUnsplash).handle(async ({ body }) => {
    const { images, hasMore } = await assets.search(body.query, body.page);
    return { success: true, data: images, pagination: { page: body.page, hasMore }, source: assets.source };
  });

  routes.authed(calls.getUnsplashCategories).handle(async () => ({
    success: true,
    data: await assets.categories(),
    source: assets.source,
  }));

  routes.authed(calls.trackUnsplashDownload).handle(async ({ body }) => {
    if (!assets.unsplash) throw AppError.validation('Unsplash is not configured on this server.');
    await assets.unsplash.trackDownload(body.downloadLocation);
    return { success: true };
  });

  routes.authed(calls.generateImage).handle(async ({ viewer, body }) => ({
    success: true,
    data: await assets.generate(viewer, body.webId, body.prompt),
  }));

  routes.authed(calls.uploadFiles).handle(async ({ viewer, request }) => {
    const files = await receiveUploads(request, {
      rules: ATTACHMENT_RULES,
      fields: UploadFieldsSchema,
      store: assets.store,
      scopeOf: (fields) => assets.scopeFor(viewer, fields.webId),
      budget: await assets.budgetFor(viewer),
    });
    const data = files.map((file) => ({
      pathname: file.pathname,
      url: file.url,
      name: file.originalName,
      contentType: file.type.mime,
      size: file.size,
    }));
    return { success: true, data: data.length === 1 && data[0] ? data[0] : data };
  });

  routes.authed(calls.uploadVideo).handle(async ({ viewer, request }) => {
    const [file] = await receiveUploads(request, {
      rules: VIDEO_RULES,
      fields: UploadFieldsSchema,
      store: assets.store,
      scopeOf: (fields) => assets.scopeFor(viewer, fields.webId),
      budget: await assets.budgetFor(viewer),
    });
    if (!file) throw AppError.validation(MESSAGES.VIDEO_INVALID);
    return {
      success: true,
      data: {
        pathname: file.pathname,
        url: file.url,
        originalname: file.originalName,
        size: file.size,
        mimetype: file.type.mime,
      },
    };
  });

  routes.authed(calls.importAssets).handle(async ({ viewer, body }) => ({
    success: true,
    data: await assets.importAssets(viewer, body.webId, body.kind, body.assets),
  }));

  routes.authed(calls.updateAssetClick).handle(async ({ viewer, body }) => {
    await assets.recordAssetClick(viewer, body.webId, body.assetsTabClicked);
    return { success: true };
  });

  routes.public(calls.getUpload).handle(async ({ params, reply }) => {
    const scope = parseScopeKey(params.scope);
    const found = scope ? await assets.store.find(scope, params.name) : null;
    if (!found) throw AppError.notFound('File not found');
    const ext = params.name.split('.').pop() ?? '';
    const type = SERVED_TYPES[ext];
    if (!type) throw AppError.notFound('File not found');
    const isMedia = type.startsWith('image/') || type.startsWith('video/');
    reply.headers({
      ...INERT_HEADERS,
      'content-type': type,
      'content-length': String(found.size),
      'cache-control': 'private, max-age=31536000, immutable',
      ...(isMedia ? {} : { 'content-disposition': 'attachment' }),
    });
    return reply.send(assets.store.read(found.filePath));
  });

  routes.public(calls.getStockImage).handle(async ({ params, reply }) => {
    const svg = renderLibraryImage(params.name);
    if (!svg) throw AppError.notFound('Image not found');
    reply.headers({
      ...INERT_HEADERS,
      'content-type': SERVED_TYPES.svg ?? 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
    });
    return reply.send(svg);
  });
}
