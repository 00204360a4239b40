import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

export type LinkStepState = 'done' | 'current' | 'waiting' | 'upcoming';

export type LinkStepProps = {
  index: number;
  title: string;
  description: string;
  state: LinkStepState;
  action?: ReactNode;
};

/** One numbered step of the repository link flow. */
export function LinkStep({ index, title, description, state, action }: LinkStepProps) {
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-xl border p-3 transition-colors',
        state === 'current' || state === 'waiting'
          ? 'border-zinc-300 bg-white'
          : 'border-zinc-200/70 bg-zinc-50/60',
      )}
      aria-current={state === 'current' || state === 'waiting' ? 'step' : undefined}
    >
      <span
        className={cn(
          'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
          state === 'done' && 'bg-emerald-600 text-white',
          (state === 'current' || state === 'waiting') && 'bg-zinc-900 text-white',
          state === 'upcoming' && 'bg-zinc-200 text-zinc-500',
        )}
      >
        {state === 'done' ? (
          <Check aria-label="Done" className="size-3.5" />
        ) : state === 'waiting' ? (
          <Spinner className="size-3.5" />
        ) : (
          index
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm font-medium', state === 'upcoming' ? 'text-zinc-500' : 'text-zinc-900')}>
          {title}
        </p>
        <p className="mt-0.5 text-[13px] leading-5 text-zinc-500">{description}</p>
      </div>
      {action ? <div className="shrink-0 self-center">{action}</div> : null}
    </li>
  );
}
