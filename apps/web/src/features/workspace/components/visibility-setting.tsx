import type { Project } from '@kiln/contracts';
import { Globe, Lock } from 'lucide-react';
import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { useSetPrivacy } from '@/features/projects';

export type VisibilitySettingProps = { project: Project };

/** Public or private, for the owner (seed 002 §4–§5); everyone else only sees the lock in the header. */
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
    </div>
  );
}
