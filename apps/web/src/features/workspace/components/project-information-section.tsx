import { PROJECT_NAME_MAX, type Project } from '@kiln/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PLATFORM_LABELS, useRenameProject } from '@/features/projects';
import { formatDate, formatDateTime, formatRelativeTime } from '@/lib/time';
import { nextProjectName } from '../project-name';
import { KnowledgeSetting } from './knowledge-setting';

export type ProjectInformationSectionProps = { project: Project };

/**
 * Seed 002 §2, §5: the name (Save only when non-empty and different), the project's facts, and its
 * knowledge: the owner's standing instructions for the assistant (issue 17 §12).
 */
export function ProjectInformationSection({ project }: ProjectInformationSectionProps) {
  const inputId = useId();
  const rename = useRenameProject();
  const [draft, setDraft] = useState(project.projectName);
  const newName = nextProjectName(draft, project.projectName);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!newName) return;
    rename.mutate({ projectId: project._id, newName, isComponent: project.platform === 'component' });
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={handleSubmit} className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-[13px] font-medium text-zinc-700">
          Name
        </label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={draft}
            maxLength={PROJECT_NAME_MAX}
            onChange={(event) => setDraft(event.target.value)}
            className="h-9"
          />
          <Button type="submit" variant="dark" disabled={!newName || rename.isPending}>
            Save
          </Button>
        </div>
      </form>
      <dl className="grid grid-cols-3 gap-3 rounded-lg border border-zinc-200/80 bg-zinc-50/60 p-3 text-[12px]">
        <div>
          <dt className="text-zinc-500">Platform</dt>
          <dd className="mt-0.5 font-medium text-zinc-900">{PLATFORM_LABELS[project.platform]}</dd>
        </div>
        <div>
          <dt className="text-zinc-500">Created</dt>
          <dd className="mt-0.5 font-medium text-zinc-900">
            <time dateTime={project.createdAt} title={formatDateTime(project.createdAt)}>
              {formatDate(project.createdAt)}
            </time>
          </dd>
        </div>
        <div>
          <dt className="text-zinc-500">Last edited</dt>
          <dd className="mt-0.5 font-medium text-zinc-900">
            <time dateTime={project.updated} title={formatDateTime(project.updated)}>
              {formatRelativeTime(project.updated)}
            </time>
          </dd>
        </div>
      </dl>
      <KnowledgeSetting key={project.knowledgeBase} project={project} />
    </div>
  );
}
