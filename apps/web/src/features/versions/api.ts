import { calls, LIMITS, type Platform } from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const versionKeys = {
  all: ['versions'] as const,
  list: (webId: string) => [...versionKeys.all, webId] as const,
};

/** Seed 000 §2, §9: every version, newest first; polled every 10 s while the panel is open. */
export function versionsQueryOptions(webId: string, platform: Platform) {
  return queryOptions({
    queryKey: versionKeys.list(webId),
    queryFn: async ({ signal }) =>
      (await callApi(calls.listVersions, { webId }, { isComponent: platform === 'component', signal })).data,
    refetchInterval: LIMITS.versionListPollMs,
  });
}
