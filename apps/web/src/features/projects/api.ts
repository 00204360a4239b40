import { calls, type Platform } from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  /** Every cached copy of one project, whichever path fetched it. */
  details: (id: string) => [...projectKeys.all, 'detail', id] as const,
  detail: (id: string, platform: Platform) => [...projectKeys.details(id), platform] as const,
  name: (id: string) => [...projectKeys.all, 'name', id] as const,
};

export function projectListQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.lists(),
    queryFn: async ({ signal }) =>
      (await callApi(calls.listProjects, { favouritesOnly: false }, { signal })).data,
  });
}

export function projectQueryOptions(id: string, platform: Platform) {
  return queryOptions({
    queryKey: projectKeys.detail(id, platform),
    queryFn: async ({ signal }) =>
      (await callApi(calls.getProject, { webId: id }, { isComponent: platform === 'component', signal }))
        .data,
  });
}

export function projectNameQueryOptions(id: string) {
  return queryOptions({
    queryKey: projectKeys.name(id),
    queryFn: async ({ signal }) =>
      (await callApi(calls.getProjectName, { webId: id }, { signal })).data.projectName,
  });
}
