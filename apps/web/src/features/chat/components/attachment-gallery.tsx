import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { IconButton } from '@/components/ui/icon-button';

export type GalleryImage = { url: string; name: string };

export type AttachmentGalleryProps = {
  images: readonly GalleryImage[];
  /** The image shown; null closes the gallery. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/** Seed 000 §2: the image gallery, left and right arrow keys to move, Escape to close. */
export function AttachmentGallery({ images, index, onIndexChange, onClose }: AttachmentGalleryProps) {
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const show = (next: number) => onIndexChange((next + count) % count);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (index === null || count < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(index - 1);
    }
  };

  return (
    <Dialog open={image !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        onKeyDown={handleKeyDown}
        // Focus the gallery itself, not its first button: a focused button shows its tooltip, and the first
        // Escape would close the tooltip instead of the gallery.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        className="max-w-3xl gap-3 p-4"
        aria-describedby={undefined}
      >
        <div className="flex items-center gap-2 pr-10">
          <DialogTitle className="min-w-0 flex-1 truncate text-sm font-medium">{image?.name}</DialogTitle>
          {count > 1 && index !== null ? (
            <DialogDescription className="shrink-0 text-xs tabular-nums">
              {index + 1} of {count}
            </DialogDescription>
          ) : null}
        </div>
        <div className="relative flex items-center justify-center overflow-hidden rounded-xl bg-zinc-100">
          {image ? (
            <img
              src={image.url}
              alt={image.name}
              className="max-h-[70dvh] w-auto max-w-full object-contain"
            />
          ) : null}
          {count > 1 && index !== null ? (
            <>
              <IconButton
                label="Previous image"
                variant="secondary"
                size="icon-sm"
                onClick={() => show(index - 1)}
                className="absolute left-2 rounded-full"
              >
                <ChevronLeft />
              </IconButton>
              <IconButton
                label="Next image"
                variant="secondary"
                size="icon-sm"
                onClick={() => show(index + 1)}
                className="absolute right-2 rounded-full"
              >
                <ChevronRight />
              </IconButton>
            </>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
