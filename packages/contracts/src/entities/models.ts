import { z } from 'zod';

export const ModelProviderSchema = z.enum(['anthropic', 'openai', 'openai-compatible', 'offline']);
export type ModelProvider = z.infer<typeof ModelProviderSchema>;

/** A model the chat can use; the offline model is always listed. */
export const ModelInfoSchema = z.object({
  id: z.string(),
  label: z.string(),
  provider: ModelProviderSchema,
  isOffline: z.boolean(),
  isDefault: z.boolean(),
});
export type ModelInfo = z.infer<typeof ModelInfoSchema>;
