import { MESSAGES } from '@kiln/contracts';
import { MousePointerClick } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type AssetIntroProps = { isInspecting: boolean; onSelect: () => void };

/**
 * Seed 001 §2.4 steps 1 and 2: the intro with 'Select Element' and a short demo (an animated sketch of
 * picking a picture in the preview), then the hint while the inspector waits for a click.
 */
export function AssetIntro({ isInspecting, onSelect }: AssetIntroProps) {
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-8 text-center">
      <div
        aria-hidden="true"
        className="relative h-32 w-52 overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-sm"
      >
        <div className="m-3 h-2 w-20 rounded bg-zinc-200" />
        <div className="mx-3 grid grid-cols-2 gap-2">
          <div className="h-16 rounded-md bg-gradient-to-br from-amber-200 to-rose-300 motion-safe:animate-[pulse_2.4s_ease-in-out_infinite]" />
          <div className="space-y-1.5 pt-1">
            <div className="h-1.5 rounded bg-zinc-200" />
            <div className="h-1.5 w-4/5 rounded bg-zinc-200" />
            <div className="h-1.5 w-3/5 rounded bg-zinc-200" />
          </div>
        </div>
        <MousePointerClick className="absolute top-14 left-16 size-5 text-blue-600 drop-shadow motion-safe:animate-bounce" />
      </div>
      {isInspecting ? (
        <div role="status" className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-zinc-900">{MESSAGES.SELECT_ELEMENT}</p>
          <p className="text-[13px] text-zinc-500">{MESSAGES.HOVER_AND_CLICK}</p>
        </div>
      ) : (
        <>
          <p className="max-w-64 text-[13px] text-zinc-500">
            Pick an image or video in the preview, then search, upload or generate a new one for it.
          </p>
          <Button variant="dark" size="sm" onClick={onSelect}>
            <MousePointerClick aria-hidden="true" />
            {MESSAGES.SELECT_ELEMENT}
          </Button>
        </>
      )}
    </div>
  );
}
