import { z } from 'zod';
import { IsoDateSchema } from '../core';

/** A project's secret as listed: never its value, only its last four characters. */
export const ProjectSecretSchema = z.object({
  name: z.string(),
  last4: z.string().length(4),
  updatedAt: IsoDateSchema,
});
export type ProjectSecret = z.infer<typeof ProjectSecretSchema>;
