import { z } from 'zod';

/**
 * Issue 16 §4, site AI: what a generated app may ask Kiln's model for, on its own origin
 * (`POST /api/kiln/ai/<feature>`), and the limits its owner sets. These are not calls of Kiln's API
 * (they are served only on a site's origin), so they sit beside the calls rather than among them.
 */
export const AiFeatureIdSchema = z.enum(['chat', 'generate', 'summarize', 'image']);
export type AiFeatureId = z.infer<typeof AiFeatureIdSchema>;

export interface AiFeature {
  id: AiFeatureId;
  name: string;
  description: string;
}

/** The AI features an app can use, in the order the AI Integrations dialog lists them. */
export const AI_FEATURES: readonly AiFeature[] = [
  { id: 'chat', name: 'Chat', description: 'A chat box that answers your visitors.' },
  {
    id: 'generate',
    name: 'Text generation',
    description: 'Write text from a prompt: ideas, drafts, replies.',
  },
  { id: 'summarize', name: 'Summarise', description: 'Turn long text into a short summary.' },
  { id: 'image', name: 'Image generation', description: 'Draw an image from a description.' },
];

/** The path a generated app calls for a feature, on its own origin. */
export function siteAiPath(feature: AiFeatureId): string {
  return `/api/kiln/ai/${feature}`;
}
export const SITE_AI_PATH_PREFIX = '/api/kiln/ai/';

/** Requests per hour: for the whole project, and for one visitor (by IP). */
export const SiteAiLimitsSchema = z.object({
  projectPerHour: z.number().int().min(1).max(100_000),
  visitorPerHour: z.number().int().min(1).max(10_000),
});
export type SiteAiLimits = z.infer<typeof SiteAiLimitsSchema>;
export const DEFAULT_SITE_AI_LIMITS: SiteAiLimits = { projectPerHour: 200, visitorPerHour: 20 };

/** The largest request body the site AI endpoints read. */
export const SITE_AI_MAX_BODY_BYTES = 64 * 1024;

const text = (max: number) => z.string().trim().min(1).max(max);

/** The languages a generated app is written in (its `<html lang>`): the chat is asked to answer in it. */
export const SiteAiLanguageSchema = z.enum(['en', 'es', 'fr', 'de', 'pt', 'it']);
export type SiteAiLanguage = z.infer<typeof SiteAiLanguageSchema>;

export const SiteAiChatRequestSchema = z.object({
  language: SiteAiLanguageSchema.optional(),
  messages: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: text(4000) }))
    .min(1)
    .max(20)
    .refine((messages) => messages.at(-1)?.role === 'user', 'The last message must be the visitor’s.')
    .refine(
      (messages) => messages.reduce((sum, m) => sum + m.content.length, 0) <= 12_000,
      'The conversation is too long.',
    ),
});
export const SiteAiGenerateRequestSchema = z.object({ prompt: text(4000) });
export const SiteAiSummarizeRequestSchema = z.object({ text: text(20_000) });
export const SiteAiImageRequestSchema = z.object({ prompt: text(1000) });

export const SITE_AI_REQUESTS = {
  chat: SiteAiChatRequestSchema,
  generate: SiteAiGenerateRequestSchema,
  summarize: SiteAiSummarizeRequestSchema,
  image: SiteAiImageRequestSchema,
} as const satisfies Record<AiFeatureId, z.ZodType>;
export type SiteAiRequest<F extends AiFeatureId> = z.infer<(typeof SITE_AI_REQUESTS)[F]>;

/**
 * The answer streams as plain UTF-8 text chunks (`text/plain`), readable with `fetch` and
 * `response.body.getReader()` or simply `await response.text()`. These headers say who answered.
 */
export const SITE_AI_MODEL_HEADER = 'x-kiln-ai-model';
/** `true` when Kiln's built-in offline model answered (no model configured on this instance). */
export const SITE_AI_OFFLINE_HEADER = 'x-kiln-ai-offline';
export const OFFLINE_SITE_AI_LABEL = "Kiln's offline model";

export const SITE_AI_MESSAGES = {
  DISABLED: 'This AI feature is not turned on for this app. Its owner can enable it under AI Integrations.',
  VISITOR_LIMIT: 'You have made too many AI requests. Please try again in a while.',
  PROJECT_LIMIT: 'This app has reached its AI limit for now. Please try again later.',
  TOO_LARGE: 'The request is too large.',
  INVALID_JSON: 'The request body must be JSON.',
  CROSS_ORIGIN: 'This endpoint answers only its own app.',
  FAILED: 'The AI could not answer. Please try again.',
  UNKNOWN_FEATURE: 'Unknown AI feature.',
} as const;
