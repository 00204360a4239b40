import { calls } from '@kiln/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const accessTokenKeys = { all: ['access-tokens'] as const };

export const accessTokensQueryOptions = () =>
  queryOptions({
    queryKey: accessTokenKeys.all,
    queryFn: async () => (await callApi(calls.listAccessTokens)).data,
  });

export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => (await callApi(calls.createAccessToken, { name })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokenKeys.all }),
  });
}

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => callApi(calls.revokeAccessToken, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokenKeys.all }),
  });
}
