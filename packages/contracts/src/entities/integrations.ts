import { z } from 'zod';

/** Seed 000 §3 nudges and seed 000 §7 call 18. */
export const IntegrationTypeSchema = z.enum([
  'mapbox',
  'ai',
  'supabase',
  'firebase_database',
  'firebase_auth',
]);
export type IntegrationType = z.infer<typeof IntegrationTypeSchema>;

const IntentStateSchema = z.object({ sent: z.boolean(), denied: z.boolean() });

export const HasSentIntentMessageSchema = z.object({
  mapbox: IntentStateSchema,
  ai: IntentStateSchema,
  supabase: IntentStateSchema,
  firebase_database: IntentStateSchema,
  firebase_auth: IntentStateSchema,
});
export type HasSentIntentMessage = z.infer<typeof HasSentIntentMessageSchema>;

/**
 * The integrations object as the wire carries it (seed 000 §3, seed 002 §3). Secrets never travel:
 * keys are shown by their last four characters only, the Firebase service account never.
 */
export const IntegrationsSchema = z.object({
  mapbox: z.object({ enabled: z.boolean(), using: z.boolean() }),
  supabase: z.object({ ref: z.string().nullable(), wasEnabled: z.boolean() }),
  firebase: z.object({
    database: z.boolean(),
    auth: z.boolean(),
    wasEnabled: z.boolean(),
    client: z
      .object({
        apiKey: z.string(),
        authDomain: z.string(),
        projectId: z.string(),
        storageBucket: z.string(),
        messagingSenderId: z.string(),
        appId: z.string(),
      })
      .nullable(),
  }),
  resend: z.object({
    enabled: z.boolean(),
    apiKeyLast4: z.string().nullable(),
    domain: z.string().nullable(),
    fromAddress: z.string().nullable(),
  }),
  ai: z.record(z.string(), z.object({ enabled: z.boolean() })),
});
export type Integrations = z.infer<typeof IntegrationsSchema>;

export function emptyIntegrations(): Integrations {
  return {
    mapbox: { enabled: false, using: false },
    supabase: { ref: null, wasEnabled: false },
    firebase: { database: false, auth: false, wasEnabled: false, client: null },
    resend: { enabled: false, apiKeyLast4: null, domain: null, fromAddress: null },
    ai: {},
  };
}

export function emptyIntentMessages(): HasSentIntentMessage {
  const none = () => ({ sent: false, denied: false });
  return { mapbox: none(), ai: none(), supabase: none(), firebase_database: none(), firebase_auth: none() };
}
