import { type AnalyticsData, type AnalyticsReport, calls, LIMITS } from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, BAD_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/api-client';

export const analyticsKeys = {
  all: ['analytics'] as const,
  data: (webId: string, days: AnalyticsDays) => [...analyticsKeys.all, 'data', webId, days] as const,
};

/** The chart's ranges, as the `days` query names them. */
export type AnalyticsDays = '7' | '30';

/** The seed's three figures, with Kiln's report of the chosen days when the server sends one. */
export type AnalyticsView = AnalyticsData & Partial<AnalyticsReport>;

/** Seed 002 §7: the analytics service's `/data`, with the project id as its site key header. */
async function fetchAnalytics(
  webId: string,
  days: AnalyticsDays,
  signal: AbortSignal,
): Promise<AnalyticsView> {
  let response: Response;
  try {
    response = await fetch(`${calls.getAnalyticsData.path}?${new URLSearchParams({ days })}`, {
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
  const { success: _, ...view } = parsed.data;
  return view;
}

/** Polled every 3 s while the dialog is open (seed 002 §4). */
export function analyticsQueryOptions(webId: string, days: AnalyticsDays = '7') {
  return queryOptions({
    queryKey: analyticsKeys.data(webId, days),
    queryFn: ({ signal }) => fetchAnalytics(webId, days, signal),
    refetchInterval: LIMITS.analyticsPollMs,
  });
}
