import { z } from 'zod';
import { UNSPLASH_FIRST_PAGE } from '../constants';
import {
  dataEnvelope,
  defineCall,
  EmptyBodySchema,
  IdSchema,
  RawResponseSchema,
  SuccessSchema,
} from '../core';
import {
  ImageAssetSchema,
  ImageSourceSchema,
  ImportedAssetSchema,
  UploadedFileSchema,
  UploadedVideoSchema,
} from '../entities/assets';

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
    /** Unsplash when UNSPLASH_ACCESS_KEY is set, else Kiln's built-in offline library. */
    source: ImageSourceSchema,
  }),
});

export const getUnsplashCategories = defineCall({
  method: 'POST',
  path: '/api/web/unsplash/images',
  auth: 'required',
  summary: 'The default categories, each with its first images (category name → images).',
  body: EmptyBodySchema,
  response: dataEnvelope(z.record(z.string(), z.array(ImageAssetSchema))).extend({
    source: ImageSourceSchema,
  }),
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

/**
 * Ours (seed 001 §4.5 "Apply"): copies the chosen images or video into the project's `public/` folder
 * before the apply prompt is sent, so the app (and its download) never depends on Kiln or Unsplash.
 * Each asset is named by reference: an upload or generated image of this project (`url` from the
 * upload and generate calls), an offline library image or an Unsplash photo (by `id`; the server
 * fetches it from Unsplash itself). Premium only; refused while a run is going.
 */
export const importAssets = defineCall({
  method: 'POST',
  path: '/api/web/assets/import',
  auth: 'required',
  summary: "Copy applied images or a video into the project's public folder.",
  body: z.object({
    webId: IdSchema,
    kind: z.enum(['image', 'video']),
    assets: z
      .array(z.object({ id: z.string().trim().min(1).max(200), url: z.string().trim().min(1).max(2_000) }))
      .min(1)
      .max(20),
  }),
  response: dataEnvelope(z.array(ImportedAssetSchema)),
});

/** Ours: an upload or a generated image, served from Kiln under its generated name. */
export const getUpload = defineCall({
  method: 'GET',
  path: '/api/web/uploads/:scope/:name',
  auth: 'optional',
  summary: 'A stored upload; its 128-bit random name is the capability to read it.',
  params: z.object({
    scope: z.string().regex(/^[pu]-[A-Za-z0-9_-]{1,64}$/, 'Invalid upload scope'),
    name: z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/, 'Invalid upload name'),
  }),
  body: EmptyBodySchema,
  response: RawResponseSchema,
  raw: true,
});

/** Ours: an image of the built-in offline library (used when Unsplash is not configured). */
export const getStockImage = defineCall({
  method: 'GET',
  path: '/api/web/stock/:name',
  auth: 'optional',
  summary: "An image of Kiln's offline stock library, rendered by code (SVG).",
  params: z.object({ name: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/, 'Invalid image name') }),
  body: EmptyBodySchema,
  response: RawResponseSchema,
  raw: true,
});

export const assetCalls = {
  searchUnsplash,
  getUnsplashCategories,
  trackUnsplashDownload,
  generateImage,
  uploadFiles,
  uploadVideo,
  updateAssetClick,
  importAssets,
  getUpload,
  getStockImage,
} as const;
