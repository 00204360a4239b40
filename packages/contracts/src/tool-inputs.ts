import { z } from 'zod';
import { IntegrationTypeSchema } from './entities/integrations';

/**
 * The assistant's tools and their inputs (ARCHITECTURE.md "The generation pipeline"). The model
 * works through these, never through text tags; every input is validated here before it touches a
 * file. Paths are relative to the project root, with forward slashes.
 */
const PathSchema = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .describe('A path relative to the project root, e.g. src/App.tsx');

export const TOOL_INPUTS = {
  list_files: z.object({}).describe('List every file of the project (paths only).'),
  read_file: z.object({ path: PathSchema }).describe('Read one file.'),
  write_file: z
    .object({ path: PathSchema, content: z.string().max(400_000) })
    .describe('Create a file, or replace a whole file (use edit_file for changes to an existing file).'),
  edit_file: z
    .object({
      path: PathSchema,
      search: z.string().min(1).max(100_000).describe('Exact text to find; it must occur exactly once.'),
      replace: z.string().max(200_000),
    })
    .describe('Replace one exact occurrence of `search` in a file.'),
  delete_file: z.object({ path: PathSchema }).describe('Delete a file.'),
  rename_file: z.object({ from: PathSchema, to: PathSchema }).describe('Move or rename a file.'),
  add_dependency: z
    .object({
      name: z
        .string()
        .trim()
        .regex(/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/, 'Not an npm package name')
        .max(214),
      version: z
        .string()
        .trim()
        .max(64)
        .regex(/^[\w.^~<>=* |-]*$/, 'Not a version range')
        .optional(),
    })
    .describe('Add an npm package to package.json (installed without running its scripts).'),
  suggest: z
    .object({ suggestions: z.array(z.string().trim().min(3).max(140)).min(3).max(4) })
    .describe('Offer 3–4 short follow-up prompts the user might send next.'),
  nudge_integration: z
    .object({ integration: IntegrationTypeSchema, reason: z.string().trim().max(300) })
    .describe('Suggest connecting an integration the app would benefit from.'),
  write_migration: z
    .object({
      name: z
        .string()
        .trim()
        .min(3)
        .max(60)
        .regex(/^[a-z0-9][a-z0-9_]*$/, 'Use lower-case words joined by underscores, e.g. create_todos')
        .describe('What it does, e.g. create_todos'),
      sql: z.string().trim().min(1).max(100_000).describe('Postgres SQL for the linked Supabase database'),
    })
    .describe(
      'Add a SQL migration for the linked Supabase database (supabase/migrations/). Every table you create ' +
        'must enable row level security and get policies in the same migration. The owner approves it ' +
        'before it runs.',
    ),
  set_project_name: z
    .object({ name: z.string().trim().min(1).max(40) })
    .describe('Name the project (2–4 words), once, on the first prompt.'),
  set_commit_message: z
    .object({ message: z.string().trim().min(3).max(100) })
    .describe('Describe the changes of this turn as a short commit message (imperative mood).'),
} as const;

export type ToolName = keyof typeof TOOL_INPUTS;
export type ToolInput<N extends ToolName> = z.infer<(typeof TOOL_INPUTS)[N]>;

/** Tools offered only to some apps (`write_migration`: those with Supabase's client). */
export const OPTIONAL_TOOLS: readonly ToolName[] = ['write_migration'];

/** Tools that change files: a turn that calls one of them ends in a commit. */
export const WRITING_TOOLS: readonly ToolName[] = [
  'write_file',
  'edit_file',
  'delete_file',
  'rename_file',
  'add_dependency',
  'write_migration',
];
