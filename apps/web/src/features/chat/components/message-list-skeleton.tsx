import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a conversation while the history loads: a request, a reply, a request. */
export function MessageListSkeleton() {
  return (
    <div className="flex flex-col gap-6 px-4 py-5" data-testid="chat-skeleton">
      <div className="flex justify-end">
        <Skeleton className="h-10 w-3/5 rounded-2xl rounded-br-md" />
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-center gap-2">
          <Skeleton className="size-5 rounded-md" />
          <Skeleton className="h-3 w-14" />
        </div>
        <Skeleton className="h-9 w-full rounded-xl" />
        <Skeleton className="h-3 w-11/12" />
        <Skeleton className="h-3 w-4/5" />
        <Skeleton className="h-3 w-2/3" />
      </div>
      <div className="flex justify-end">
        <Skeleton className="h-10 w-2/5 rounded-2xl rounded-br-md" />
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-center gap-2">
          <Skeleton className="size-5 rounded-md" />
          <Skeleton className="h-3 w-14" />
        </div>
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-3/4" />
      </div>
    </div>
  );
}
