import { z } from 'zod';
import {
  FIREBASE_CLIENT_REQUIRED_FIELDS,
  FIRESTORE_REQUIRED_FIELDS,
  IntegrationCatalogueStatusSchema,
  IntegrationCategorySchema,
} from '../constants';
import { MESSAGES } from '../messages';
import { SiteAiLimitsSchema } from '../site-ai';

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

/** Seed 002 §3: the Firebase web config (public by design: it ships in the app's bundle). */
export const FirebaseClientConfigSchema = z.object({
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
  storageBucket: z.string(),
  messagingSenderId: z.string(),
  appId: z.string(),
});
export type FirebaseClientConfig = z.infer<typeof FirebaseClientConfigSchema>;

function hasFields(value: Record<string, unknown>, fields: readonly string[]): boolean {
  return fields.every((field) => typeof value[field] === 'string' && value[field] !== '');
}

/** As the connect dialog sends it: every required field present, with the seed's message otherwise. */
export const FirebaseClientConfigInputSchema = z
  .record(z.string(), z.unknown())
  .refine((value) => hasFields(value, FIREBASE_CLIENT_REQUIRED_FIELDS), MESSAGES.FIREBASE_AUTH_FIELDS_MISSING)
  .pipe(FirebaseClientConfigSchema);

/**
 * Seed 002 §3, §5: a Firestore service account. A secret: encrypted at rest, never sent back. Extra
 * fields of the key file are kept.
 */
export const FirebaseServiceAccountSchema = z
  .record(z.string(), z.unknown())
  .refine((value) => hasFields(value, FIRESTORE_REQUIRED_FIELDS), MESSAGES.FIRESTORE_FIELDS_MISSING)
  .pipe(
    z.looseObject({
      type: z.string(),
      project_id: z.string(),
      private_key_id: z.string(),
      private_key: z.string(),
      client_email: z.string(),
      client_id: z.string(),
      auth_uri: z.string(),
      token_uri: z.string(),
      auth_provider_x509_cert_url: z.string(),
      client_x509_cert_url: z.string(),
      universe_domain: z.string(),
    }),
  );
export type FirebaseServiceAccount = z.infer<typeof FirebaseServiceAccountSchema>;

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
    client: FirebaseClientConfigSchema.nullable(),
  }),
  resend: z.object({
    enabled: z.boolean(),
    apiKeyLast4: z.string().nullable(),
    domain: z.string().nullable(),
    fromAddress: z.string().nullable(),
    /**
     * Where the app's site email goes (`POST /api/kiln/email`): these addresses, else the owner's
     * account address. A visitor never picks a recipient.
     */
    recipients: z.array(z.string()).default([]),
  }),
  ai: z.record(z.string(), z.object({ enabled: z.boolean() })),
  /** What the app's AI features may use per hour; absent means DEFAULT_SITE_AI_LIMITS. */
  aiLimits: SiteAiLimitsSchema.optional(),
});
export type Integrations = z.infer<typeof IntegrationsSchema>;

/** The AI integrations: an enabled flag per catalogue item id (seed 002 §3). */
export const AiIntegrationsSchema = IntegrationsSchema.shape.ai;
export type AiIntegrations = z.infer<typeof AiIntegrationsSchema>;
export const FirebaseIntegrationSchema = IntegrationsSchema.shape.firebase;
export type FirebaseIntegration = z.infer<typeof FirebaseIntegrationSchema>;

/** An entry of the integrations catalogue (seed 000 §2 dialogs table). */
export const IntegrationCatalogueEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: IntegrationCategorySchema,
  status: IntegrationCatalogueStatusSchema,
  /** AI model providers are toggled through `/api/integrations/details/:webId`. */
  isAi: z.boolean(),
});
export type IntegrationCatalogueEntry = z.infer<typeof IntegrationCatalogueEntrySchema>;

export function emptyIntegrations(): Integrations {
  return {
    mapbox: { enabled: false, using: false },
    supabase: { ref: null, wasEnabled: false },
    firebase: { database: false, auth: false, wasEnabled: false, client: null },
    resend: { enabled: false, apiKeyLast4: null, domain: null, fromAddress: null, recipients: [] },
    ai: {},
  };
}

export function emptyIntentMessages(): HasSentIntentMessage {
  const none = () => ({ sent: false, denied: false });
  return { mapbox: none(), ai: none(), supabase: none(), firebase_database: none(), firebase_auth: none() };
}
