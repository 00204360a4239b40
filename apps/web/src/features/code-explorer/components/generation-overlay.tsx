import { MESSAGE_TEMPLATES, MESSAGES, type Phase, type SubPhase } from '@kiln/contracts';
import { Check, TriangleAlert, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { generationSteps, phaseCard, type StepState } from '../generation';

export type GenerationOverlayProps = {
  phase: Phase;
  subPhase: SubPhase | null;
  errorCount: number;
  /** Shown under the steps: the workspace's 'Thinking' and 'Refining' panes. */
  children?: ReactNode;
};

function StepMarker({ state, isFixing }: { state: StepState; isFixing: boolean }) {
  if (state === 'done') {
    return (
      <span className="flex size-5 items-center justify-center rounded-full bg-emerald-500 text-white">
        <Check aria-hidden="true" className="size-3" strokeWidth={3} />
      </span>
    );
  }
  if (state === 'current') {
    return (
      <span
        className={cn(
          'flex size-5 items-center justify-center rounded-full',
          isFixing ? 'bg-amber-100 text-amber-700' : 'bg-ember-100 text-ember-700',
        )}
      >
        {isFixing ? <Wrench aria-hidden="true" className="size-3" /> : <Spinner className="size-3" />}
      </span>
    );
  }
  return <span className="size-5 rounded-full border-2 border-zinc-200 bg-white" />;
}

const STATE_WORDS: Record<StepState, string> = { done: 'done', current: 'in progress', pending: 'pending' };

/**
 * Seed 001 §2.6, §4.1–4.2: the code-generation overlay on the Code tab: the phase card, the sub-phase
 * steps, and the automatic fix when errors were found.
 */
export function GenerationOverlay({ phase, subPhase, errorCount, children }: GenerationOverlayProps) {
  const card = phaseCard(phase, subPhase);
  const steps = generationSteps(phase, subPhase);
  const hasErrors = errorCount > 0;
  return (
    <div className="absolute inset-0 z-10 flex items-center justify-center bg-white/70 p-6 backdrop-blur-[3px] animate-fade-in">
      <section
        aria-label="Code generation progress"
        aria-live="polite"
        className="w-full max-w-sm rounded-2xl border border-zinc-200/80 bg-white p-5 shadow-float"
      >
        <div className="flex items-start gap-3">
          <span className="relative flex size-9 shrink-0 items-center justify-center rounded-xl bg-ember-50 text-ember-700">
            <Spinner className="size-4" />
          </span>
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-zinc-900">{card.title}</h3>
            <p className="mt-0.5 text-[13px] text-zinc-500">{card.detail}</p>
          </div>
        </div>

        {hasErrors ? (
          <div className="mt-4 flex items-start gap-2.5 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
            <div className="min-w-0">
              <p className="text-[13px] font-medium text-amber-900">{MESSAGES.ERROR_DETECTED}</p>
              <p className="mt-0.5 text-xs text-amber-800">{MESSAGE_TEMPLATES.fixAttempt(errorCount)}</p>
            </div>
            <span className="ml-auto inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-medium text-amber-800">
              <Spinner className="size-3" />
              {MESSAGES.FIXING}
            </span>
          </div>
        ) : null}

        <ol className="mt-4 flex flex-col gap-2.5">
          {steps.map((step) => {
            const isFixing = hasErrors && step.state === 'current';
            return (
              <li key={step.subPhase} className="flex items-center gap-3">
                <StepMarker state={step.state} isFixing={isFixing} />
                <span
                  className={cn(
                    'text-[13px]',
                    step.state === 'current' && 'font-medium text-zinc-900',
                    step.state === 'done' && 'text-zinc-600',
                    step.state === 'pending' && 'text-zinc-400',
                  )}
                >
                  {step.label}
                </span>
                <span className="sr-only">, {STATE_WORDS[step.state]}</span>
              </li>
            );
          })}
        </ol>
        {children}
      </section>
    </div>
  );
}
