import { type Platform, PlatformSchema } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { projectQueryOptions } from '@/features/projects';
import { isApiError } from '@/lib/api-client';
import { useDesktopHint } from '../hooks/use-desktop-hint';
import { BodySkeleton } from './body-skeleton';
import { HeaderSkeleton } from './header-skeleton';
import { OwnerRail } from './owner-rail';
import { ProjectLoadError } from './project-load-error';
import { ProjectNotFound } from './project-not-found';
import { WorkspaceBody } from './workspace-body';
import { WorkspaceHeader } from './workspace-header';

function toPlatform(value: string | null): Platform {
  const parsed = PlatformSchema.safeParse(value);
  return parsed.success ? parsed.data : 'web';
}

export function WorkspacePage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const platform = toPlatform(searchParams.get('platform'));
  const { user } = useCurrentUser();
  const projectQuery = useQuery(projectQueryOptions(id, platform));
  useDesktopHint();

  if (projectQuery.isError && isApiError(projectQuery.error) && projectQuery.error.status === 404) {
    return <ProjectNotFound />;
  }

  const project = projectQuery.data;
  const showSidePanel = project ? project.isOwner || (user?.isStaff ?? false) : false;

  return (
    <div className="flex h-dvh min-h-0 bg-zinc-50">
      {project?.isOwner ? <OwnerRail /> : null}
      <div className="flex min-w-0 flex-1 flex-col">
        {project ? <WorkspaceHeader project={project} /> : <HeaderSkeleton />}
        {project ? (
          <WorkspaceBody project={project} showSidePanel={showSidePanel} />
        ) : projectQuery.isError ? (
          <ProjectLoadError onRetry={() => projectQuery.refetch()} isRetrying={projectQuery.isFetching} />
        ) : (
          <BodySkeleton />
        )}
      </div>
    </div>
  );
}
