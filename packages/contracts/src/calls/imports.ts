import { z } from 'zod';
import { dataEnvelope, defineCall } from '../core';
import { ProjectSchema } from '../entities/project';

/** What an imported zip may hold (everything in it is attacker input). */
export const IMPORT_LIMITS = {
  /** The uploaded archive itself. */
  archiveBytes: 50 * 1024 * 1024,
  files: 5_000,
  fileBytes: 5 * 1024 * 1024,
  /** Every kept file together, once unpacked. */
  treeBytes: 100 * 1024 * 1024,
  /** What a git import may download (every commit of the branch). */
  fetchBytes: 200 * 1024 * 1024,
} as const;

/** The form part that carries the zip. */
export const IMPORT_ARCHIVE_FIELD = 'archive';

/** A git repository to import: an HTTPS address, as GitHub, GitLab or any public host gives it. */
export const ImportGitUrlSchema = z
  .string()
  .trim()
  .min(1, 'Paste the address of a git repository')
  .max(500, 'That address is too long')
  // http:// passes here; the server takes it only from hosts its operator listed (a LAN git server).
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), {
    message: 'Use the repository’s https:// address',
  });

export const importProject = defineCall({
  method: 'POST',
  path: '/api/web/import',
  auth: 'required',
  multipart: true,
  summary:
    'Issue 21: import a Vite + React project (Lovable, Bolt, v0 or any other) from a zip (the `archive` ' +
    'file part) or a git repository (`gitUrl`, optional `branch`), keeping its history. Answers the new ' +
    'project once its files are in; dependencies, the first build and the screenshot follow, told ' +
    'over the project socket as `import:progress` and `project:status`.',
  body: z.object({
    gitUrl: ImportGitUrlSchema.optional(),
    branch: z
      .string()
      .trim()
      .regex(/^[\w./-]{1,100}$/, 'That is not a branch name')
      .refine((name) => !name.includes('..') && !name.startsWith('-'), 'That is not a branch name')
      .optional(),
  }),
  response: dataEnvelope(ProjectSchema),
});

export const importCalls = { importProject } as const;
