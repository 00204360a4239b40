import { calls, isPhaseInProgress } from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const componentKeys = {
  all: ['components'] as const,
  list: (webId: string) => [...componentKeys.all, webId] as const,
};

/** While a component project is still building, its card follows it. */
const BUILDING_POLL_MS = 3_000;

/** The signed-in user's component projects, without the open project itself. */
export function componentsQueryOptions(webId: string) {
  return queryOptions({
    queryKey: componentKeys.list(webId),
    queryFn: async ({ signal }) => (await callApi(calls.listComponents, { webId }, { signal })).data,
    refetchInterval: (query) =>
      query.state.data?.some((component) => isPhaseInProgress(component.phase)) ? BUILDING_POLL_MS : false,
  });
}
