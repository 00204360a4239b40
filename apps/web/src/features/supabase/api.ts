import { calls, LIMITS, type SupabaseRegion } from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const supabaseKeys = {
  all: ['supabase'] as const,
  status: (webId: string) => [...supabaseKeys.all, 'status', webId] as const,
  projects: () => [...supabaseKeys.all, 'projects'] as const,
};

/** Seed 002 §4: the account link and the project's linked database, polled every 3 s while open. */
export function supabaseStatusQueryOptions(webId: string) {
  return queryOptions({
    queryKey: supabaseKeys.status(webId),
    queryFn: async ({ signal }) => (await callApi(calls.isSupabaseConnected, { webId }, { signal })).data,
    refetchInterval: LIMITS.supabaseStatusPollMs,
  });
}

/** The account's Supabase projects and organizations (seed 002 §7). */
export function supabaseProjectsQueryOptions() {
  return queryOptions({
    queryKey: supabaseKeys.projects(),
    queryFn: async ({ signal }) => {
      const { projects, organizations } = await callApi(calls.getSupabaseProjects, undefined, { signal });
      return { projects, organizations };
    },
    retry: false,
  });
}

/** The popup opens this URL, which redirects to Supabase's consent page. */
export function connectUrl(email: string): string {
  return `${calls.connectSupabase.path}?${new URLSearchParams({ email }).toString()}`;
}

export type NewDatabase = { dbName: string; organizationId: string; region: SupabaseRegion };

export function createDatabase(webId: string, email: string, input: NewDatabase) {
  return callApi(calls.createSupabaseProject, { webId, email, plan: 'free', ...input });
}

export function linkDatabase(webId: string, projectRef: string) {
  return callApi(calls.linkSupabaseProject, { webId, projectRef });
}

export function unlinkDatabase(webId: string, projectRef: string) {
  return callApi(calls.unlinkSupabaseProject, { webappId: webId, projectRef });
}

export function logout() {
  return callApi(calls.logoutSupabase, undefined);
}

export type SelfHostedSupabase = { url: string; anonKey: string; serviceRoleKey: string };

export function connectSelfHosted(webId: string, input: SelfHostedSupabase) {
  return callApi(calls.connectSelfHostedSupabase, { webId, ...input });
}
