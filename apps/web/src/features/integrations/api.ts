import { calls } from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const integrationKeys = {
  all: ['integrations'] as const,
  catalogue: (webId: string) => [...integrationKeys.all, 'catalogue', webId] as const,
};

/** Every integration with its state for this project (seed 000 §2's catalogue). */
export function catalogueQueryOptions(webId: string) {
  return queryOptions({
    queryKey: integrationKeys.catalogue(webId),
    queryFn: async ({ signal }) => (await callApi(calls.listIntegrations, { webId }, { signal })).data,
  });
}
