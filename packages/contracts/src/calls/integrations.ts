import { z } from 'zod';
import { dataEnvelope, defineCall, IdSchema } from '../core';
import {
  AiIntegrationsSchema,
  HasSentIntentMessageSchema,
  IntegrationCatalogueEntrySchema,
  IntegrationsSchema,
  IntegrationTypeSchema,
} from '../entities/integrations';
import { SiteAiLimitsSchema } from '../site-ai';

/** Seed 000 calls 17-19, seed 002 "integrations details", and the catalogue the seeds leave out. */

export const updateMapboxStatus = defineCall({
  method: 'POST',
  path: '/api/mapbox/update-status',
  auth: 'required',
  summary: 'Turn the maps integration on (`using: true`) from its nudge, or off.',
  body: z.object({ webId: IdSchema, using: z.boolean() }),
  response: dataEnvelope(IntegrationsSchema.shape.mapbox),
});

export const denyIntegration = defineCall({
  method: 'POST',
  path: '/api/integrations/deny-integration',
  auth: 'required',
  summary: 'The owner answered "Not Now" to a nudge; it is stored as denied.',
  body: z.object({ webId: IdSchema, integrationType: IntegrationTypeSchema }),
  response: dataEnvelope(HasSentIntentMessageSchema),
});

export const autoIntegrate = defineCall({
  method: 'POST',
  path: '/api/integrations/auto-integrate',
  auth: 'required',
  summary:
    'Enable the integrations that need no set-up (AI models, maps) the latest nudges asked for; ' +
    'answers the updated integrations.',
  body: z.object({ webId: IdSchema }),
  response: dataEnvelope(IntegrationsSchema),
});

export const listIntegrations = defineCall({
  method: 'POST',
  path: '/api/integrations/list',
  auth: 'required',
  summary: "The integrations catalogue with each entry's status for this project.",
  body: z.object({ webId: IdSchema }),
  response: dataEnvelope(z.array(IntegrationCatalogueEntrySchema)),
});

export const saveIntegrationDetails = defineCall({
  method: 'POST',
  path: '/api/integrations/details/:webId',
  auth: 'required',
  summary:
    'Save the AI integrations (an enabled flag per catalogue id); unknown ids are refused. ' +
    'Refused with "Please wait while we are generating code" during a generation. `limits` (Kiln\'s) ' +
    "sets the app's AI requests per hour, for the project and per visitor.",
  params: z.object({ webId: IdSchema }),
  body: z.object({ integrations: AiIntegrationsSchema, limits: SiteAiLimitsSchema.optional() }),
  response: dataEnvelope(AiIntegrationsSchema),
});

export const integrationCalls = {
  updateMapboxStatus,
  denyIntegration,
  autoIntegrate,
  listIntegrations,
  saveIntegrationDetails,
} as const;
