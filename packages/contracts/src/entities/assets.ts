import { z } from 'zod';
import { InspectedElementSchema } from './inspected-element';

/**
 * Seed 001 §3 "Image (asset)": a stock photo, a generated image (photographer 'AI Generated') or an
 * upload (photographer 'Local Upload'). Only stock photos have a `downloadLocation` to track.
 */
export const PhotographerSchema = z.object({ name: z.string(), link: z.string().nullable() });
export type Photographer = z.infer<typeof PhotographerSchema>;

export const ImageAssetSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumb: z.string(),
  downloadLocation: z.string().nullable(),
  description: z.string().nullable(),
  photographer: PhotographerSchema,
  metadata: z.object({ photographer: PhotographerSchema.optional() }),
});
export type ImageAsset = z.infer<typeof ImageAssetSchema>;

/** Seed 001 §3: an image chosen for the element at `elementIndex` of the selection. */
export const ImageMappingSchema = z.object({
  elementIndex: z.number().int().nonnegative(),
  element: InspectedElementSchema,
  image: ImageAssetSchema,
});
export type ImageMapping = z.infer<typeof ImageMappingSchema>;

export const VideoAssetSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  metadata: z.object({
    name: z.string(),
    size: z.number().int().nonnegative(),
    type: z.string(),
    lastModified: z.number().int().nonnegative(),
  }),
});
export type VideoAsset = z.infer<typeof VideoAssetSchema>;

export const VideoMappingSchema = z.object({
  elementIndex: z.number().int().nonnegative(),
  video: VideoAssetSchema,
});
export type VideoMapping = z.infer<typeof VideoMappingSchema>;

/** Seed 001 call 5: a stored upload. `pathname` is the storage key, `url` where it is served. */
export const UploadedFileSchema = z.object({
  pathname: z.string(),
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/** Seed 001 call 6, field names as the seed gives them. */
export const UploadedVideoSchema = z.object({
  pathname: z.string(),
  url: z.string(),
  originalname: z.string(),
  size: z.number().int().nonnegative(),
  mimetype: z.string(),
});
export type UploadedVideo = z.infer<typeof UploadedVideoSchema>;

/** Where stock images come from: Unsplash (with a key) or Kiln's built-in offline library. */
export const ImageSourceSchema = z.enum(['unsplash', 'offline']);
export type ImageSource = z.infer<typeof ImageSourceSchema>;

/** An asset copied into a project: `path` in the repository, `src` as the app refers to it. */
export const ImportedAssetSchema = z.object({ id: z.string(), path: z.string(), src: z.string() });
export type ImportedAsset = z.infer<typeof ImportedAssetSchema>;
