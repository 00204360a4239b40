import { calls, type ThreadStatus } from '@kiln/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export type ThreadKind = 'feedback' | 'support';
export type InboxFilter = { status?: ThreadStatus; kind?: ThreadKind };

export const adminKeys = {
  all: ['admin'] as const,
  users: (q: string) => [...adminKeys.all, 'users', q] as const,
  usersAll: () => [...adminKeys.all, 'users'] as const,
  projects: (q: string) => [...adminKeys.all, 'projects', q] as const,
  projectsAll: () => [...adminKeys.all, 'projects'] as const,
  inbox: (filter: InboxFilter) => [...adminKeys.all, 'inbox', filter] as const,
  inboxAll: () => [...adminKeys.all, 'inbox'] as const,
  mail: () => [...adminKeys.all, 'mail'] as const,
  health: () => [...adminKeys.all, 'health'] as const,
  usage: () => [...adminKeys.all, 'usage'] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
};

/** A blank search asks for everything: no `?q=`. */
function searchBody(q: string) {
  const trimmed = q.trim();
  return trimmed ? { q: trimmed } : {};
}

export function adminUsersQueryOptions(q: string) {
  return queryOptions({
    queryKey: adminKeys.users(q.trim()),
    queryFn: async ({ signal }) => (await callApi(calls.listAdminUsers, searchBody(q), { signal })).data,
    // The table stays while the next search loads, instead of flashing a skeleton per keystroke.
    placeholderData: keepPreviousData,
  });
}

export function adminProjectsQueryOptions(q: string) {
  return queryOptions({
    queryKey: adminKeys.projects(q.trim()),
    queryFn: async ({ signal }) => (await callApi(calls.listAdminProjects, searchBody(q), { signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function adminInboxQueryOptions(filter: InboxFilter) {
  return queryOptions({
    queryKey: adminKeys.inbox(filter),
    queryFn: async ({ signal }) => (await callApi(calls.listAdminInbox, filter, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function adminMailQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.mail(),
    queryFn: async ({ signal }) => (await callApi(calls.listAdminMail, {}, { signal })).data,
  });
}

export function instanceHealthQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.health(),
    queryFn: async ({ signal }) => (await callApi(calls.getInstanceHealth, {}, { signal })).data,
  });
}

export function adminUsageQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.usage(),
    queryFn: async ({ signal }) => (await callApi(calls.getAdminUsage, {}, { signal })).data,
  });
}

export function adminActionsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.audit(),
    queryFn: async ({ signal }) => (await callApi(calls.listAdminActions, {}, { signal })).data,
  });
}
