import type { Attachment } from '@kiln/contracts';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { attachmentKind, fileExtensionLabel } from '../attachments';
import { AttachmentGallery } from './attachment-gallery';
import { DocumentViewer } from './document-viewer';

const DOCUMENT_TILE =
  'flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-lg border border-zinc-200 bg-white p-2 text-center outline-none hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-ember-500/60';

export type MessageAttachmentsProps = { attachments: readonly Attachment[]; className?: string };

/**
 * Seed 000 §2: a message's files, up to 3 a row. Images open a gallery (arrow keys, Escape); a PDF
 * opens in a new tab; other documents open in the document viewer (issue 17 §11).
 */
export function MessageAttachments({ attachments, className }: MessageAttachmentsProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [openDocument, setOpenDocument] = useState<Attachment | null>(null);
  const images = attachments.filter((a) => attachmentKind(a.contentType, a.name) === 'image');
  if (attachments.length === 0) return null;
  return (
    <>
      <ul aria-label="Attachments" className={cn('grid grid-cols-3 gap-1.5', className)}>
        {attachments.map((attachment) => {
          const kind = attachmentKind(attachment.contentType, attachment.name);
          if (kind === 'image') {
            const index = images.indexOf(attachment);
            return (
              <li key={attachment._id}>
                <button
                  type="button"
                  aria-label={`Open image ${attachment.name}`}
                  onClick={() => setOpenIndex(index)}
                  className="block aspect-square w-full overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100 outline-none focus-visible:ring-2 focus-visible:ring-ember-500/60"
                >
                  <img
                    src={attachment.url}
                    alt=""
                    loading="lazy"
                    className="size-full object-cover transition-transform duration-200 hover:scale-[1.03]"
                  />
                </button>
              </li>
            );
          }
          const Icon = attachment.name.toLowerCase().endsWith('.csv') ? FileSpreadsheet : FileText;
          const tile = (
            <>
              <Icon
                aria-hidden="true"
                className={cn('size-5', kind === 'pdf' ? 'text-red-500' : 'text-sky-600')}
              />
              <span className="w-full truncate text-[11px] font-medium text-zinc-700">{attachment.name}</span>
              <span className="text-[10px] text-zinc-400">{fileExtensionLabel(attachment.name)}</span>
            </>
          );
          return (
            <li key={attachment._id}>
              {kind === 'pdf' ? (
                <a
                  href={attachment.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Open ${attachment.name} in a new tab`}
                  className={DOCUMENT_TILE}
                >
                  {tile}
                </a>
              ) : (
                <button
                  type="button"
                  aria-label={`Open ${attachment.name}`}
                  aria-haspopup="dialog"
                  onClick={() => setOpenDocument(attachment)}
                  className={DOCUMENT_TILE}
                >
                  {tile}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <AttachmentGallery
        images={images}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
      />
      <DocumentViewer document={openDocument} onClose={() => setOpenDocument(null)} />
    </>
  );
}
