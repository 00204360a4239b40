import { LIMITS, MESSAGE_TEMPLATES, MESSAGES } from '@kiln/contracts';
import { Button } from '@/components/ui/button';
import type { AssetState } from '../asset-state';

export type AssetBottomBarProps = {
  state: AssetState;
  isApplying: boolean;
  isDisabled: boolean;
  onDiscard: () => void;
  onApply: () => void;
};

/** Seed 001 §2.4 bottom bar: 'N images mapped' with up to 3 thumbnails then +N, a video, or 'Apply Asset'. */
export function AssetBottomBar({ state, isApplying, isDisabled, onDiscard, onApply }: AssetBottomBarProps) {
  const count = state.imageMappings.length;
  const shown = state.imageMappings.slice(0, LIMITS.appliedImageThumbnails);
  const extra = count - shown.length;
  return (
    <div className="flex shrink-0 items-center gap-2 border-t border-zinc-200/80 bg-white px-3 py-2.5">
      {count > 0 ? (
        <>
          <div className="flex items-center -space-x-2" aria-hidden="true">
            {shown.map((m) => (
              <img
                key={m.elementIndex}
                src={m.image.thumb}
                alt=""
                className="size-7 rounded-md object-cover ring-2 ring-white"
              />
            ))}
            {extra > 0 ? (
              <span className="flex size-7 items-center justify-center rounded-md bg-zinc-100 text-[11px] font-medium text-zinc-600 ring-2 ring-white">
                {MESSAGE_TEMPLATES.moreThumbnails(extra)}
              </span>
            ) : null}
          </div>
          <span className="min-w-0 flex-1 truncate text-[13px] text-zinc-600">
            {MESSAGE_TEMPLATES.imagesMapped(count)}
          </span>
          <Button size="sm" onClick={onDiscard} disabled={isApplying}>
            {MESSAGES.DISCARD}
          </Button>
          <Button variant="primary" size="sm" onClick={onApply} disabled={isApplying || isDisabled}>
            {isApplying ? MESSAGES.APPLYING : MESSAGE_TEMPLATES.applyImages(count)}
          </Button>
        </>
      ) : state.videoMapping ? (
        <>
          <span className="min-w-0 flex-1 truncate text-[13px] text-zinc-600">
            {state.videoMapping.video.metadata.name}
          </span>
          <Button size="sm" onClick={onDiscard} disabled={isApplying}>
            {MESSAGES.DISCARD}
          </Button>
          <Button variant="primary" size="sm" onClick={onApply} disabled={isApplying || isDisabled}>
            {isApplying ? MESSAGES.APPLYING : MESSAGES.APPLY}
          </Button>
        </>
      ) : (
        <Button variant="primary" size="sm" disabled className="ml-auto">
          {MESSAGES.APPLY_ASSET}
        </Button>
      )}
    </div>
  );
}
