import { calls, MESSAGES } from '@kiln/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callApi, errorMessage } from '@/lib/api-client';

export const secretKeys = {
  all: ['secrets'] as const,
  list: (webId: string) => [...secretKeys.all, 'list', webId] as const,
};

/** Issue 15 §1: the project's secrets by name and last four characters (the owner's only). */
export function secretsQueryOptions(webId: string) {
  return queryOptions({
    queryKey: secretKeys.list(webId),
    queryFn: async ({ signal }) => (await callApi(calls.listProjectSecrets, { webId }, { signal })).data,
  });
}

/** Saves a secret's value; the answer (name and last four) replaces the cached entry. */
export function useSetSecret(webId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; value: string }) =>
      callApi(calls.setProjectSecret, { webId, ...input }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(secretsQueryOptions(webId).queryKey, (list) =>
        [...(list ?? []).filter((secret) => secret.name !== data.name), data].sort((a, b) =>
          a.name.localeCompare(b.name),
        ),
      );
      toast.success(MESSAGES.SECRET_SAVED);
    },
    onError: (error) => toast.error(errorMessage(error, MESSAGES.INTERNAL)),
  });
}
