import type { ReactNode } from 'react';
import { useId } from 'react';

export type BreakdownRow = { key: string; label: ReactNode; count: number };

export type BreakdownListProps = { title: string; unit: string; rows: readonly BreakdownRow[] };

/** A ranked list (top pages, referrers, devices): each row's bar is its share of the largest. */
export function BreakdownList({ title, unit, rows }: BreakdownListProps) {
  const id = useId();
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-2">
      <h3 id={id} className="flex items-center justify-between text-xs font-medium text-zinc-700">
        {title}
        <span className="font-normal text-zinc-400">{unit}</span>
      </h3>
      {rows.length === 0 ? (
        <p className="rounded-lg bg-zinc-50 px-2.5 py-2 text-xs text-zinc-400">Nothing yet</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {rows.map((row) => (
            <li
              key={row.key}
              className="relative flex items-center justify-between gap-2 px-2.5 py-1.5 text-xs"
            >
              <span
                aria-hidden="true"
                className="absolute inset-y-0 left-0 rounded-md bg-ember-50 ring-1 ring-ember-100/60 ring-inset"
                style={{ width: `${(row.count / max) * 100}%` }}
              />
              <span className="relative flex min-w-0 items-center gap-1.5 truncate text-zinc-700">
                {row.label}
              </span>
              <span className="relative tabular-nums font-medium text-zinc-900">{row.count}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
