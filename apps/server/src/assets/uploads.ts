import type { MultipartFile } from '@fastify/multipart';
import { LIMITS, MESSAGES, UPLOAD_FILES_FIELD } from '@kiln/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../http/errors';
import { type DetectedType, detectAttachment, detectVideo, SNIFF_BYTES } from './file-types';
import type { StoredFile, UploadScope, UploadStore } from './upload-store';

/** What one upload route accepts, and what it says when a file is not that (seed 001 §5). */
export type UploadRules = {
  maxBytes: number;
  maxFiles: number;
  detect: (head: Buffer, fileName: string) => DetectedType | null;
  tooLarge: string;
  wrongType: string;
  tooMany: string;
};

export const ATTACHMENT_RULES: UploadRules = {
  maxBytes: LIMITS.imageMaxBytes,
  maxFiles: 10,
  detect: detectAttachment,
  tooLarge: MESSAGES.IMAGE_TOO_LARGE,
  wrongType: MESSAGES.IMAGE_TYPE_INVALID,
  tooMany: 'You can upload up to 10 files at once.',
};

export const VIDEO_RULES: UploadRules = {
  maxBytes: LIMITS.videoMaxBytes,
  maxFiles: 1,
  detect: (head) => detectVideo(head),
  tooLarge: MESSAGES.VIDEO_TOO_LARGE,
  wrongType: MESSAGES.VIDEO_FORMAT_INVALID,
  tooMany: 'Upload one video at a time.',
};

/** A multipart body that ends early or does not parse. */
export const UPLOAD_MALFORMED = 'The upload was cut off or is not valid form data. Please try again.';

/** Bytes an uploader may still add, and the refusal (413, naming the limit) past them. */
export type UploadBudget = { left: number; refusal: AppError };

export type ReceivedFile = StoredFile & { originalName: string; type: DetectedType };

/**
 * Streams one file to disk while checking it: its first bytes must be an allowed type and it may not
 * pass the size cap. A refused file stops being written at once; the rest of its bytes are read and
 * dropped (busboy stops counting them past the cap) so the client gets a clean answer.
 */
async function receive(
  part: MultipartFile,
  rules: UploadRules,
  store: UploadStore,
  scope: UploadScope,
  budget: UploadBudget | null,
) {
  const sink = await store.open(scope);
  let head = Buffer.alloc(0);
  let type: DetectedType | null = null;
  let size = 0;
  let problem: AppError | null = null;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (problem) continue;
      size += chunk.length;
      if (size > rules.maxBytes) {
        problem = AppError.validation(rules.tooLarge);
        continue;
      }
      if (budget) {
        budget.left -= chunk.length;
        if (budget.left < 0) {
          problem = budget.refusal;
          continue;
        }
      }
      if (type) {
        await sink.write(chunk);
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length < SNIFF_BYTES) continue;
      type = rules.detect(head, part.filename);
      if (!type) problem = AppError.validation(rules.wrongType);
      else await sink.write(head);
    }
    if (!problem && part.file.truncated) problem = AppError.validation(rules.tooLarge);
    if (!problem && !type) {
      // A file shorter than the sniffing window.
      type = head.length > 0 ? rules.detect(head, part.filename) : null;
      if (!type) problem = AppError.validation(rules.wrongType);
      else await sink.write(head);
    }
  } catch (error) {
    await sink.discard();
    throw error;
  }
  if (problem || !type) {
    await sink.discard();
    throw problem ?? AppError.validation(rules.wrongType);
  }
  const stored = await sink.commit(type.ext);
  return { ...stored, originalName: part.filename || `upload.${type.ext}`, type };
}

/**
 * Reads a multipart upload: the text fields first (validated with the call's body schema, then
 * `scopeOf` decides where files go and authorises it), then every file of the `files` field.
 */
export async function receiveUploads<T>(
  request: FastifyRequest,
  options: {
    rules: UploadRules;
    fields: z.ZodType<T>;
    store: UploadStore;
    scopeOf: (fields: T) => Promise<UploadScope>;
    /** What the uploader may still store (their quotas); the request is refused past it. */
    budget?: UploadBudget | null;
  },
): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) throw AppError.validation(MESSAGES.UPLOAD_IMAGES_ONLY);
  const { rules } = options;
  const values: Record<string, string> = {};
  let scope: UploadScope | null = null;
  const received: ReceivedFile[] = [];
  let refusal: AppError | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: rules.maxBytes, files: rules.maxFiles + 1, fields: 10, fieldSize: 1_000 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') values[part.fieldname] = part.value;
        continue;
      }
      if (refusal || part.fieldname !== UPLOAD_FILES_FIELD || received.length >= rules.maxFiles) {
        if (!refusal && received.length >= rules.maxFiles) refusal = AppError.validation(rules.tooMany);
        part.file.resume();
        continue;
      }
      if (!scope) {
        const fields = options.fields.safeParse(values);
        if (!fields.success)
          throw AppError.validation(fields.error.issues[0]?.message ?? MESSAGES.INVALID_REQUEST);
        scope = await options.scopeOf(fields.data);
      }
      try {
        received.push(await receive(part, rules, options.store, scope, options.budget ?? null));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refusal = error;
      }
    }
  } catch (error) {
    await Promise.all(received.map((file) => options.store.remove(file.filePath)));
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw AppError.validation(rules.tooMany);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.validation(rules.tooLarge);
    // The disk failing is ours (500); anything else here is the body itself: cut off, or not the
    // multipart it says it is (busboy's "Unexpected end of form", a malformed part header...).
    if (error instanceof Error && 'syscall' in error) throw error;
    throw AppError.validation(UPLOAD_MALFORMED);
  }
  if (refusal) {
    await Promise.all(received.map((file) => options.store.remove(file.filePath)));
    throw refusal;
  }
  if (received.length === 0)
    throw AppError.validation(rules === VIDEO_RULES ? MESSAGES.VIDEO_INVALID : MESSAGES.UPLOAD_IMAGES_ONLY);
  return received;
}
