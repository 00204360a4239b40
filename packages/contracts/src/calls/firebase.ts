import { z } from 'zod';
import { dataEnvelope, defineCall, IdSchema } from '../core';
import {
  FirebaseClientConfigInputSchema,
  FirebaseIntegrationSchema,
  FirebaseServiceAccountSchema,
} from '../entities/integrations';
import { MESSAGES } from '../messages';

/**
 * Seed 002 §5: Firestore needs the service account (`config.server`), Auth the web config
 * (`config.client`); at least one feature must be on.
 */
export const FirebaseConnectBodySchema = z
  .object({
    subdomain: z.string().trim().min(1),
    webId: IdSchema,
    features: z.object({ database: z.boolean(), auth: z.boolean() }),
    config: z.object({
      client: FirebaseClientConfigInputSchema.nullable().default(null),
      server: FirebaseServiceAccountSchema.nullable().default(null),
    }),
  })
  .check((ctx) => {
    const { features, config } = ctx.value;
    if (!features.database && !features.auth) {
      ctx.issues.push({
        code: 'custom',
        message: MESSAGES.FIREBASE_NO_FEATURE,
        input: features,
        path: ['features'],
      });
    }
    if (features.database && config.server === null) {
      ctx.issues.push({
        code: 'custom',
        message: MESSAGES.FIRESTORE_CONFIG_REQUIRED,
        input: config.server,
        path: ['config', 'server'],
      });
    }
    if (features.auth && config.client === null) {
      ctx.issues.push({
        code: 'custom',
        message: MESSAGES.FIREBASE_AUTH_CONFIG_REQUIRED,
        input: config.client,
        path: ['config', 'client'],
      });
    }
  });
export type FirebaseConnectBody = z.infer<typeof FirebaseConnectBodySchema>;

export const connectFirebase = defineCall({
  method: 'POST',
  path: '/api/web/integrations/firebase/connect',
  auth: 'required',
  summary:
    'Connect Firestore and/or Auth. The service account is encrypted at rest and never sent back. ' +
    "Refused when Supabase is or was used (the seed's exclusivity messages).",
  body: FirebaseConnectBodySchema,
  response: dataEnvelope(FirebaseIntegrationSchema),
});

export const disconnectFirebase = defineCall({
  method: 'POST',
  path: '/api/web/integrations/firebase/disconnect',
  auth: 'required',
  summary: 'Turn both Firebase features off and drop the credentials; `wasEnabled` stays true.',
  body: z.object({ webId: IdSchema }),
  response: dataEnvelope(FirebaseIntegrationSchema),
});

export const firebaseCalls = { connectFirebase, disconnectFirebase } as const;
