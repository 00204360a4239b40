import { ArrowRight, FolderOpen, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ImportProjectButton } from './import-project-button';

export type ProjectsEmptyStateProps = { filter: 'all' | 'favourites' };

export function ProjectsEmptyState({ filter }: ProjectsEmptyStateProps) {
  const isFavourites = filter === 'favourites';
  const Icon = isFavourites ? Star : FolderOpen;
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-zinc-300 bg-white/60 px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-xl border border-zinc-200 bg-white shadow-card">
        <Icon aria-hidden="true" className="size-5 text-zinc-400" />
      </span>
      <h2 className="mt-5 text-base font-semibold tracking-tight text-zinc-900">
        {isFavourites ? 'No favourites yet' : 'No projects yet'}
      </h2>
      <p className="mt-1.5 max-w-sm text-sm text-zinc-500">
        {isFavourites
          ? 'Star a project to keep it close at hand here.'
          : 'Describe what you want to build and Kiln will start your first project, or import one you began elsewhere.'}
      </p>
      {isFavourites ? null : (
        <div className="mt-6 flex flex-wrap items-center justify-center gap-2">
          <ImportProjectButton />
          <Button asChild variant="primary">
            <Link to="/">
              Start building <ArrowRight />
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}
