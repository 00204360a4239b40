import { MESSAGES, type Project } from '@kiln/contracts';
import { Globe, Lock, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import { useResetPreviewLink, useSetPrivacy } from '@/features/projects';

export type VisibilitySettingProps = { project: Project };

/**
 * Public or private, for the owner (seed 002 §4–§5); everyone else only sees the lock in the header.
 * A private project's owner can revoke the preview links shared so far (issue 13 §4).
 */
export function VisibilitySetting({ project }: VisibilitySettingProps) {
  const switchId = useId();
  const descriptionId = useId();
  const { setPrivacy, isPending } = useSetPrivacy();
  const Icon = project.isPrivate ? Lock : Globe;

  const handleCheckedChange = (isPrivate: boolean) => setPrivacy({ projectId: project._id, isPrivate });

  return (
    <div className="rounded-lg border border-zinc-200 bg-zinc-50/60 p-3">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={switchId} className="flex items-center gap-2 text-[13px] font-medium text-zinc-900">
          <Icon className="size-3.5 text-zinc-500" aria-hidden="true" />
          Private project
        </label>
        <Switch
          id={switchId}
          checked={project.isPrivate}
          disabled={!project.isOwner || isPending}
          onCheckedChange={handleCheckedChange}
          aria-describedby={descriptionId}
        />
      </div>
      <p id={descriptionId} className="mt-1.5 text-xs leading-relaxed text-zinc-500">
        {project.isPrivate
          ? 'Only you can open it. Visitors get “Project not found”.'
          : 'Anyone with the link can view it and fork it.'}
      </p>
      {project.isPrivate && project.isOwner ? <ResetPrivateLink projectId={project._id} /> : null}
    </div>
  );
}

function ResetPrivateLink({ projectId }: { projectId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const reset = useResetPreviewLink(projectId);
  const handleConfirm = () => reset.mutate(undefined, { onSettled: () => setIsOpen(false) });

  return (
    <div className="mt-3 flex items-center justify-between gap-3 border-t border-zinc-200 pt-3">
      <p className="text-xs leading-relaxed text-zinc-500">
        Shared the preview link by mistake? A new link turns the old ones off.
      </p>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        trigger={
          <Button size="sm" className="shrink-0">
            <RotateCcw aria-hidden="true" />
            Reset private link
          </Button>
        }
        title="Reset the private link?"
        description={MESSAGES.PREVIEW_LINK_RESET_CONFIRM}
        cancelLabel="Cancel"
        confirmLabel="Reset link"
        onConfirm={handleConfirm}
        isPending={reset.isPending}
        pendingLabel="Resetting…"
      />
    </div>
  );
}
