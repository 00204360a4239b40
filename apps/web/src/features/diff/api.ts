import { calls } from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export type DiffQueryInput = { subdomain: string; previousCommit: string | null; currentCommit: string };

export const diffKeys = {
  all: ['commit-diff'] as const,
  diff: ({ subdomain, previousCommit, currentCommit }: DiffQueryInput) =>
    [...diffKeys.all, subdomain, previousCommit ?? 'empty', currentCommit] as const,
};

/** The changes between two commits; commits never change, so neither does their diff. */
export function commitDiffQueryOptions(input: DiffQueryInput) {
  return queryOptions({
    queryKey: diffKeys.diff(input),
    queryFn: async ({ signal }) => (await callApi(calls.getCommitDiff, input, { signal })).files,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
