import {
  type ATTACHMENT_MIME_TYPES,
  IMAGE_MIME_TYPES,
  LIMITS,
  MESSAGES,
  TEXT_ATTACHMENT_TYPES,
  type TextAttachmentType,
} from '@kiln/contracts';

const dotted = (extensions: readonly string[]) => extensions.map((extension) => `.${extension}`);

/**
 * Seed 001 §5, §9: the chat dropzone takes JPEG, PNG (and WebP), CSV, PDF and DOC/DOCX; issue 17
 * §11 adds text documents (markdown, JSON, plain text, source files). The accept map gives each
 * MIME type its file name extensions (lib/use-file-drop.ts).
 */
export const ATTACHMENT_ACCEPT: Record<
  (typeof ATTACHMENT_MIME_TYPES)[number] | TextAttachmentType,
  string[]
> = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'text/csv': ['.csv'],
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/markdown': dotted(TEXT_ATTACHMENT_TYPES['text/markdown']),
  'application/json': dotted(TEXT_ATTACHMENT_TYPES['application/json']),
  'text/plain': dotted(TEXT_ATTACHMENT_TYPES['text/plain']),
};

/** The contract's cap on attachments per message. */
export const MAX_ATTACHMENTS = 10;

export const TOO_MANY_ATTACHMENTS = `You can attach up to ${MAX_ATTACHMENTS} files to one message.`;
export const UPLOADS_UNAVAILABLE =
  "File uploads aren't available on this server yet, so attachments can't be sent. Describe the file in your message instead.";

export type AttachmentKind = 'image' | 'pdf' | 'document';

export function attachmentKind(contentType: string, name = ''): AttachmentKind {
  const type = contentType.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf' || name.toLowerCase().endsWith('.pdf')) return 'pdf';
  return 'document';
}

const IMAGE_TYPES: readonly string[] = IMAGE_MIME_TYPES;

/** Why a file the dropzone accepted is still refused here, or null. The server checks again. */
export function attachmentProblem(file: { type: string; size: number }): string | null {
  const isImage = file.type.startsWith('image/');
  if (isImage && file.size > LIMITS.imageMaxBytes) return MESSAGES.IMAGE_TOO_LARGE;
  if (isImage && !IMAGE_TYPES.includes(file.type) && file.type !== 'image/webp')
    return MESSAGES.DROPZONE_REJECTED;
  return null;
}

/** "report.pdf" → "PDF", for the document chip. */
export function fileExtensionLabel(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toUpperCase() : 'FILE';
}

/**
 * How the document viewer shows a file (issue 17 §11): `prose` (plain text, markdown) and `mono`
 * (source, CSV, JSON, logs) as text; `binary` (Word) only to download.
 */
export type DocumentView = 'prose' | 'mono' | 'binary';

const PROSE_EXTENSIONS: readonly string[] = ['txt', 'md', 'markdown'];

export function documentView(contentType: string, name: string): DocumentView {
  const type = contentType.toLowerCase().split(';')[0]?.trim() ?? '';
  const extension = name.toLowerCase().split('.').pop() ?? '';
  const isText = type.startsWith('text/') || type === 'application/json';
  if (!isText) return 'binary';
  return PROSE_EXTENSIONS.includes(extension) ? 'prose' : 'mono';
}
