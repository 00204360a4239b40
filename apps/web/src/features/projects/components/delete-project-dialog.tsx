import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export type DeleteProjectDialogProps = {
  projectName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  isDeleting: boolean;
};

/** Deleting a project, from its card or its settings; the dialog stays open while the call runs. */
export function DeleteProjectDialog({
  projectName,
  open,
  onOpenChange,
  onConfirm,
  isDeleting,
}: DeleteProjectDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this project?"
      description={
        <>
          <span className="font-medium text-zinc-700">“{projectName}”</span>, its history and its deployments
          will be deleted for good. This can’t be undone.
        </>
      }
      cancelLabel="Cancel"
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      onConfirm={onConfirm}
      isPending={isDeleting}
    />
  );
}
