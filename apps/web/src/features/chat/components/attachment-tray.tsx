import { AlertCircle, FileText, X } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { attachmentKind, fileExtensionLabel } from '../attachments';
import type { DraftAttachment } from '../state';

export type AttachmentTrayProps = {
  attachments: readonly DraftAttachment[];
  onRemove: (attachment: DraftAttachment) => void;
};

/** The files about to be sent: image thumbnails and document chips, each removable. */
export function AttachmentTray({ attachments, onRemove }: AttachmentTrayProps) {
  if (attachments.length === 0) return null;
  return (
    <ul aria-label="Attached files" className="flex flex-wrap gap-2 px-3 pt-3">
      {attachments.map((attachment) => {
        const isImage = attachmentKind(attachment.contentType, attachment.name) === 'image';
        const source = attachment.previewUrl ?? attachment.url;
        const isFailed = attachment.status === 'failed';
        return (
          <li key={attachment.id} className="group relative">
            <SimpleTooltip
              content={isFailed ? `${attachment.name}: ${attachment.error}` : attachment.name}
              side="top"
            >
              <div
                className={cn(
                  'flex size-14 items-center justify-center overflow-hidden rounded-lg border bg-zinc-50',
                  isFailed ? 'border-red-300 bg-red-50' : 'border-zinc-200',
                )}
              >
                {isImage && source ? (
                  <img
                    src={source}
                    alt={attachment.name}
                    className={cn('size-full object-cover', isFailed && 'opacity-40')}
                  />
                ) : (
                  <span className="flex flex-col items-center gap-0.5 text-zinc-500">
                    <FileText aria-hidden="true" className="size-4" />
                    <span className="text-[9px] font-semibold">{fileExtensionLabel(attachment.name)}</span>
                  </span>
                )}
                {attachment.status === 'uploading' ? (
                  <span className="absolute inset-0 flex items-center justify-center rounded-lg bg-white/60">
                    <Spinner className="size-4 text-zinc-600" />
                    <span className="sr-only">Uploading {attachment.name}</span>
                  </span>
                ) : null}
                {isFailed ? (
                  <span className="absolute inset-0 flex items-center justify-center">
                    <AlertCircle aria-hidden="true" className="size-4 text-red-600" />
                    <span className="sr-only">
                      {attachment.name} was not uploaded: {attachment.error}
                    </span>
                  </span>
                ) : null}
              </div>
            </SimpleTooltip>
            <button
              type="button"
              aria-label={`Remove ${attachment.name}`}
              onClick={() => onRemove(attachment)}
              className="absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full border border-zinc-200 bg-white text-zinc-500 shadow-sm outline-none hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-ember-500/60"
            >
              <X aria-hidden="true" className="size-3" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
