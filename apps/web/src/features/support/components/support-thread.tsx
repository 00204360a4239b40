import type { FeedbackItem } from '@kiln/contracts';
import { CheckCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatRelativeTime } from '@/lib/time';

export type SupportThreadProps = { items: readonly FeedbackItem[] | undefined; isLoading: boolean };

/** The user's earlier support messages, oldest first, kept scrolled to the newest. */
export function SupportThread({ items, isLoading }: SupportThreadProps) {
  const endRef = useRef<HTMLLIElement>(null);
  const count = items?.length ?? 0;

  useEffect(() => {
    if (count > 0) endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);

  if (isLoading) {
    return (
      <div className="flex flex-col items-end gap-2" aria-busy="true">
        <Skeleton className="h-10 w-2/3 rounded-2xl" />
        <Skeleton className="h-10 w-1/2 rounded-2xl" />
      </div>
    );
  }
  if (!items || items.length === 0) return null;

  return (
    <ol aria-label="Support history" className="-mx-1 flex max-h-64 flex-col gap-3 overflow-y-auto px-1 py-1">
      {items.map((item, index) => (
        <li
          key={item._id}
          ref={index === items.length - 1 ? endRef : undefined}
          className="flex flex-col items-end"
        >
          <p className="max-w-[85%] rounded-2xl rounded-br-md bg-zinc-900 px-3.5 py-2 text-[13px] leading-relaxed whitespace-pre-wrap text-white">
            {item.message}
          </p>
          <span className="mt-1 flex items-center gap-1 text-[11px] text-zinc-400">
            <CheckCheck aria-hidden="true" className="size-3" />
            Sent{' '}
            <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
              {formatRelativeTime(item.createdAt)}
            </time>
          </span>
        </li>
      ))}
    </ol>
  );
}
