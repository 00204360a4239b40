import { z } from 'zod';

/** Seed 001 §3: a follow-up prompt offered under the latest assistant message. */
export const SuggestionSchema = z.object({ _id: z.string(), text: z.string() });
export type Suggestion = z.infer<typeof SuggestionSchema>;
