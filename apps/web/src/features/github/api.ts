import { calls, LIMITS } from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const githubKeys = {
  all: ['github'] as const,
  installation: () => [...githubKeys.all, 'installation'] as const,
  token: () => [...githubKeys.all, 'token'] as const,
  syncStatus: (projectId: string) => [...githubKeys.all, 'sync-status', projectId] as const,
};

/** Seed 000 §7 call 3, polled every 1 s until the app is installed. */
export function installationQueryOptions(isPolling: boolean) {
  return queryOptions({
    queryKey: githubKeys.installation(),
    queryFn: async ({ signal }) =>
      (await callApi(calls.getGithubInstallationStatus, undefined, { signal })).isInstalled,
    refetchInterval: (query) =>
      isPolling && query.state.data !== true ? LIMITS.githubInstallationPollMs : false,
    retry: false,
  });
}

/** Seed 000 §7 call 2, polled every 2 s until the user has authorised. */
export function tokenQueryOptions(isPolling: boolean) {
  return queryOptions({
    queryKey: githubKeys.token(),
    queryFn: async ({ signal }) => (await callApi(calls.hasGithubToken, undefined, { signal })).hasToken,
    refetchInterval: (query) => (isPolling && query.state.data !== true ? LIMITS.githubTokenPollMs : false),
    retry: false,
  });
}

export async function startOAuth(): Promise<string> {
  return (await callApi(calls.initGithubOAuth, undefined)).url;
}

/** Seed 000 §7 call 5: the popup opens this URL, which redirects to GitHub's install page. */
export function installAppUrl(email: string): string {
  return `${calls.installGithubApp.path}?${new URLSearchParams({ email }).toString()}`;
}

export function createRepo(projectId: string, isRepoExists: boolean, repoName?: string) {
  return callApi(calls.createGithubRepo, { projectId, isRepoExists, ...(repoName ? { repoName } : {}) });
}

/** Issue 17 §2: links an existing empty or Kiln-made repository, then pushes. */
export function linkRepo(projectId: string, repoName: string) {
  return callApi(calls.linkGithubRepo, { projectId, repoName });
}

/** Issue 17 §2: "Pull changes" from a branch of the linked repository (its default when empty). */
export function pullRepo(projectId: string, branch: string) {
  return callApi(calls.pullGithubRepo, { projectId, ...(branch ? { branch } : {}) });
}

/** Where the automatic push of new versions stands; read while the dialog is open. */
export function syncStatusQueryOptions(projectId: string, isEnabled: boolean) {
  return queryOptions({
    queryKey: githubKeys.syncStatus(projectId),
    queryFn: async ({ signal }) => (await callApi(calls.getGithubSyncStatus, { projectId }, { signal })).push,
    enabled: isEnabled,
    retry: false,
    // Pushes happen in the background: read afresh each time the dialog opens, and follow one going on.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'pushing' ? 1_000 : false),
  });
}
