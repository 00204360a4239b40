import { z } from 'zod';
import { IntegrationTypeSchema } from './integrations';
import { MigrationSchema } from './migration';

/**
 * The parts an assistant message is rendered from (seed 000 §3, seed 001 §3): one discriminated
 * union on `type`, so a renderer's switch is exhaustive.
 */
export const TextPartSchema = z.object({
  type: z.literal('text'),
  content: z.string(),
  /** Shown behind 'Show more...'. */
  hiddenContent: z.string().optional(),
});

export const ThinkingPartSchema = z.object({
  type: z.literal('thinking'),
  content: z.string(),
  complete: z.boolean(),
});

export const CodeErrorPartSchema = z.object({
  type: z.literal('code_error'),
  /** Absent: the block is titled 'Build Error'. */
  filename: z.string().optional(),
  content: z.string(),
});

export const BuildFailedPartSchema = z.object({ type: z.literal('build_failed'), content: z.string() });

export const MigrationPartSchema = MigrationSchema.extend({ type: z.literal('migration') });

export const IntegrationNudgePartSchema = z.object({
  type: z.literal('integration_nudge'),
  subtype: IntegrationTypeSchema,
});

export const FileChangeSchema = z.object({
  path: z.string(),
  action: z.enum(['create', 'edit', 'delete', 'rename']),
  /** The previous path of a renamed file. */
  from: z.string().optional(),
});
export type FileChange = z.infer<typeof FileChangeSchema>;

export const FileChangesPartSchema = z.object({
  type: z.literal('file_changes'),
  files: z.array(FileChangeSchema),
});

export const SuggestionsPartSchema = z.object({ type: z.literal('suggestions'), items: z.array(z.string()) });

/** Seed 000 §2: the names of the secrets a message asks for (reserved names are filtered out). */
export const SecretsPartSchema = z.object({ type: z.literal('secrets'), names: z.array(z.string()) });

export const MessagePartSchema = z.discriminatedUnion('type', [
  TextPartSchema,
  ThinkingPartSchema,
  CodeErrorPartSchema,
  BuildFailedPartSchema,
  MigrationPartSchema,
  IntegrationNudgePartSchema,
  FileChangesPartSchema,
  SuggestionsPartSchema,
  SecretsPartSchema,
]);
export type MessagePart = z.infer<typeof MessagePartSchema>;
export type MessagePartType = MessagePart['type'];
