import { calls } from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const mapboxKeys = {
  all: ['mapbox'] as const,
  settings: (webId: string) => [...mapboxKeys.all, 'settings', webId] as const,
};

export function mapboxSettingsQueryOptions(webId: string) {
  return queryOptions({
    queryKey: mapboxKeys.settings(webId),
    queryFn: async ({ signal }) => (await callApi(calls.getMapboxSettings, { webId }, { signal })).data,
  });
}

export async function updateMapboxStatus(webId: string, using: boolean) {
  return (await callApi(calls.updateMapboxStatus, { webId, using })).data;
}

export async function saveMapboxToken(webId: string, token: string) {
  return (await callApi(calls.saveMapboxToken, { webId, token })).data;
}

export async function removeMapboxToken(webId: string) {
  return (await callApi(calls.removeMapboxToken, { webId })).data;
}
