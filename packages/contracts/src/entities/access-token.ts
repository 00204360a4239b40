import { z } from 'zod';
import { IsoDateSchema } from '../core';

/** A personal access token for the CLI as listed: never the secret, only its last four characters. */
export const AccessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  last4: z.string().length(4),
  createdAt: IsoDateSchema,
  lastUsedAt: IsoDateSchema.nullable(),
});
export type AccessToken = z.infer<typeof AccessTokenSchema>;
