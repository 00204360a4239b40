import { calls } from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const inboxKeys = {
  all: ['inbox'] as const,
  project: (webId: string) => [...inboxKeys.all, webId] as const,
};

/** The messages the project's site received (issue 16 §2), newest first, and how many are unread. */
export function inboxQueryOptions(webId: string) {
  return queryOptions({
    queryKey: inboxKeys.project(webId),
    queryFn: async ({ signal }) => (await callApi(calls.listInbox, { webId }, { signal })).data,
    // A visitor may write at any moment: the unread count follows without a reload.
    refetchInterval: 30_000,
  });
}
