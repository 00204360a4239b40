import type { ImageAsset } from '@kiln/contracts';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

export type ImageTileProps = { image: ImageAsset; isMapped: boolean; onChoose: (image: ImageAsset) => void };

/** One stock, uploaded or generated image: choosing maps it to the active element (again: un-maps). */
export function ImageTile({ image, isMapped, onChoose }: ImageTileProps) {
  const label = image.description ?? `Photo by ${image.photographer.name}`;
  return (
    <button
      type="button"
      aria-pressed={isMapped}
      aria-label={label}
      title={`${label} · ${image.photographer.name}`}
      onClick={() => onChoose(image)}
      className={cn(
        'group relative aspect-[3/2] overflow-hidden rounded-lg bg-zinc-100 outline-none ring-offset-2 transition focus-visible:ring-2 focus-visible:ring-ember-500/70',
        isMapped && 'ring-2 ring-blue-500',
      )}
    >
      <img
        src={image.thumb}
        alt=""
        loading="lazy"
        className="size-full object-cover transition group-hover:scale-[1.03]"
      />
      <span className="pointer-events-none absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-black/60 to-transparent px-1.5 pt-4 pb-1 text-left text-[10px] text-white opacity-0 transition group-hover:opacity-100">
        {image.photographer.name}
      </span>
      {isMapped ? (
        <span className="absolute top-1.5 right-1.5 flex size-5 items-center justify-center rounded-full bg-blue-500 text-white shadow">
          <Check className="size-3.5" aria-hidden="true" />
        </span>
      ) : null}
    </button>
  );
}

export function ImageGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid grid-cols-2 gap-2 @sm:grid-cols-3">{children}</div>;
}
