import type { Project, ProjectSummary } from '@kiln/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { projectKeys } from './api';

type ProjectPatch = Partial<Pick<Project, 'projectName' | 'favourite' | 'isPrivate' | 'prodLink' | 'link'>>;

export type ProjectSnapshot = ReadonlyArray<readonly [QueryKey, unknown]>;

/** Every cache entry that holds this project: its detail copies and the list. */
export function snapshotProject(queryClient: QueryClient, id: string): ProjectSnapshot {
  return [
    ...queryClient.getQueriesData({ queryKey: projectKeys.details(id) }),
    ...queryClient.getQueriesData({ queryKey: projectKeys.lists() }),
  ];
}

export function restoreSnapshot(queryClient: QueryClient, snapshot: ProjectSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/** Applies one change to the project wherever it is cached, so every screen agrees at once. */
export function patchProject(queryClient: QueryClient, id: string, patch: ProjectPatch): void {
  queryClient.setQueriesData<Project>({ queryKey: projectKeys.details(id) }, (old) =>
    old ? { ...old, ...patch } : old,
  );
  queryClient.setQueriesData<ProjectSummary[]>({ queryKey: projectKeys.lists() }, (old) =>
    old?.map((p) => (p._id === id ? { ...p, ...patch } : p)),
  );
}

export async function cancelProjectQueries(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: projectKeys.details(id) }),
    queryClient.cancelQueries({ queryKey: projectKeys.lists() }),
  ]);
}
