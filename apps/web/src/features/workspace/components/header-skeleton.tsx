import { Skeleton } from '@/components/ui/skeleton';

/** Seed 000 §2: the header's shape while the project loads. */
export function HeaderSkeleton() {
  return (
    <header
      aria-busy="true"
      className="flex h-14 shrink-0 items-center justify-between gap-4 border-b border-zinc-200/80 bg-white px-3"
    >
      <span className="sr-only" role="status">
        Loading project…
      </span>
      <div className="flex items-center gap-3">
        <Skeleton className="size-7 rounded-lg" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="size-6 rounded-md" />
      </div>
      <div className="flex items-center gap-2">
        <Skeleton className="h-8 w-24 rounded-lg" />
        <Skeleton className="h-8 w-24 rounded-lg" />
        <Skeleton className="h-8 w-28 rounded-lg" />
        <Skeleton className="size-8 rounded-full" />
      </div>
    </header>
  );
}
