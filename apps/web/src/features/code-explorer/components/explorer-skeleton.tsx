import { Skeleton } from '@/components/ui/skeleton';

/** The explorer's shape (a file tree and lines of code) while its files or its code load. */
export function ExplorerSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-1">
      <div className="flex w-56 flex-col gap-2.5 border-r border-zinc-100 p-3">
        {[60, 72, 48, 80, 56, 66].map((width) => (
          <Skeleton key={width} className="h-3.5" style={{ width: `${width}%` }} />
        ))}
      </div>
      <div className="flex flex-1 flex-col gap-2.5 p-4">
        {[40, 65, 55, 80, 30, 70, 45].map((width) => (
          <Skeleton key={width} className="h-3" style={{ width: `${width}%` }} />
        ))}
      </div>
    </div>
  );
}
