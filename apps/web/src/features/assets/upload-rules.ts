import { IMAGE_MIME_TYPES, LIMITS, MESSAGES, VIDEO_MIME_TYPES } from '@kiln/contracts';

type FileFacts = { type: string; size: number };

const IMAGE_TYPES: readonly string[] = IMAGE_MIME_TYPES;
const VIDEO_TYPES: readonly string[] = VIDEO_MIME_TYPES;

/** Seed 001 §5 image upload, checked before sending (the server checks the bytes again). */
export function imageUploadProblem(file: FileFacts): string | null {
  if (!file.type.startsWith('image/')) return MESSAGES.UPLOAD_IMAGES_ONLY;
  if (!IMAGE_TYPES.includes(file.type)) return MESSAGES.IMAGE_TYPE_INVALID;
  if (file.size > LIMITS.imageMaxBytes) return MESSAGES.IMAGE_TOO_LARGE;
  return null;
}

/** Seed 001 §5 video upload. */
export function videoUploadProblem(file: FileFacts): string | null {
  if (!file.type.startsWith('video/')) return MESSAGES.VIDEO_INVALID;
  if (file.size > LIMITS.videoMaxBytes) return MESSAGES.VIDEO_TOO_LARGE;
  if (!VIDEO_TYPES.includes(file.type)) return MESSAGES.VIDEO_TYPE_INVALID;
  return null;
}
