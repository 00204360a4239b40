import type { DnsRecord } from '@kiln/contracts';
import { Badge } from '@/components/ui/badge';
import { CopyButton } from '@/components/ui/copy-button';

export type DnsRecordsTableProps = { records: DnsRecord[] };

/** The records to create at the DNS provider, each Pending or Active (seed 002 §3). */
export function DnsRecordsTable({ records }: DnsRecordsTableProps) {
  if (records.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-zinc-200 px-3 py-2 text-xs text-zinc-500">
        The DNS records could not be loaded right now; they will appear on the next check.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-zinc-200">
      <table className="w-full text-left text-[12px]">
        <caption className="sr-only">DNS records to create</caption>
        <thead className="bg-zinc-50 text-zinc-500">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Type
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Name
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Value
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.kind} className="border-t border-zinc-100 align-top">
              <td className="px-3 py-2 font-mono font-medium text-zinc-900">{record.type}</td>
              <td className="max-w-36 px-3 py-2">
                <span className="flex items-center gap-1">
                  <span className="truncate font-mono text-zinc-700" title={record.name}>
                    {record.name}
                  </span>
                  <CopyButton value={record.name} label={`Copy ${record.type} name`} />
                </span>
              </td>
              <td className="max-w-40 px-3 py-2">
                <span className="flex items-center gap-1">
                  <span className="truncate font-mono text-zinc-700" title={record.target}>
                    {record.target}
                  </span>
                  <CopyButton value={record.target} label={`Copy ${record.type} value`} />
                </span>
              </td>
              <td className="px-3 py-2">
                <Badge variant={record.status === 'Active' ? 'success' : 'neutral'}>{record.status}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
