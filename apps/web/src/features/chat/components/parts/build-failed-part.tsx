import { MESSAGES } from '@kiln/contracts';
import { OctagonAlert, Wrench } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { maskSecrets } from '../../display-rules';

export type BuildFailedPartProps = {
  content: string;
  /** Only the owner may fix (seed 001 §6); others see the alert alone. */
  canFix: boolean;
  /** A run is in progress: fixing waits (seed 001 §4.1). */
  isBusy: boolean;
  onFix: () => void;
};

/** Seed 001 §2.2: 'Critical Build Error Detected', the details, and Fix Errors for the owner. */
export function BuildFailedPart({ content, canFix, isBusy, onFix }: BuildFailedPartProps) {
  const details = content.trim();
  return (
    <section
      aria-label={MESSAGES.CRITICAL_BUILD_ERROR}
      className="overflow-hidden rounded-xl border border-red-200 bg-white shadow-card"
    >
      <div className="flex gap-3 bg-red-50/70 px-4 py-3">
        <OctagonAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
        <div className="min-w-0 flex-1">
          <h4 className="text-[13px] font-semibold text-red-900">{MESSAGES.CRITICAL_BUILD_ERROR}</h4>
          <p className="mt-0.5 text-[13px] leading-relaxed text-red-800/90">{MESSAGES.BUILD_FAILED_TEXT}</p>
        </div>
      </div>
      {details ? (
        <pre className="max-h-56 overflow-auto border-t border-red-100 px-4 py-3 font-mono text-[12px] leading-relaxed whitespace-pre-wrap text-zinc-700">
          {maskSecrets(details)}
        </pre>
      ) : null}
      {canFix ? (
        <div className="flex items-center justify-end border-t border-red-100 px-3 py-2">
          <SimpleTooltip content={MESSAGES.FIX_ERRORS_FREE} side="top">
            <Button variant="destructive" size="sm" onClick={onFix} disabled={isBusy}>
              <Wrench aria-hidden="true" />
              {MESSAGES.FIX_ERRORS}
            </Button>
          </SimpleTooltip>
        </div>
      ) : null}
    </section>
  );
}
