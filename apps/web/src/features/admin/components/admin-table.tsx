import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type AdminTableProps = { caption: string; head: readonly ReactNode[]; children: ReactNode };

/** The console's tables: a named caption for screen readers, sticky column heads, zinc rules. */
export function AdminTable({ caption, head, children }: AdminTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-200/80 bg-white shadow-card">
      <table className="w-full text-left text-[13px]">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-zinc-200 bg-zinc-50/80 text-xs text-zinc-500">
          <tr>
            {head.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the heads are fixed per table
              <th key={index} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">{children}</tbody>
      </table>
    </div>
  );
}

export function Cell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2.5 align-middle text-zinc-700', className)} {...props} />;
}
