import { Skeleton } from '@/components/ui/skeleton';

/** The version list's stand-in while its code or its versions load. */
export function HistorySkeleton() {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-2 p-3">
      {[0, 1, 2].map((key) => (
        <li key={key} className="flex gap-3 p-2.5">
          <Skeleton className="aspect-[16/10] w-20 rounded-md" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-6 w-20 rounded-lg" />
          </div>
        </li>
      ))}
    </ul>
  );
}
