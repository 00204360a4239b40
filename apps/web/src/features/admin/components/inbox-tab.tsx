import type { AdminThread, ThreadStatus } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/time';
import { adminInboxQueryOptions, type ThreadKind } from '../api';
import { EmptyState, QueryError, TableSkeleton } from './query-state';
import { ThreadDetail } from './thread-detail';
import { ThreadStatusBadge } from './thread-status-badge';

type StatusFilter = ThreadStatus | 'all';
type KindFilter = ThreadKind | 'all';

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
] as const;

const KIND_OPTIONS = [
  { value: 'support', label: 'Support' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'all', label: 'All' },
] as const;

type ThreadListItemProps = { thread: AdminThread; isSelected: boolean; onSelect: () => void };

function ThreadListItem({ thread, isSelected, onSelect }: ThreadListItemProps) {
  return (
    <li>
      <button
        type="button"
        aria-current={isSelected ? 'true' : undefined}
        onClick={onSelect}
        className={cn(
          'flex w-full flex-col gap-1 px-3 py-2.5 text-left outline-none hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-ember-500/60 focus-visible:ring-inset',
          isSelected && 'bg-ember-50/60 hover:bg-ember-50/80',
        )}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-[13px] font-medium text-zinc-900">{thread.user.email}</span>
          <ThreadStatusBadge status={thread.status} />
        </span>
        <span className="flex items-center gap-2 text-xs text-zinc-500">
          {thread.kind === 'feedback' ? 'Feedback' : 'Support'}
          {thread.kind === 'feedback' && thread.rating !== null ? (
            <span className="inline-flex items-center gap-0.5">
              <Star aria-hidden="true" className="size-3 fill-amber-400 text-amber-400" />
              <span aria-hidden="true">{thread.rating}</span>
              <span className="sr-only">Rated {thread.rating} of 5</span>
            </span>
          ) : null}
          <time dateTime={thread.createdAt}>{formatRelativeTime(thread.createdAt)}</time>
        </span>
        <span className="line-clamp-2 text-xs text-zinc-600">{thread.message}</span>
      </button>
    </li>
  );
}

/** Support messages and feedback, filtered by status and kind, with a reply pane. */
export function InboxTab() {
  const [status, setStatus] = useState<StatusFilter>('open');
  const [kind, setKind] = useState<KindFilter>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const filter = {
    ...(status === 'all' ? {} : { status }),
    ...(kind === 'all' ? {} : { kind }),
  };
  const { data, isPending, isError, error, refetch } = useQuery(adminInboxQueryOptions(filter));
  const selected = data?.find((thread) => thread.id === selectedId) ?? data?.[0] ?? null;

  const renderBody = () => {
    if (isPending) return <TableSkeleton label="Loading the inbox" />;
    if (isError) return <QueryError error={error} onRetry={() => void refetch()} />;
    if (data.length === 0) return <EmptyState>No messages here.</EmptyState>;
    return (
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ul
          aria-label="Messages"
          className="divide-y divide-zinc-100 overflow-hidden rounded-xl border border-zinc-200/80 bg-white shadow-card"
        >
          {data.map((thread) => (
            <ThreadListItem
              key={thread.id}
              thread={thread}
              isSelected={thread.id === selected?.id}
              onSelect={() => setSelectedId(thread.id)}
            />
          ))}
        </ul>
        <div className="rounded-xl border border-zinc-200/80 bg-white p-5 shadow-card">
          {selected ? <ThreadDetail key={selected.id} thread={selected} /> : null}
        </div>
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <SegmentedControl label="Status" value={status} onValueChange={setStatus} options={STATUS_OPTIONS} />
        <SegmentedControl label="Kind" value={kind} onValueChange={setKind} options={KIND_OPTIONS} />
      </div>
      {renderBody()}
    </div>
  );
}
