import { z } from 'zod';
import { CommitHashSchema, dataEnvelope, defineCall, IdSchema } from '../core';

/** Seed 002 §3 "Files: a map from path to content", as the read-only code explorer reads them. */
export const ProjectFileSchema = z.object({
  path: z.string(),
  /** Null for binary files (the explorer shows 'Binary file not previewed'). */
  content: z.string().nullable(),
  size: z.number().int().nonnegative(),
});
export type ProjectFile = z.infer<typeof ProjectFileSchema>;

export const listProjectFiles = defineCall({
  method: 'POST',
  path: '/api/web/files',
  auth: 'optional',
  summary:
    "The files of the project's current version, or of `commitHash` when a past version is previewed. " +
    'Private projects answer 404 to everyone but the owner.',
  body: z.object({ webId: IdSchema, commitHash: CommitHashSchema.optional() }),
  response: dataEnvelope(z.object({ commitHash: z.string().nullable(), files: z.array(ProjectFileSchema) })),
});

export const fileCalls = { listProjectFiles } as const;
