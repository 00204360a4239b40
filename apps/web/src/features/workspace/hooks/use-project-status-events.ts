import type { Phase, Project } from '@kiln/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useEffect, useRef } from 'react';
import { isRunActive } from '@/features/code-explorer';
import { notifyBuild } from '@/features/notifications';
import { projectKeys } from '@/features/projects';
import { type ProjectSocket, useSocketEvent } from '@/features/realtime';
import { versionKeys } from '@/features/versions';
import type { WorkspaceEvent } from '../workspace-state';

/**
 * Seed 001 §4.2: the project's status events patch the cached project as they come; COMPLETE and
 * FAILED refetch it and raise 'Build Finished' / 'Build Failed'; COMPLETE reloads the preview with a
 * cache-busting parameter (on the page the run's upload:success named). Once connected, the socket asks for the current state
 * ('initialize:data'), so an event missed while the page loaded is not lost.
 */
export function useProjectStatusEvents(
  project: Project,
  socket: ProjectSocket | null,
  dispatch: Dispatch<WorkspaceEvent>,
): void {
  const queryClient = useQueryClient();
  const webId = project._id;
  const key = projectKeys.detail(webId, project.platform);

  useEffect(() => {
    if (!socket) return;
    const handleConnect = () => socket.emit('initialize:data', { webId });
    if (socket.connected) handleConnect();
    socket.on('connect', handleConnect);
    return () => {
      socket.off('connect', handleConnect);
    };
  }, [socket, webId]);

  const patch = (changes: Partial<Project>) =>
    queryClient.setQueryData<Project>(key, (old) => (old ? { ...old, ...changes } : old));

  const refetchProject = () => {
    void queryClient.invalidateQueries({ queryKey: projectKeys.details(webId) });
    void queryClient.invalidateQueries({ queryKey: versionKeys.list(webId) });
  };

  // The phase this page last heard over the socket. The cached project cannot say it: a refetch
  // (after upload:success, on BUILD_PROJECT) can bring COMPLETE before its event arrives, and the
  // end would then never reload the preview — left on a draft whose files have moved.
  const heardPhase = useRef<Phase | null>(null);

  useSocketEvent(socket, 'project:status', ({ step }) => {
    const previous = queryClient.getQueryData<Project>(key);
    const previousPhase = heardPhase.current ?? previous?.phase;
    heardPhase.current = step;
    patch({ phase: step, ...(step === 'COMPLETE' ? { subPhase: null } : {}) });
    if (!previous || previousPhase === undefined || previousPhase === step) return;
    // Seed 001 §4.2: on BUILD_PROJECT the link is fetched again for the preview.
    if (step === 'BUILD_PROJECT')
      void queryClient.invalidateQueries({ queryKey: projectKeys.details(webId) });
    if (step === 'COMPLETE') {
      refetchProject();
      if (isRunActive(previousPhase)) {
        dispatch({ type: 'build/complete' });
        notifyBuild('finished', previous.projectName);
      }
    } else if (step === 'FAILED') {
      refetchProject();
      dispatch({ type: 'draft/discard' });
      notifyBuild('failed', previous.projectName);
    }
  });

  useSocketEvent(socket, 'project:subphase', ({ subPhase }) => patch({ subPhase }));

  useSocketEvent(socket, 'project:error-count', ({ errorCount }) => patch({ errorCount }));

  useSocketEvent(socket, 'preview:draft', ({ state, navigationUrl }) =>
    dispatch(
      state === 'checking'
        ? { type: 'draft/show', target: navigationUrl ?? null }
        : { type: 'draft/discard' },
    ),
  );

  useSocketEvent(socket, 'upload:success', ({ navigationUrl }) => {
    refetchProject();
    // During a generation the reload waits for its COMPLETE (one reload per run, not two in a row);
    // a new version outside a run (a visual edit, a switch) reloads at once.
    const phase = queryClient.getQueryData<Project>(key)?.phase;
    dispatch(
      phase && isRunActive(phase)
        ? { type: 'preview/target', target: navigationUrl ?? null }
        : { type: 'preview/reload', target: navigationUrl ?? null },
    );
  });
}
