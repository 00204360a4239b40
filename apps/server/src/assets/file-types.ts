import { TEXT_ATTACHMENT_TYPES, type TextAttachmentType } from '@kiln/contracts';

/**
 * What a file really is, from its first bytes (ARCHITECTURE.md security rule 6): the name and the
 * type a browser claims are never trusted. `ext` is what the stored file is named with, `mime` what
 * it is served as.
 */
export type DetectedType = { ext: string; mime: string; kind: 'image' | 'video' | 'document' };

/** Bytes the detection needs; a stream is buffered until it has this many (or ends). */
export const SNIFF_BYTES = 16;

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function detectImage(head: Buffer): DetectedType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', mime: 'image/png', kind: 'image' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg', kind: 'image' };
  return null;
}

export function detectVideo(head: Buffer): DetectedType | null {
  // ISO base media (MP4): a box size, then `ftyp`.
  if (startsWith(head, ascii('ftyp'), 4)) return { ext: 'mp4', mime: 'video/mp4', kind: 'video' };
  // Matroska / WebM: the EBML magic.
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return { ext: 'webm', mime: 'video/webm', kind: 'video' };
  return null;
}

/** Text a spreadsheet can read: no NUL bytes and valid UTF-8 in what was seen. */
function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)));
    return true;
  } catch {
    return false;
  }
}

/**
 * Chat attachments (seed 001 §9, the dropzone's list): JPEG, PNG, WebP, CSV, PDF, DOC and DOCX, and
 * the text documents of issue 17 §11. DOCX is a zip and text has no magic, so those also need the
 * file's own extension.
 */
export function detectAttachment(head: Buffer, fileName: string): DetectedType | null {
  const image = detectImage(head);
  if (image) return image;
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8))
    return { ext: 'webp', mime: 'image/webp', kind: 'image' };
  if (startsWith(head, ascii('%PDF-'))) return { ext: 'pdf', mime: 'application/pdf', kind: 'document' };
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) && extension === 'doc')
    return { ext: 'doc', mime: 'application/msword', kind: 'document' };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && extension === 'docx')
    return {
      ext: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      kind: 'document',
    };
  if (extension === 'csv' && looksLikeText(head)) return { ext: 'csv', mime: 'text/csv', kind: 'document' };
  return detectTextDocument(head, extension);
}

/** The name each text type is stored under, and so served as (SERVED_TYPES). */
const TEXT_STORED_EXT: Record<TextAttachmentType, string> = {
  'text/markdown': 'md',
  'application/json': 'json',
  'text/plain': 'txt',
};

/**
 * Issue 17 §11: markdown, JSON, plain text and source files, by their extension and text-looking
 * bytes. A source file is stored as `.txt`, so `page.html` is served as text/plain, never as HTML.
 */
function detectTextDocument(head: Buffer, extension: string): DetectedType | null {
  if (!looksLikeText(head)) return null;
  for (const [mime, extensions] of Object.entries(TEXT_ATTACHMENT_TYPES) as [
    TextAttachmentType,
    readonly string[],
  ][]) {
    if (extensions.includes(extension)) return { ext: TEXT_STORED_EXT[mime], mime, kind: 'document' };
  }
  return null;
}

/** What a stored file is served as, by the extension Kiln gave it. */
export const SERVED_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  mp4: 'video/mp4',
  webm: 'video/webm',
};
