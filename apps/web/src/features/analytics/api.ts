import { type AnalyticsData, calls, LIMITS } from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, BAD_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/api-client';

export const analyticsKeys = {
  all: ['analytics'] as const,
  data: (webId: string) => [...analyticsKeys.all, 'data', webId] as const,
};

/** Seed 002 §7: the analytics service's `/data`, with the project id as its site key header. */
async function fetchAnalytics(webId: string, signal: AbortSignal): Promise<AnalyticsData> {
  let response: Response;
  try {
    response = await fetch(calls.getAnalyticsData.path, {
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'x-site-key': webId },
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'upstream', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  const parsed = calls.getAnalyticsData.response.safeParse(await response.json());
  if (!parsed.success) throw new ApiError(502, 'upstream', BAD_RESPONSE_MESSAGE);
  const { pageViews, uniqueVisitors, averageTimeOnSite } = parsed.data;
  return { pageViews, uniqueVisitors, averageTimeOnSite };
}

/** Polled every 3 s while the dialog is open (seed 002 §4). */
export function analyticsQueryOptions(webId: string) {
  return queryOptions({
    queryKey: analyticsKeys.data(webId),
    queryFn: ({ signal }) => fetchAnalytics(webId, signal),
    refetchInterval: LIMITS.analyticsPollMs,
  });
}
