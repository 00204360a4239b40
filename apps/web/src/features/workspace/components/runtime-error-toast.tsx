import { MESSAGES } from '@kiln/contracts';
import { TriangleAlert, Wand2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type RuntimeErrorToastProps = {
  /** Already cut to 80 characters. */
  summary: string;
  onFix: () => void;
  onDismiss: () => void;
};

/** Seed 001 §2.6, §8: 'Something needs your attention', the error, Dismiss and 'Fix Automatically'. */
export function RuntimeErrorToast({ summary, onFix, onDismiss }: RuntimeErrorToastProps) {
  return (
    <div
      role="alert"
      className="w-[356px] max-w-[calc(100vw-2rem)] rounded-xl border border-zinc-200/80 bg-white p-4 font-sans shadow-float"
    >
      <div className="flex gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-600">
          <TriangleAlert aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0">
          <p className="text-[13px] font-semibold text-zinc-900">{MESSAGES.NEEDS_ATTENTION}</p>
          <p className="mt-1 font-mono text-[12px] leading-relaxed break-words text-zinc-600">{summary}</p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {MESSAGES.DISMISS}
        </Button>
        <Button variant="primary" size="sm" onClick={onFix}>
          <Wand2 aria-hidden="true" />
          {MESSAGES.FIX_AUTOMATICALLY}
        </Button>
      </div>
    </div>
  );
}
