import { calls, LIMITS } from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const githubKeys = {
  all: ['github'] as const,
  installation: () => [...githubKeys.all, 'installation'] as const,
  token: () => [...githubKeys.all, 'token'] as const,
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

export function createRepo(projectId: string, isRepoExists: boolean) {
  return callApi(calls.createGithubRepo, { projectId, isRepoExists });
}
