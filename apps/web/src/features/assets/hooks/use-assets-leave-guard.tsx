import { useState } from 'react';
import { hasUnsavedMappings } from '../asset-state';
import { DiscardAssetsDialog } from '../components/discard-assets-dialog';
import { getAssetSession } from '../session';
import { stopImageInspector } from './use-image-selection';

/**
 * Seed 001 §2.1: leaving the images tab with unsaved mappings asks first ('Discard Changes?');
 * leaving it in any way turns the image inspector off.
 */
export function useAssetsLeaveGuard<T extends string>(
  webId: string,
  tab: T,
  imagesTab: T,
  onTabChange: (tab: T) => void,
) {
  const [pending, setPending] = useState<T | null>(null);

  const leave = (next: T) => {
    stopImageInspector(webId);
    onTabChange(next);
  };

  const requestTab = (next: T) => {
    if (tab !== imagesTab || next === imagesTab) return onTabChange(next);
    if (hasUnsavedMappings(getAssetSession(webId).getState())) return setPending(next);
    leave(next);
  };

  const dialog = (
    <DiscardAssetsDialog
      open={pending !== null}
      onStay={() => setPending(null)}
      onDiscard={() => {
        getAssetSession(webId).dispatch({ type: 'mappings/clear' });
        if (pending !== null) leave(pending);
        setPending(null);
      }}
    />
  );
  return { requestTab, dialog };
}
