import { useQuery } from '@tanstack/react-query';
import { adminUsageQueryOptions } from '../api';
import { formatBytes, formatCount } from '../labels';
import { AdminTable, Cell } from './admin-table';
import { EmptyState, QueryError, TableSkeleton } from './query-state';

const HEAD = ['Account', 'Runs (30 days)', 'Input tokens', 'Output tokens', 'Storage'];

/** Runs and tokens in the last 30 days and storage, per account, busiest first. */
export function UsageTab() {
  const { data, isPending, isError, error, refetch } = useQuery(adminUsageQueryOptions());
  if (isPending) return <TableSkeleton label="Loading usage" />;
  if (isError) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState>No usage yet.</EmptyState>;
  const rows = [...data].sort((a, b) => b.runs - a.runs);
  return (
    <AdminTable caption="Usage per account" head={HEAD}>
      {rows.map((row) => (
        <tr key={row.userId}>
          <Cell className="font-medium text-zinc-900">{row.email}</Cell>
          <Cell className="tabular-nums">{formatCount(row.runs)}</Cell>
          <Cell className="tabular-nums">{formatCount(row.inputTokens)}</Cell>
          <Cell className="tabular-nums">{formatCount(row.outputTokens)}</Cell>
          <Cell className="tabular-nums">{formatBytes(row.storageBytes)}</Cell>
        </tr>
      ))}
    </AdminTable>
  );
}
