import { MESSAGES, type Project } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { ImageOff, Lock, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { IconButton } from '@/components/ui/icon-button';
import { Skeleton } from '@/components/ui/skeleton';
import { projectFilesQueryOptions } from '@/features/code-explorer';
import { projectImages } from '../project-images';

export type AssetGalleryProps = {
  project: Pick<Project, '_id' | 'link'>;
  onClose: () => void;
};

/**
 * The visitor's Assets (seed 002 §2: non-owners see Assets and Components; issue 22 §3): the pictures
 * the app shows, to look at and open, with nothing that uploads, replaces or generates one.
 */
export function AssetGallery({ project, onClose }: AssetGalleryProps) {
  const files = useQuery(projectFilesQueryOptions(project._id, null));
  const images = files.data ? projectImages(files.data.files, project.link) : [];

  let body: React.ReactNode;
  if (files.isPending) {
    body = (
      <div className="grid grid-cols-2 gap-2 p-3" aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="aspect-[3/2] rounded-lg" />
        ))}
      </div>
    );
  } else if (images.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
        <ImageOff aria-hidden="true" className="size-5 text-zinc-400" />
        <p className="text-[13px] text-zinc-500">
          {files.isError ? 'The pictures could not be loaded.' : 'This app shows no pictures yet.'}
        </p>
      </div>
    );
  } else {
    body = (
      <ul className="grid grid-cols-2 gap-2 p-3">
        {images.map((image) => (
          <li key={image.src}>
            <a
              href={image.src}
              target="_blank"
              rel="noreferrer noopener"
              title={image.label}
              className="group block rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ember-500/70"
            >
              <span className="block aspect-[3/2] overflow-hidden rounded-lg border border-zinc-200/80 bg-[repeating-conic-gradient(#f4f4f5_0_25%,#fff_0_50%)] bg-[length:12px_12px]">
                <img
                  src={image.src}
                  alt={image.label}
                  loading="lazy"
                  referrerPolicy="no-referrer"
                  className="size-full object-contain transition group-hover:scale-[1.03]"
                />
              </span>
              <span className="mt-1 block truncate text-[11px] text-zinc-500">{image.label}</span>
            </a>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-label="Assets" className="flex h-full min-h-0 flex-col bg-white">
      <header className="flex items-start gap-2 border-b border-zinc-200/80 px-3 py-2.5">
        <div className="min-w-0 flex-1">
          <h2 className="flex items-center gap-2 text-sm font-semibold text-zinc-900">
            Assets
            <Badge variant="neutral">
              <Lock aria-hidden="true" />
              {MESSAGES.READ_ONLY}
            </Badge>
          </h2>
          <p className="text-[12px] text-zinc-500">The pictures this app shows. Fork it to change them.</p>
        </div>
        <IconButton label="Close assets" size="icon-sm" onClick={onClose}>
          <X />
        </IconButton>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">{body}</div>
    </section>
  );
}
