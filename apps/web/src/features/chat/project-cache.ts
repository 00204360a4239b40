import type { Project } from '@kiln/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/features/projects';

type RunPatch = Partial<Pick<Project, 'phase' | 'subPhase' | 'errorCount' | 'hasSentIntentMessage'>>;

/** The chat's writes to the project: the run's phase around a send (seed 002 §4) and nudge answers. */
export function patchProjectCache(queryClient: QueryClient, webId: string, patch: RunPatch): void {
  queryClient.setQueriesData<Project>({ queryKey: projectKeys.details(webId) }, (old) =>
    old ? { ...old, ...patch } : old,
  );
}
