import { Skeleton } from '@/components/ui/skeleton';

export function BodySkeleton() {
  return (
    <div aria-hidden="true" className="flex min-h-0 flex-1 flex-col md:flex-row">
      <div className="flex flex-col gap-4 border-b border-zinc-200/80 bg-white p-5 md:w-[30%] md:min-w-[280px] md:border-r md:border-b-0">
        <Skeleton className="h-3 w-16" />
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <div key={i} className="flex justify-between">
            <Skeleton className="h-3.5 w-20" />
            <Skeleton className="h-3.5 w-28" />
          </div>
        ))}
      </div>
      <div className="flex-1 p-2">
        <Skeleton className="h-full min-h-[60vh] rounded-xl bg-zinc-200/40 md:min-h-0" />
      </div>
    </div>
  );
}
