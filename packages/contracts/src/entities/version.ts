import { z } from 'zod';
import { CommitHashSchema, IsoDateSchema } from '../core';

/**
 * Seed 000 §3: one version per commit, each with its own immutable build at `previewUrl`. The
 * Deployed and Current badges come from the project's `deployedCommitHash` / `currentCommitHash`.
 */
export const VersionSchema = z.object({
  _id: z.string(),
  commitHash: CommitHashSchema,
  previewUrl: z.string(),
  /** Null until the screenshot of the version's build is taken. */
  screenshotUrl: z.string().nullable(),
  message: z.string(),
  timestamp: IsoDateSchema,
});
export type Version = z.infer<typeof VersionSchema>;

/** Seed 001 §3 "Diff data": one changed file; an empty `oldContent` means the file is new. */
export const DiffFileSchema = z.object({
  path: z.string(),
  oldContent: z.string(),
  newContent: z.string(),
});
export type DiffFile = z.infer<typeof DiffFileSchema>;

export const DiffPayloadSchema = z.object({ files: z.array(DiffFileSchema) });
export type DiffPayload = z.infer<typeof DiffPayloadSchema>;
