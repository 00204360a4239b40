import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/lib/time';
import { adminActionsQueryOptions } from '../api';
import { formatDetail } from '../labels';
import { AdminTable, Cell } from './admin-table';
import { EmptyState, QueryError, TableSkeleton } from './query-state';

const HEAD = ['When', 'Admin', 'Action', 'Target', 'Detail'];

/** Every admin action, newest first. */
export function AuditTab() {
  const { data, isPending, isError, error, refetch } = useQuery(adminActionsQueryOptions());
  if (isPending) return <TableSkeleton label="Loading the audit log" />;
  if (isError) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState>No admin action yet.</EmptyState>;
  return (
    <AdminTable caption="Audit log" head={HEAD}>
      {data.map((entry) => (
        <tr key={entry.id}>
          <Cell className="whitespace-nowrap">
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </Cell>
          <Cell>{entry.adminEmail}</Cell>
          <Cell className="font-mono text-xs">{entry.action}</Cell>
          <Cell className="text-xs">
            {entry.targetType}
            {entry.targetId ? <span className="ml-1 font-mono text-zinc-500">{entry.targetId}</span> : null}
          </Cell>
          <Cell className="max-w-96 text-xs break-words text-zinc-600">{formatDetail(entry.detail)}</Cell>
        </tr>
      ))}
    </AdminTable>
  );
}
