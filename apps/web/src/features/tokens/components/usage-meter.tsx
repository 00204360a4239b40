import { cn } from '@/lib/cn';
import { formatPercent, formatTokens, type TokenUsageSummary } from '../token-usage';

export type UsageMeterProps = { summary: TokenUsageSummary; resetsOn: string };

/** Seed 002 §9: this month's usage over the allocation, as a bar that turns red above 100%. */
export function UsageMeter({ summary, resetsOn }: UsageMeterProps) {
  const { used, allocation, percent, barPercent, isOverAllocation, remaining } = summary;
  const percentText = formatPercent(percent);
  return (
    <section
      aria-label="This month"
      className={cn(
        'rounded-xl border p-4',
        isOverAllocation ? 'border-red-200 bg-red-50/60' : 'border-zinc-200/80 bg-zinc-50/60',
      )}
    >
      <div className="flex items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs font-medium text-zinc-500">This month</p>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-1.5 text-zinc-900">
            <span className="text-2xl font-semibold tracking-tight tabular-nums">{formatTokens(used)}</span>
            <span className="text-[13px] text-zinc-500">of {formatTokens(allocation)} tokens</span>
          </p>
        </div>
        <span
          data-testid="token-usage-percent"
          className={cn(
            'shrink-0 text-lg font-semibold tabular-nums',
            isOverAllocation ? 'text-red-600' : 'text-zinc-700',
          )}
        >
          {percentText}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Monthly token usage"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(barPercent)}
        aria-valuetext={`${percentText} of the monthly allocation used`}
        data-over={isOverAllocation ? 'true' : 'false'}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-zinc-200/80"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500 ease-out',
            isOverAllocation ? 'bg-red-500' : percent >= 80 ? 'bg-amber-500' : 'bg-ember-500',
          )}
          style={{ width: `${barPercent}%` }}
        />
      </div>
      <p className={cn('mt-2.5 text-xs', isOverAllocation ? 'font-medium text-red-700' : 'text-zinc-500')}>
        {isOverAllocation
          ? `${formatTokens(used - allocation)} tokens over this month's allocation · resets ${resetsOn}`
          : `${formatTokens(remaining)} tokens left · resets ${resetsOn}`}
      </p>
    </section>
  );
}
