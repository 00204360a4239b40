import type { ComponentSummary, Project } from '@kiln/contracts';
import { isPhaseInProgress } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Component, RotateCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth';
import { componentsQueryOptions } from '../api';
import { useAddComponent } from '../hooks/use-add-component';
import { ComponentCard } from './component-card';

export type ComponentsPanelProps = {
  project: Pick<Project, '_id' | 'platform' | 'phase' | 'isOwner'>;
  /** The page the preview shows: where "Use in this project" places the component. */
  navigationUrl: string | null;
  /** Visitors have no tab switcher: this takes them back to the preview. */
  onBack?: () => void;
};

const GRID = 'grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4';

function PanelMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
      <span className="flex size-11 items-center justify-center rounded-xl border border-zinc-200 bg-zinc-50">
        <Component aria-hidden="true" className="size-5 text-zinc-500" />
      </span>
      <p className="text-sm font-medium text-zinc-900">{title}</p>
      <div className="max-w-sm text-[13px] leading-relaxed text-zinc-500">{children}</div>
    </div>
  );
}

/**
 * The Components tab (issue 5 point 8): the signed-in user's component projects, each live from its
 * own preview. The owner adds one to the page the preview shows; visitors see their own components
 * and are told to fork the project first.
 */
export function ComponentsPanel({ project, navigationUrl, onBack }: ComponentsPanelProps) {
  const { user, isLoading: isUserLoading } = useCurrentUser();
  const location = useLocation();
  const query = useQuery({ ...componentsQueryOptions(project._id), enabled: user !== null });
  const addComponent = useAddComponent(project, navigationUrl);
  const [addingId, setAddingId] = useState<string | null>(null);
  const isBusy = addingId !== null || isPhaseInProgress(project.phase);

  const handleUse = async (component: ComponentSummary) => {
    setAddingId(component._id);
    try {
      await addComponent(component);
    } finally {
      setAddingId(null);
    }
  };

  const returnTo = `${location.pathname}${location.search}`;
  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-y-auto bg-zinc-50/60">
      <header className="flex items-start gap-3 px-5 pt-5 pb-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold text-zinc-900">Components</h2>
          <p className="mt-0.5 text-[13px] text-zinc-500">
            {project.isOwner
              ? 'Your component projects, live. Add one and Kiln places it on the page you are previewing.'
              : 'Your component projects, live. Fork this project to add them to it.'}
          </p>
        </div>
        {onBack ? (
          <Button size="sm" variant="ghost" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back to preview
          </Button>
        ) : null}
      </header>
      {!user && !isUserLoading ? (
        <PanelMessage title="Your components live here">
          <p>Sign in to see the component projects you have built.</p>
          <Button asChild size="sm" variant="dark" className="mt-4">
            <Link to={`/sign-in?returnTo=${encodeURIComponent(returnTo)}`}>Sign in</Link>
          </Button>
        </PanelMessage>
      ) : !user || query.isPending ? (
        <ul aria-label="Loading components" className={`${GRID} px-5 pb-5`}>
          {[0, 1, 2].map((key) => (
            <li key={key} className="overflow-hidden rounded-xl border border-zinc-200 bg-white">
              <Skeleton className="aspect-[16/10] rounded-none" />
              <div className="space-y-2 p-3">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <PanelMessage title="Couldn’t load your components">
          <Button size="sm" className="mt-3" onClick={() => query.refetch()} disabled={query.isFetching}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </PanelMessage>
      ) : query.data.length === 0 ? (
        <PanelMessage title="No components yet">
          <p>
            A component project builds one reusable piece, like a pricing card or a sign-up form. Start one
            from the home page by choosing <strong className="font-medium text-zinc-700">Component</strong>.
          </p>
          <Button asChild size="sm" className="mt-4">
            <Link to="/">New component</Link>
          </Button>
        </PanelMessage>
      ) : (
        <ul aria-label="Your components" className={`${GRID} px-5 pb-5`}>
          {query.data.map((component) => (
            <ComponentCard
              key={component._id}
              component={component}
              isBusy={isBusy}
              {...(project.isOwner ? { onUse: handleUse } : {})}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
