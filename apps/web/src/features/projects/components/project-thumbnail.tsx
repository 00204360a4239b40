import { cn } from '@/lib/cn';

export type ProjectThumbnailProps = { name: string; className?: string };

/** A quiet stand-in for a screenshot: a tiny app window with the project's initial. */
export function ProjectThumbnail({ name, className }: ProjectThumbnailProps) {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? 'K';
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative overflow-hidden bg-zinc-100 bg-[radial-gradient(rgb(24_24_27/0.07)_1px,transparent_1px)] bg-size-[12px_12px]',
        className,
      )}
    >
      <div className="absolute inset-x-6 top-5 bottom-0 rounded-t-lg border border-b-0 border-zinc-200 bg-white shadow-[0_-1px_12px_rgb(24_24_27/0.04)] transition-transform duration-300 group-hover:-translate-y-1">
        <div className="flex h-5 items-center gap-1 border-b border-zinc-100 px-2">
          <span className="size-1.5 rounded-full bg-zinc-200" />
          <span className="size-1.5 rounded-full bg-zinc-200" />
          <span className="size-1.5 rounded-full bg-zinc-200" />
        </div>
        <div className="flex items-start gap-3 p-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-zinc-900 text-sm font-semibold text-white">
            {initial}
          </span>
          <div className="flex flex-1 flex-col gap-1.5 pt-1">
            <span className="h-1.5 w-3/5 rounded-full bg-zinc-200" />
            <span className="h-1.5 w-2/5 rounded-full bg-zinc-100" />
          </div>
        </div>
      </div>
    </div>
  );
}
