import { MESSAGES } from '@kiln/contracts';
import { MousePointerClick } from 'lucide-react';
import { PreviewModeToggle } from './preview-mode-toggle';

export type SelectElementToggleProps = { webId: string; isDisabled?: boolean };

/**
 * Seed 001 §2.6: the owner's 'Select Element' toggle. Elements picked in the preview go with the next
 * chat message.
 */
export function SelectElementToggle({ webId, isDisabled = false }: SelectElementToggleProps) {
  return (
    <PreviewModeToggle
      webId={webId}
      mode="inspector"
      icon={<MousePointerClick aria-hidden="true" />}
      label={MESSAGES.SELECT_ELEMENT}
      tooltip={MESSAGES.INSPECT_MULTI_HINT}
      isDisabled={isDisabled}
    />
  );
}
