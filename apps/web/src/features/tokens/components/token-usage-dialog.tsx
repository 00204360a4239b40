import { MESSAGES, type TokenStats } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { Gauge, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { tokenStatsQueryOptions } from '../api';
import { formatResetDate, formatTokens, nextResetDate, summariseTokenUsage } from '../token-usage';
import { UsageMeter } from './usage-meter';

export type TokenUsageDialogProps = {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function Stat({ label, value, hint }: { label: string; value: number; hint: string }) {
  // A row (label left, figure right) on a phone; a column per figure from `sm` up.
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 px-3 py-2.5 sm:grid-cols-1 sm:items-start sm:gap-y-0.5">
      <dt className="text-[11px] font-medium text-zinc-500">{label}</dt>
      <dd className="row-span-2 text-[15px] font-semibold text-zinc-900 tabular-nums sm:row-span-1">
        {formatTokens(value)}
      </dd>
      <dd className="text-[11px] leading-snug text-zinc-400">{hint}</dd>
    </div>
  );
}

function UsageDetails({ stats }: { stats: TokenStats }) {
  return (
    <>
      <UsageMeter summary={summariseTokenUsage(stats)} resetsOn={formatResetDate(nextResetDate())} />
      <dl className="grid grid-cols-1 divide-y divide-zinc-200/80 rounded-lg border border-zinc-200/80 bg-white sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        <Stat label="This project" value={stats.totalTokens} hint="All time, every model" />
        <Stat
          label="OpenAI models"
          value={stats.openAITokens}
          hint="This project's share, with its app's AI features"
        />
        <Stat label="Lifetime" value={stats.lifetimeUsage} hint="All your projects" />
      </dl>
      <p className="text-xs leading-relaxed text-zinc-500">
        Tokens count what the assistant reads and writes. The built-in offline model&apos;s are estimated and
        cost nothing; a connected model&apos;s are what its provider reports.
      </p>
    </>
  );
}

function UsageSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading token usage" className="flex flex-col gap-3">
      <Skeleton className="h-[118px] rounded-xl" />
      <div className="grid grid-cols-3 gap-2">
        <Skeleton className="h-[74px] rounded-lg" />
        <Skeleton className="h-[74px] rounded-lg" />
        <Skeleton className="h-[74px] rounded-lg" />
      </div>
    </div>
  );
}

/** Seed 002 §2, §3, §9: the owner's token usage against the monthly allocation. */
export function TokenUsageDialog({ projectId, open, onOpenChange }: TokenUsageDialogProps) {
  // Fresh on every opening: runs add tokens while the dialog is closed.
  const stats = useQuery({ ...tokenStatsQueryOptions(projectId), enabled: open, staleTime: 0 });

  const renderBody = () => {
    if (stats.data) return <UsageDetails stats={stats.data} />;
    if (stats.isError) {
      return (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
        >
          <p className="text-[13px] text-red-800">
            {errorMessage(stats.error, "Couldn't load your token usage.")}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void stats.refetch()}
            disabled={stats.isFetching}
          >
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      );
    }
    return <UsageSkeleton />;
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <span className="mb-2 inline-flex size-10 items-center justify-center rounded-xl bg-ember-50 text-ember-600 ring-1 ring-ember-100">
            <Gauge aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle>{MESSAGES.TOKEN_USAGE}</DialogTitle>
          <DialogDescription>
            What the assistant has used this month against your allocation.
          </DialogDescription>
        </DialogHeader>
        {renderBody()}
      </DialogContent>
    </Dialog>
  );
}
