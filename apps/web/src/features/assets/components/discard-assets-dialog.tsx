import { MESSAGES } from '@kiln/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export type DiscardAssetsDialogProps = { open: boolean; onStay: () => void; onDiscard: () => void };

/** Seed 001 §2.1: leaving the images tab with unsaved mappings. */
export function DiscardAssetsDialog({ open, onStay, onDiscard }: DiscardAssetsDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onStay()}
      title={MESSAGES.DISCARD_CHANGES_TITLE}
      description={MESSAGES.DISCARD_CHANGES_DESCRIPTION}
      cancelLabel={MESSAGES.STAY_HERE}
      confirmLabel={MESSAGES.DISCARD_CHANGES}
      onConfirm={onDiscard}
    />
  );
}
