import type { ProjectSummary } from '@kiln/contracts';
import { Lock, Star, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { IconButton } from '@/components/ui/icon-button';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { formatDateTime, formatRelativeTime } from '@/lib/time';
import { useDeleteProject } from '../hooks/use-delete-project';
import { useToggleFavourite } from '../hooks/use-toggle-favourite';
import { PLATFORM_LABELS, phaseDisplay, workspaceHref } from '../project-display';
import { DeleteProjectDialog } from './delete-project-dialog';
import { ProjectThumbnail } from './project-thumbnail';

export type ProjectCardProps = { project: ProjectSummary };

export function ProjectCard({ project }: ProjectCardProps) {
  const titleId = useId();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const { toggleFavourite } = useToggleFavourite();
  const deleteProject = useDeleteProject();
  const phase = phaseDisplay(project.phase);

  const handleToggleFavourite = () =>
    toggleFavourite({ projectId: project._id, isFavourite: project.favourite });

  const handleDelete = () =>
    deleteProject.mutate(
      { projectId: project._id, isComponent: project.platform === 'component' },
      { onSettled: () => setIsDeleteOpen(false) },
    );

  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex flex-col overflow-hidden rounded-xl border border-zinc-200/80 bg-white shadow-card transition-[border-color,box-shadow] duration-200 focus-within:border-zinc-300 hover:border-zinc-300 hover:shadow-float"
    >
      <ProjectThumbnail name={project.projectName} className="h-36 border-b border-zinc-100" />
      {phase.tone !== 'success' ? (
        <Badge variant={phase.tone === 'danger' ? 'danger' : 'info'} className="absolute top-3 right-3">
          {phase.label}
        </Badge>
      ) : null}
      <div className="flex items-start justify-between gap-2 p-4">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate text-sm font-medium text-zinc-900">
            <Link
              to={workspaceHref(project._id, project.platform)}
              className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-ember-500/60"
            >
              {project.projectName}
            </Link>
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-xs text-zinc-500">
            {project.isPrivate ? (
              <SimpleTooltip content="Private project">
                <span className="relative z-10 inline-flex">
                  <Lock aria-label="Private" className="size-3" />
                </span>
              </SimpleTooltip>
            ) : null}
            <time dateTime={project.updated} title={formatDateTime(project.updated)}>
              Edited {formatRelativeTime(project.updated)}
            </time>
            {project.platform === 'component' ? (
              <>
                <span aria-hidden="true">·</span>
                <span>{PLATFORM_LABELS.component}</span>
              </>
            ) : null}
          </p>
        </div>
        <div className="relative z-10 -mt-1 -mr-1.5 flex items-center">
          <IconButton
            label={project.favourite ? 'Unfavourite' : 'Favourite'}
            tooltip={project.favourite ? 'Remove from favourites' : 'Add to favourites'}
            aria-pressed={project.favourite}
            size="icon-sm"
            onClick={handleToggleFavourite}
            className={cn(project.favourite && 'text-amber-500 hover:text-amber-600')}
          >
            <Star className={cn(project.favourite && 'fill-current')} />
          </IconButton>
          <IconButton
            label="Delete project"
            size="icon-sm"
            onClick={() => setIsDeleteOpen(true)}
            className="hover:bg-red-50 hover:text-red-600"
          >
            <Trash2 />
          </IconButton>
        </div>
      </div>
      <DeleteProjectDialog
        projectName={project.projectName}
        open={isDeleteOpen}
        onOpenChange={setIsDeleteOpen}
        onConfirm={handleDelete}
        isDeleting={deleteProject.isPending}
      />
    </article>
  );
}
