import type { DnsRecord } from '@kiln/contracts';
import { Badge } from '@/components/ui/badge';
import { CopyButton } from '@/components/ui/copy-button';

export type DnsRecordsTableProps = { records: DnsRecord[] };

const headerCell = 'px-2 py-2 font-medium';

/**
 * A record's name or value, whole: monospace and wrapped anywhere (no ellipsis), with its copy button
 * beside it, or under it when the column is too narrow for both.
 */
function RecordText({ value, label }: { value: string; label: string }) {
  return (
    <span className="flex flex-wrap items-start gap-x-1">
      <code className="min-w-0 flex-1 basis-24 py-1.5 font-mono break-all whitespace-normal text-zinc-800">
        {value}
      </code>
      <CopyButton value={value} label={label} className="shrink-0" />
    </span>
  );
}

/**
 * The records to create at the DNS provider, each Pending or Active (seed 002 §3). The layout is fixed:
 * Type and Status keep their width at any dialog width and the name and value wrap inside theirs, so a
 * long TXT value never pushes Status out of sight (issue 17 §5).
 */
export function DnsRecordsTable({ records }: DnsRecordsTableProps) {
  if (records.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-zinc-200 px-3 py-2 text-xs text-zinc-500">
        The DNS records could not be loaded right now; they will appear on the next check.
      </p>
    );
  }
  return (
    <div className="rounded-lg border border-zinc-200 bg-white">
      <table className="w-full table-fixed text-left text-[12px]">
        <caption className="sr-only">DNS records to create</caption>
        <colgroup>
          <col className="w-14" />
          <col />
          <col />
          <col className="w-[4.75rem]" />
        </colgroup>
        <thead className="bg-zinc-50 text-zinc-500">
          <tr>
            <th scope="col" className={headerCell}>
              Type
            </th>
            <th scope="col" className={headerCell}>
              Name
            </th>
            <th scope="col" className={headerCell}>
              Value
            </th>
            <th scope="col" className={headerCell}>
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.kind} className="border-t border-zinc-100 align-top">
              <td className="px-2 py-2 font-mono font-medium text-zinc-900">{record.type}</td>
              <td className="px-2 py-2">
                <RecordText value={record.name} label={`Copy ${record.type} name`} />
              </td>
              <td className="px-2 py-2">
                <RecordText value={record.target} label={`Copy ${record.type} value`} />
              </td>
              <td className="px-2 py-2 whitespace-nowrap">
                <Badge variant={record.status === 'Active' ? 'success' : 'neutral'}>{record.status}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
