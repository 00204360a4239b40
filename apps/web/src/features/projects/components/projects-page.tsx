import { Plus, RotateCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useProjects } from '../hooks/use-projects';
import { ImportProjectButton } from './import-project-button';
import { ImportProjectDialog } from './import-project-dialog';
import { ProjectGrid, ProjectGridSkeleton } from './project-grid';
import { ProjectsEmptyState } from './projects-empty-state';

type Filter = 'all' | 'favourites';

function toFilter(value: string | null): Filter {
  return value === 'favourites' ? 'favourites' : 'all';
}

export function ProjectsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = toFilter(searchParams.get('filter'));
  const { data: projects, isPending, isError, refetch } = useProjects();
  const favourites = projects?.filter((p) => p.favourite) ?? [];

  const handleFilterChange = (value: string) => {
    const next = toFilter(value);
    setSearchParams(next === 'all' ? {} : { filter: next }, { replace: true });
  };

  const renderPanel = (value: Filter) => {
    if (isPending) return <ProjectGridSkeleton />;
    if (isError) {
      return (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 py-16 text-center text-sm text-zinc-500"
        >
          We couldn’t load your projects.
          <Button variant="secondary" size="sm" onClick={() => refetch()}>
            <RotateCw /> Try again
          </Button>
        </div>
      );
    }
    const shown = value === 'favourites' ? favourites : projects;
    return shown.length === 0 ? <ProjectsEmptyState filter={value} /> : <ProjectGrid projects={shown} />;
  };

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-6 pt-10 pb-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">My projects</h1>
          <p className="mt-1 text-sm text-zinc-500">Everything you have built with Kiln, latest first.</p>
        </div>
        <div className="flex items-center gap-2">
          <ImportProjectButton />
          <Button asChild variant="primary">
            <Link to="/">
              <Plus /> New project
            </Link>
          </Button>
        </div>
      </div>
      <Tabs value={filter} onValueChange={handleFilterChange} className="mt-8">
        <TabsList aria-label="Filter projects">
          <TabsTrigger value="all">
            All
            {projects ? <span className="text-zinc-400 tabular-nums">{projects.length}</span> : null}
          </TabsTrigger>
          <TabsTrigger value="favourites">
            Favourites
            {projects ? <span className="text-zinc-400 tabular-nums">{favourites.length}</span> : null}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="all" className="mt-6">
          {renderPanel('all')}
        </TabsContent>
        <TabsContent value="favourites" className="mt-6">
          {renderPanel('favourites')}
        </TabsContent>
      </Tabs>
      <ImportProjectDialog />
    </main>
  );
}
