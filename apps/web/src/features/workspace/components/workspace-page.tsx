import type { Project } from '@kiln/contracts';
import { type Platform, PlatformSchema } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { useMemo, useReducer } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { useDeploymentEvents } from '@/features/deploy';
import { projectQueryOptions } from '@/features/projects';
import { type ProjectSocket, useProjectSocket } from '@/features/realtime';
import { useVersionSwitchNotice } from '@/features/versions';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChatBridgeContext, createFixErrorChannel, type WorkspaceChatBridge } from '../chat-bridge';
import { useDesktopHint } from '../hooks/use-desktop-hint';
import { useProjectStatusEvents } from '../hooks/use-project-status-events';
import type { WorkspaceEvent } from '../workspace-state';
import { initialWorkspaceState, transition } from '../workspace-state';
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

type StatusEventsProps = {
  project: Project;
  socket: ProjectSocket | null;
  dispatch: Dispatch<WorkspaceEvent>;
};

/** Subscribes to the project's status and deployment events once the project is known. */
function ProjectStatusEvents({ project, socket, dispatch }: StatusEventsProps) {
  useProjectStatusEvents(project, socket, dispatch);
  useDeploymentEvents(project, socket);
  return null;
}

export function WorkspacePage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const platform = toPlatform(searchParams.get('platform'));
  const { user } = useCurrentUser();
  const projectQuery = useQuery(projectQueryOptions(id, platform));
  const project = projectQuery.data;
  // Seed 000's header names the project; so does the browser's tab (issue 17 §9).
  useDocumentTitle(project?.projectName);
  // One socket per workspace page, shared by the status events and the chat.
  const socket = useProjectSocket(project ? id : undefined);
  const [state, dispatch] = useReducer(transition, initialWorkspaceState);
  const bridge = useMemo<WorkspaceChatBridge>(
    () => ({
      openDiff: (request) => dispatch({ type: 'diff/open', request }),
      showTab: (tab) => dispatch({ type: 'tab/select', tab }),
      ...createFixErrorChannel(),
    }),
    [],
  );
  useDesktopHint();
  // Back from a version switch's reload (seed 000 §4): say so, and show the versions with the new Current.
  useVersionSwitchNotice(project?._id, () => dispatch({ type: 'left/select', tab: 'versions' }));
  const showSidePanel = project ? project.isOwner || (user?.isStaff ?? false) : false;
  // The rail's Assets and Components; under 768 px the header's menu offers them instead. Without the
  // side panel (a visitor) Assets is a read-only view beside the preview, which the same item closes.
  const openAssets = () =>
    dispatch({
      type: 'left/select',
      tab: !showSidePanel && state.leftTab === 'images' ? 'chat' : 'images',
    });
  const openComponents = () => dispatch({ type: 'tab/select', tab: 'components' });

  if (projectQuery.isError && isApiError(projectQuery.error) && projectQuery.error.status === 404) {
    return <ProjectNotFound />;
  }

  return (
    <ChatBridgeContext.Provider value={bridge}>
      <div className="flex h-dvh min-h-0 bg-zinc-50">
        {project ? (
          <OwnerRail
            project={project}
            isAssetsOpen={state.leftTab === 'images'}
            onOpenAssets={openAssets}
            isComponentsOpen={state.tab === 'components'}
            onOpenComponents={openComponents}
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col">
          {project ? (
            <WorkspaceHeader project={project} onOpenAssets={openAssets} onOpenComponents={openComponents} />
          ) : (
            <HeaderSkeleton />
          )}
          {project ? (
            <>
              <ProjectStatusEvents project={project} socket={socket} dispatch={dispatch} />
              <WorkspaceBody
                project={project}
                socket={socket}
                showSidePanel={showSidePanel}
                state={state}
                dispatch={dispatch}
              />
            </>
          ) : projectQuery.isError ? (
            <ProjectLoadError onRetry={() => projectQuery.refetch()} isRetrying={projectQuery.isFetching} />
          ) : (
            <BodySkeleton />
          )}
        </div>
      </div>
    </ChatBridgeContext.Provider>
  );
}
