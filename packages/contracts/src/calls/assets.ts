import { z } from 'zod';
import { UNSPLASH_FIRST_PAGE } from '../constants';
import { dataEnvelope, defineCall, EmptyBodySchema, IdSchema, SuccessSchema } from '../core';
import { ImageAssetSchema, UploadedFileSchema, UploadedVideoSchema } from '../entities/assets';

/** Seed 001 §7 calls 1-6 and 10: the asset editor. */

export const searchUnsplash = defineCall({
  method: 'POST',
  path: '/api/web/unsplash/search',
  auth: 'required',
  summary: 'Search stock photos; pages start at 1.',
  body: z.object({
    query: z.string().trim().min(1).max(200),
    page: z.number().int().min(UNSPLASH_FIRST_PAGE).max(100).default(UNSPLASH_FIRST_PAGE),
  }),
  response: dataEnvelope(z.array(ImageAssetSchema)).extend({
    pagination: z.object({ page: z.number().int(), hasMore: z.boolean() }),
  }),
});

export const getUnsplashCategories = defineCall({
  method: 'POST',
  path: '/api/web/unsplash/images',
  auth: 'required',
  summary: 'The default categories, each with its first images (category name → images).',
  body: EmptyBodySchema,
  response: dataEnvelope(z.record(z.string(), z.array(ImageAssetSchema))),
});

export const trackUnsplashDownload = defineCall({
  method: 'POST',
  path: '/api/web/unsplash/track-download',
  auth: 'required',
  summary:
    "Tell Unsplash an applied stock photo was used (its API terms); only Unsplash's own URLs are accepted.",
  body: z.object({ downloadLocation: z.url() }),
  response: SuccessSchema,
});

export const generateImage = defineCall({
  method: 'POST',
  path: '/api/web/generate-image',
  auth: 'required',
  summary: "Generate an image from a prompt and store it with the project's uploads.",
  body: z.object({ webId: IdSchema, prompt: z.string().trim().min(1).max(2_000) }),
  response: dataEnvelope(z.object({ id: z.string(), url: z.string() })),
});

export const uploadFiles = defineCall({
  method: 'POST',
  path: '/api/web/files/upload',
  auth: 'required',
  multipart: true,
  summary:
    'Upload images and chat attachments (checked by magic bytes; images at most 5 MB). `data` is one ' +
    "item when one file was sent and a list when several were (the seed's shape).",
  body: z.object({ webId: IdSchema.optional() }),
  response: dataEnvelope(z.union([UploadedFileSchema, z.array(UploadedFileSchema)])),
});

export const uploadVideo = defineCall({
  method: 'POST',
  path: '/api/web/videos/upload',
  auth: 'required',
  multipart: true,
  summary: 'Upload one MP4 or WebM video of at most 100 MB.',
  body: z.object({ webId: IdSchema.optional() }),
  response: dataEnvelope(UploadedVideoSchema),
});

/**
 * Seed 001 call 10. The seed's client writes '/api/web//update-asset-click' (a doubled slash); the
 * server ignores duplicate slashes, so both reach this route.
 */
export const updateAssetClick = defineCall({
  method: 'POST',
  path: '/api/web/update-asset-click',
  auth: 'required',
  summary: 'Record that the owner opened the Assets tab.',
  body: z.object({ webId: IdSchema, assetsTabClicked: z.boolean() }),
  response: SuccessSchema,
});

export const assetCalls = {
  searchUnsplash,
  getUnsplashCategories,
  trackUnsplashDownload,
  generateImage,
  uploadFiles,
  uploadVideo,
  updateAssetClick,
} as const;
