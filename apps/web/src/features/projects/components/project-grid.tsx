import type { ProjectSummary } from '@kiln/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import { ProjectCard } from './project-card';

export const PROJECT_GRID_CLASS = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export type ProjectGridProps = { projects: readonly ProjectSummary[] };

export function ProjectGrid({ projects }: ProjectGridProps) {
  return (
    <ul className={PROJECT_GRID_CLASS}>
      {projects.map((project) => (
        <li key={project._id} className="flex flex-col [&>article]:flex-1">
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}

export type ProjectGridSkeletonProps = { count?: number };

export function ProjectGridSkeleton({ count = 6 }: ProjectGridSkeletonProps) {
  return (
    <div role="status" aria-label="Loading projects" className={PROJECT_GRID_CLASS}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={i} className="overflow-hidden rounded-xl border border-zinc-200/80 bg-white">
          <Skeleton className="h-36 rounded-none" />
          <div className="flex flex-col gap-2 p-4">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
