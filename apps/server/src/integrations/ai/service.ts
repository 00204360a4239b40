import {
  AI_FEATURES,
  AiFeatureIdSchema,
  type AiIntegrations,
  type HasSentIntentMessage,
  type Integrations,
  type IntegrationType,
  MESSAGES,
  parseMessageContent,
  type SiteAiLimits,
} from '@kiln/contracts';
import { listMessages } from '../../chat/repository';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { changeIntegrations } from '../project-integrations';

/** Whether any of the app's AI features is on. */
export function isAiEnabled(integrations: Integrations): boolean {
  return Object.values(integrations.ai).some((feature) => feature.enabled);
}

/** Every AI feature, on: what the nudge's one-click "Connect" gives (they need no set-up). */
export function allAiFeaturesOn(): AiIntegrations {
  return Object.fromEntries(AI_FEATURES.map((feature) => [feature.id, { enabled: true }]));
}

/**
 * Seed 002 §7 `POST /api/integrations/details/{webId}`: the AI features' flags (only the catalogue's
 * ids; the rest keep what they were) and, when given, the limits. Refused during a generation.
 */
export async function saveAiIntegrations(
  ctx: AppContext,
  projectId: string,
  input: { integrations: AiIntegrations; limits?: SiteAiLimits | undefined },
): Promise<AiIntegrations> {
  const unknown = Object.keys(input.integrations).filter((id) => !AiFeatureIdSchema.safeParse(id).success);
  if (unknown.length > 0) {
    throw AppError.validation(`Unknown AI integration: ${unknown.join(', ')}`);
  }
  if (ctx.runs.isActive(projectId)) throw AppError.conflict(MESSAGES.WAIT_WHILE_GENERATING);
  const next = await changeIntegrations(ctx.db, projectId, (current) => ({
    ...current,
    ai: { ...current.ai, ...input.integrations },
    ...(input.limits ? { aiLimits: input.limits } : {}),
  }));
  return next.ai;
}

/** The nudges the project's latest assistant message showed, if it showed any. */
async function latestNudges(ctx: AppContext, projectId: string): Promise<IntegrationType[]> {
  const messages = await listMessages(ctx.db, projectId);
  for (const message of [...messages].reverse()) {
    if (message.role !== 'assistant') continue;
    const nudges = parseMessageContent(message.content).flatMap((part) =>
      part.type === 'integration_nudge' ? [part.subtype] : [],
    );
    if (nudges.length > 0) return nudges;
  }
  return [];
}

/**
 * Seed 000 call 19: the integrations that need no set-up (AI features, maps) that the latest nudges
 * asked for and the owner did not decline are switched on. Maps only flips its flags here; its
 * token, if any, is the Mapbox dialog's business.
 */
export async function autoIntegrate(
  ctx: AppContext,
  project: { id: string; hasSentIntentMessage: HasSentIntentMessage },
): Promise<Integrations> {
  if (ctx.runs.isActive(project.id)) throw AppError.conflict(MESSAGES.WAIT_WHILE_GENERATING);
  const nudges = (await latestNudges(ctx, project.id)).filter(
    (type) => !project.hasSentIntentMessage[type].denied,
  );
  return changeIntegrations(ctx.db, project.id, (current) => {
    let next = current;
    if (nudges.includes('ai') && !isAiEnabled(current)) next = { ...next, ai: allAiFeaturesOn() };
    if (nudges.includes('mapbox')) next = { ...next, mapbox: { enabled: true, using: true } };
    return next;
  });
}
