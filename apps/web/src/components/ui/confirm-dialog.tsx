import type { MouseEvent, ReactElement, ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { Spinner } from './spinner';

export type ConfirmDialogProps = {
  title: ReactNode;
  description: ReactNode;
  /** The safe choice; it has the focus when the dialog opens, and Escape does the same. */
  cancelLabel: ReactNode;
  /** The destructive choice. */
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** The element that opens the dialog, when the dialog keeps its own open state. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Given when the confirmed work is slow and the caller closes the dialog once it is done: Confirm then
   * keeps the dialog open, and while `isPending` both choices are disabled and Escape does nothing.
   */
  isPending?: boolean;
  /** The confirm button's label while `isPending`. */
  pendingLabel?: ReactNode;
  /** Where the focus goes on close, when the dialog has no trigger (opened from a menu item). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * A destructive action's confirmation: an `alertdialog` named by its title and described by its
 * description, the focus on Cancel (Radix's AlertDialog does that), Escape cancels.
 */
export function ConfirmDialog({
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  trigger,
  open,
  onOpenChange,
  isPending,
  pendingLabel,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const waitsForCaller = isPending !== undefined;
  const handleConfirm = (event: MouseEvent) => {
    // The caller closes the dialog when the work is done.
    if (waitsForCaller) event.preventDefault();
    onConfirm();
  };
  const handleOpenChange = (next: boolean) => {
    if (!isPending) onOpenChange?.(next);
  };

  return (
    <AlertDialog open={open} onOpenChange={handleOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction onClick={handleConfirm} disabled={isPending}>
            {isPending ? <Spinner /> : null}
            {isPending && pendingLabel ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
