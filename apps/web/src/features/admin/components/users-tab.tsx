import type { AdminUser } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatDateTime } from '@/lib/time';
import { adminUsersQueryOptions } from '../api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { formatPlanEnd } from '../labels';
import { AdminTable, Cell } from './admin-table';
import { EmptyState, QueryError, TableSkeleton } from './query-state';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';
import { UserActionsMenu } from './user-actions-menu';

const HEAD = [
  'Account',
  'Plan',
  'Status',
  'Sessions',
  'Projects',
  'Joined',
  <span key="a" className="sr-only">
    Actions
  </span>,
];

function PlanBadge({ user }: { user: AdminUser }) {
  if (!user.isPremium) return <Badge>Free</Badge>;
  return (
    <Badge variant="ember">
      Premium{user.planPeriodEnd ? ` until ${formatPlanEnd(user.planPeriodEnd)}` : ''}
    </Badge>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  return (
    <tr className={user.disabledAt ? 'bg-zinc-50/60' : undefined}>
      <Cell>
        <div className="font-medium text-zinc-900">{user.name || '—'}</div>
        <div className="text-xs text-zinc-500">{user.email}</div>
      </Cell>
      <Cell>
        <PlanBadge user={user} />
      </Cell>
      <Cell>
        <div className="flex flex-wrap gap-1">
          {user.isAdmin ? <Badge variant="info">Admin</Badge> : null}
          {user.disabledAt ? <Badge variant="danger">Disabled</Badge> : null}
          {!user.isAdmin && !user.disabledAt ? <span className="text-zinc-400">—</span> : null}
        </div>
      </Cell>
      <Cell className="tabular-nums">{user.sessions}</Cell>
      <Cell className="tabular-nums">{user.projects}</Cell>
      <Cell className="whitespace-nowrap">
        <time dateTime={user.createdAt} title={formatDateTime(user.createdAt)}>
          {formatDate(user.createdAt)}
        </time>
      </Cell>
      <Cell className="text-right">
        <UserActionsMenu user={user} />
      </Cell>
    </tr>
  );
}

/** Every account, searchable by name or email, with the operator's actions per row. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(adminUsersQueryOptions(q));

  const renderBody = () => {
    if (isPending) return <TableSkeleton label="Loading accounts" />;
    if (isError) return <QueryError error={error} onRetry={() => void refetch()} />;
    if (data.length === 0) {
      return <EmptyState>{q.trim() ? `No account matches “${q.trim()}”.` : 'No accounts yet.'}</EmptyState>;
    }
    return (
      <AdminTable caption="Accounts" head={HEAD}>
        {data.map((user) => (
          <UserRow key={user.id} user={user} />
        ))}
      </AdminTable>
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <SearchBox
        label="Search accounts"
        placeholder="Search by name or email"
        value={search}
        onChange={setSearch}
        isSearching={isFetching && !isPending}
      />
      {renderBody()}
    </div>
  );
}
