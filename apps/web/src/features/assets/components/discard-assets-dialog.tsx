import { MESSAGES } from '@kiln/contracts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

export type DiscardAssetsDialogProps = { open: boolean; onStay: () => void; onDiscard: () => void };

/** Seed 001 §2.1: leaving the images tab with unsaved mappings. */
export function DiscardAssetsDialog({ open, onStay, onDiscard }: DiscardAssetsDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{MESSAGES.DISCARD_CHANGES_TITLE}</AlertDialogTitle>
          <AlertDialogDescription>{MESSAGES.DISCARD_CHANGES_DESCRIPTION}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onStay}>{MESSAGES.STAY_HERE}</AlertDialogCancel>
          <AlertDialogAction onClick={onDiscard}>{MESSAGES.DISCARD_CHANGES}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
