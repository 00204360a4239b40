import { MESSAGE_TEMPLATES, MESSAGES } from '@kiln/contracts';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { IconButton } from '@/components/ui/icon-button';

export type DeleteElementDialogProps = { tagName: string; onConfirm: () => void };

/** Seed 001 §2.5: the delete icon and its 'Delete Element' confirmation. */
export function DeleteElementDialog({ tagName, onConfirm }: DeleteElementDialogProps) {
  return (
    <ConfirmDialog
      trigger={
        <IconButton
          label={MESSAGES.DELETE_ELEMENT}
          size="icon-sm"
          className="text-zinc-500 hover:text-red-600"
        >
          <Trash2 />
        </IconButton>
      }
      title={MESSAGES.DELETE_ELEMENT}
      description={MESSAGE_TEMPLATES.deleteElementConfirm(tagName)}
      cancelLabel={MESSAGES.CANCEL}
      confirmLabel={MESSAGES.DELETE}
      onConfirm={onConfirm}
    />
  );
}
