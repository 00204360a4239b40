import type { MigrationStatus } from '@kiln/contracts';
import { ChevronRight, Database, Play } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Spinner } from '@/components/ui/spinner';

export type MigrationPartProps = {
  name: string;
  sql: string;
  status: MigrationStatus;
  /** Why it failed, when the server said. */
  error?: string;
  /** The owner's approval: runs it on the linked database (absent for visitors and applied ones). */
  onApprove?: () => void;
  isApproving?: boolean;
};

const STATUS_BADGES: Record<MigrationStatus, { label: string; variant: 'neutral' | 'success' | 'danger' }> = {
  pending: { label: 'Pending', variant: 'neutral' },
  applied: { label: 'Applied', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
};

/** Seed 000 §2: a database migration the assistant wrote, with its status and its SQL on demand. */
export function MigrationPart({
  name,
  sql,
  status,
  error,
  onApprove,
  isApproving = false,
}: MigrationPartProps) {
  const badge = STATUS_BADGES[status];
  return (
    <Collapsible
      role="group"
      aria-label={`Database migration ${name}`}
      className="rounded-xl border border-zinc-200/80 bg-white shadow-card"
    >
      <div className="flex items-center gap-3 px-3.5 py-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
          <Database aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-[11px] font-medium tracking-wide text-zinc-400 uppercase">Database migration</p>
          <p className="truncate text-[13px] font-medium text-zinc-900" title={name}>
            {name}
          </p>
        </div>
        <Badge variant={badge.variant}>{badge.label}</Badge>
        <CollapsibleTrigger
          aria-label="Show SQL"
          className="group inline-flex size-7 items-center justify-center rounded-md text-zinc-400 outline-none hover:bg-zinc-100 hover:text-zinc-700 focus-visible:ring-2 focus-visible:ring-ember-500/60"
        >
          <ChevronRight
            aria-hidden="true"
            className="size-4 transition-transform group-data-[state=open]:rotate-90"
          />
        </CollapsibleTrigger>
      </div>
      {error ? (
        <p
          role="alert"
          className="border-t border-red-100 bg-red-50/60 px-3.5 py-2 text-[12.5px] text-red-800"
        >
          {error}
        </p>
      ) : null}
      {onApprove && status !== 'applied' ? (
        <div className="flex items-center justify-between gap-3 border-t border-zinc-100 px-3.5 py-2.5">
          <p className="text-[12.5px] text-zinc-500">
            {status === 'failed'
              ? 'Fix it in the chat, or run it again once what it needs is there.'
              : 'Review the SQL, then run it on your Supabase database.'}
          </p>
          <Button size="sm" variant="dark" onClick={onApprove} disabled={isApproving}>
            {isApproving ? <Spinner /> : <Play aria-hidden="true" />}
            {status === 'failed' ? 'Run again' : 'Approve and run'}
          </Button>
        </div>
      ) : null}
      <CollapsibleContent>
        <pre className="max-h-64 overflow-auto border-t border-zinc-100 bg-zinc-50 px-3.5 py-2.5 font-mono text-[12px] leading-relaxed text-zinc-700">
          {sql}
        </pre>
      </CollapsibleContent>
    </Collapsible>
  );
}
