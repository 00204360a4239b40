import { calls } from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const tokenKeys = {
  all: ['tokens'] as const,
  stats: (webId: string) => [...tokenKeys.all, 'stats', webId] as const,
};

/** Seed 002 §7: `POST /api/web/tokens`, the owner's token stats with this project's share. */
export function tokenStatsQueryOptions(webId: string) {
  return queryOptions({
    queryKey: tokenKeys.stats(webId),
    queryFn: async ({ signal }) => (await callApi(calls.getTokenStats, { webId }, { signal })).data,
  });
}
