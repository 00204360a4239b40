import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatPrice, type PlanOption } from '../plans';

export type PlanCardProps = { plan: PlanOption; isHighlighted?: boolean };

export function PlanCard({ plan, isHighlighted = false }: PlanCardProps) {
  return (
    <div
      className={cn(
        'relative flex flex-col gap-3 rounded-xl border bg-white p-4',
        isHighlighted ? 'border-ember-300 shadow-[0_0_0_3px_var(--color-ember-100)]' : 'border-zinc-200',
      )}
    >
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-medium text-zinc-700">{plan.title}</h3>
        {plan.savingPercent ? <Badge variant="ember">Save {plan.savingPercent}%</Badge> : null}
      </div>
      <p className="flex items-baseline gap-1">
        <span className="text-3xl font-semibold tracking-tight text-zinc-900 tabular-nums">
          {formatPrice(plan.amount)}
        </span>
        <span className="text-sm text-zinc-500">per {plan.per}</span>
      </p>
    </div>
  );
}
