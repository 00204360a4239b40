import { calls, type Platform } from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const codeExplorerKeys = {
  all: ['project-files'] as const,
  /** Every cached file list of one project (invalidated when a new version lands). */
  project: (webId: string) => [...codeExplorerKeys.all, webId] as const,
  files: (webId: string, commitHash: string | null) =>
    [...codeExplorerKeys.project(webId), commitHash ?? 'current'] as const,
};

/** The files of the project's current version, or of one version (files of a commit never change). */
export function projectFilesQueryOptions(
  webId: string,
  commitHash: string | null,
  _platform: Platform = 'web',
) {
  return queryOptions({
    queryKey: codeExplorerKeys.files(webId, commitHash),
    queryFn: async ({ signal }) =>
      (await callApi(calls.listProjectFiles, { webId, ...(commitHash ? { commitHash } : {}) }, { signal }))
        .data,
    staleTime: commitHash ? Number.POSITIVE_INFINITY : 30_000,
  });
}
