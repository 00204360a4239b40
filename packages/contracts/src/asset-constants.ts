/** The asset editor's and the uploads' constants (seed 001 §2.4, §3, §5, §9). */

/** Seed 001 §5, §9: the asset editor accepts these images (jpg is served as image/jpeg). */
export const IMAGE_EXTENSIONS = ['jpeg', 'png', 'jpg'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
/** Seed 001 §9: the chat attachment dropzone also lists these. */
export const ATTACHMENT_EXTENSIONS = [...IMAGE_EXTENSIONS, 'webp', 'csv', 'pdf', 'doc', 'docx'] as const;
export const ATTACHMENT_MIME_TYPES = [
  ...IMAGE_MIME_TYPES,
  'image/webp',
  'text/csv',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/**
 * Text documents a chat message may also carry (issue 17 §11), opened in the chat's document viewer:
 * markdown, JSON, plain text and source files. Kiln stores and serves them as `text/markdown`,
 * `application/json` or `text/plain` (a `.html` file too), never as a type a browser would render.
 */
export const TEXT_ATTACHMENT_TYPES = {
  'text/markdown': ['md', 'markdown'],
  'application/json': ['json'],
  // biome-ignore format: a list of extensions reads better in rows
  'text/plain': [
    'txt', 'log', 'ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'css', 'scss', 'html', 'htm', 'xml', 'yaml', 'yml',
    'toml', 'ini', 'sql', 'py', 'rb', 'go', 'rs', 'java', 'kt', 'swift', 'c', 'h', 'cpp', 'cs', 'php', 'sh',
  ],
} as const satisfies Record<string, readonly string[]>;
export type TextAttachmentType = keyof typeof TEXT_ATTACHMENT_TYPES;
export const VIDEO_EXTENSIONS = ['mp4', 'webm'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm'] as const;
/** The multipart field that carries the files of `/api/web/files/upload` and `/api/web/videos/upload`. */
export const UPLOAD_FILES_FIELD = 'files';

/** Seed 001 §3: the photographer name of images that are not stock photos. */
export const PHOTOGRAPHER_AI_GENERATED = 'AI Generated';
export const PHOTOGRAPHER_LOCAL_UPLOAD = 'Local Upload';
/** Seed 001 §9: stock search pages start at 1. */
export const UNSPLASH_FIRST_PAGE = 1;
/** Seed 001 §2.4 "grouped default categories": the stock tab's categories, in order. */
export const DEFAULT_IMAGE_CATEGORIES = [
  'Nature',
  'Business',
  'Technology',
  'Food',
  'Travel',
  'Architecture',
  'Abstract',
  'Ocean',
] as const;
/** The photographer name of the offline library's images (no Unsplash key configured). */
export const OFFLINE_LIBRARY_NAME = 'Kiln offline library';

/**
 * Seed 001 §5: previewing image changes needs a build made after this date; older projects are asked
 * to send a prompt first.
 */
export const IMAGE_PREVIEW_MIN_BUILD_DATE = '2025-01-19';
