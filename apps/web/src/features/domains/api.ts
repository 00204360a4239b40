import { type CustomDomainStatus, calls, LIMITS, MESSAGES } from '@kiln/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { projectKeys } from '@/features/projects';
import { callApi, errorMessage, isApiError } from '@/lib/api-client';

export const domainKeys = {
  all: ['domains'] as const,
  status: (webId: string) => [...domainKeys.all, 'status', webId] as const,
};

/**
 * Seed 000 §5: a failed status fetch yields an empty record with status Pending, so the section
 * keeps showing the domain as not yet connected instead of an error.
 */
export function emptyDomainStatus(hostname: string): CustomDomainStatus {
  return { id: '', hostname, status: 'Pending', records: [] };
}

/** The domain and its DNS checks, refetched every 30 s (seed 000 §9). */
export function domainStatusQueryOptions(webId: string, hostname: string | null) {
  return queryOptions({
    queryKey: domainKeys.status(webId),
    queryFn: async ({ signal }) => {
      try {
        return (await callApi(calls.getDomain, { webId }, { signal })).data;
      } catch (error) {
        if (signal.aborted) throw error;
        return hostname ? emptyDomainStatus(hostname) : null;
      }
    },
    refetchInterval: LIMITS.domainStatusPollMs,
  });
}

export function useSaveDomain(webId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (hostname: string) => (await callApi(calls.addDomain, { webId, hostname })).data,
    onSuccess: (status) => {
      queryClient.setQueryData(domainKeys.status(webId), status);
      void queryClient.invalidateQueries({ queryKey: projectKeys.details(webId) });
      toast.success(MESSAGES.DOMAIN_SAVED);
      // Seed 000 §9: the status is fetched again 800 ms after a save.
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: domainKeys.status(webId) }),
        LIMITS.domainStatusAfterSaveMs,
      );
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409 && error.message === MESSAGES.DOMAIN_IN_USE) {
        toast.error(MESSAGES.DOMAIN_IN_USE);
        return;
      }
      toast.error(isApiError(error) && error.status === 400 ? error.message : MESSAGES.DOMAIN_SAVE_FAILED);
    },
  });
}

export function useRemoveDomain(webId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(calls.removeDomain, { webId }),
    onSuccess: () => {
      queryClient.setQueryData(domainKeys.status(webId), null);
      void queryClient.invalidateQueries({ queryKey: projectKeys.details(webId) });
      toast.success(MESSAGES.DOMAIN_DELETED);
    },
    onError: (error) => toast.error(errorMessage(error, MESSAGES.DOMAIN_DELETE_FAILED)),
  });
}
