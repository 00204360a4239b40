import { Skeleton } from '@/components/ui/skeleton';

/** The workspace's shape while the project loads: the left panel's tabs and the preview toolbar. */
export function BodySkeleton() {
  return (
    <div aria-hidden="true" className="flex min-h-0 flex-1 flex-col md:flex-row">
      <div className="flex h-[45%] flex-col border-b border-zinc-200/80 bg-white md:h-auto md:w-[30%] md:min-w-[300px] md:border-r md:border-b-0">
        <div className="flex h-11 items-center gap-2 border-b border-zinc-200/80 px-3">
          <Skeleton className="h-6 w-20 rounded-md" />
          <Skeleton className="h-6 w-28 rounded-md" />
        </div>
        <div className="flex flex-1 flex-col gap-3 p-4">
          <Skeleton className="ml-auto h-10 w-3/5 rounded-xl" />
          <Skeleton className="h-16 w-4/5 rounded-xl" />
        </div>
        <div className="p-3">
          <Skeleton className="h-24 rounded-xl" />
        </div>
      </div>
      <div className="flex min-h-0 flex-1 flex-col bg-white">
        <div className="flex h-11 items-center gap-2 border-b border-zinc-200/80 px-2">
          <Skeleton className="h-8 w-36 rounded-lg" />
          <Skeleton className="h-8 flex-1 rounded-lg" />
          <Skeleton className="h-8 w-24 rounded-lg" />
        </div>
        <div className="flex-1 bg-zinc-50/60" />
      </div>
    </div>
  );
}
