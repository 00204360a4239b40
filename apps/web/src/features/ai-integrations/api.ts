import { type AiIntegrations, calls, fillPath, type Project, type SiteAiLimits } from '@kiln/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { integrationKeys } from '@/features/integrations';
import { projectKeys } from '@/features/projects';
import { ApiError, BAD_RESPONSE_MESSAGE, callApi, requestJson } from '@/lib/api-client';

/** Seed 002 `POST /api/integrations/details/{webId}`: the AI features' flags and Kiln's limits. */
export async function saveAiIntegrations(
  webId: string,
  body: { integrations: AiIntegrations; limits?: SiteAiLimits },
): Promise<AiIntegrations> {
  const call = calls.saveIntegrationDetails;
  const json = await requestJson(fillPath(call.path, { webId }), {
    method: 'POST',
    body: call.body.parse(body),
  });
  const output = call.response.safeParse(json);
  if (!output.success) throw new ApiError(502, 'upstream', BAD_RESPONSE_MESSAGE);
  return output.data.data;
}

/** Seed 000 call 19: the no-set-up integrations (AI features, maps) the latest nudges asked for. */
export async function autoIntegrate(webId: string) {
  return (await callApi(calls.autoIntegrate, { webId })).data;
}

/** What was saved shows at once in the project (the nudge cards, the rail) and the catalogue. */
export function patchProjectIntegrations(
  queryClient: QueryClient,
  webId: string,
  patch: (integrations: Project['integrations']) => Project['integrations'],
): void {
  queryClient.setQueriesData<Project>({ queryKey: projectKeys.details(webId) }, (old) =>
    old ? { ...old, integrations: patch(old.integrations) } : old,
  );
  void queryClient.invalidateQueries({ queryKey: integrationKeys.all });
}
