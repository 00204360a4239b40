import { ImageOff } from 'lucide-react';
import { useState } from 'react';

export type VersionThumbnailProps = { screenshotUrl: string | null };

/** The version's screenshot, or a quiet placeholder while it is taken (or when it failed). */
export function VersionThumbnail({ screenshotUrl }: VersionThumbnailProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const hasImage = screenshotUrl !== null && failedUrl !== screenshotUrl;
  return (
    <div className="relative aspect-[16/10] w-20 shrink-0 self-start overflow-hidden rounded-md border border-zinc-200/80 bg-zinc-100">
      {hasImage ? (
        <img
          src={screenshotUrl}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedUrl(screenshotUrl)}
          className="size-full object-cover object-top"
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-[linear-gradient(135deg,rgb(244_244_245),rgb(250_250_250))]">
          <ImageOff aria-hidden="true" className="size-3.5 text-zinc-300" />
        </div>
      )}
    </div>
  );
}
