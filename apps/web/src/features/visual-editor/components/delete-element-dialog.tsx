import { MESSAGE_TEMPLATES, MESSAGES } from '@kiln/contracts';
import { Trash2 } from 'lucide-react';
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
} from '@/components/ui/alert-dialog';
import { IconButton } from '@/components/ui/icon-button';

export type DeleteElementDialogProps = { tagName: string; onConfirm: () => void };

/** Seed 001 §2.5: the delete icon and its 'Delete Element' confirmation. */
export function DeleteElementDialog({ tagName, onConfirm }: DeleteElementDialogProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <IconButton
          label={MESSAGES.DELETE_ELEMENT}
          size="icon-sm"
          className="text-zinc-500 hover:text-red-600"
        >
          <Trash2 />
        </IconButton>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{MESSAGES.DELETE_ELEMENT}</AlertDialogTitle>
          <AlertDialogDescription>{MESSAGE_TEMPLATES.deleteElementConfirm(tagName)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{MESSAGES.CANCEL}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{MESSAGES.DELETE}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
