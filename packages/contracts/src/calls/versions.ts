import { z } from 'zod';
import { CommitHashSchema, dataEnvelope, defineCall, IdSchema, RawResponseSchema } from '../core';
import { DiffFileSchema, VersionSchema } from '../entities/version';

export const listVersions = defineCall({
  method: 'POST',
  path: '/api/web/versions',
  componentPath: '/api/webComponent/versions',
  auth: 'optional',
  summary: 'Every version of the project, newest first; polled every 10 s while the panel is open.',
  body: z.object({ webId: IdSchema }),
  response: dataEnvelope(z.array(VersionSchema)),
});

export const switchVersion = defineCall({
  method: 'POST',
  path: '/api/web/versions/switch',
  componentPath: '/api/webComponent/versions/switch',
  auth: 'required',
  summary:
    "Owner only: move the project's current pointer to a version; later versions stay listed. " +
    '409 while a generation runs.',
  body: z.object({ webId: IdSchema, webVersionId: IdSchema }),
  response: dataEnvelope(z.object({ currentCommitHash: CommitHashSchema })),
});

export const getCommitDiff = defineCall({
  method: 'POST',
  path: '/git/commits/diff',
  auth: 'optional',
  summary:
    'The files changed between two commits of a project, with full old and new contents. ' +
    '`previousCommit` null diffs against the empty tree (old contents empty).',
  body: z.object({
    previousCommit: CommitHashSchema.nullable(),
    currentCommit: CommitHashSchema,
    subdomain: z.string().trim().min(1).max(63),
  }),
  response: z.object({ success: z.literal(true), files: z.array(DiffFileSchema) }),
});

/** The screenshot of one version's build (a PNG); the versions list links to it as `screenshotUrl`. */
export const getVersionScreenshot = defineCall({
  method: 'GET',
  path: '/api/web/screenshots/:webId/:commitHash',
  auth: 'optional',
  raw: true,
  summary: "A version's screenshot; private projects answer 404 to everyone but the owner.",
  params: z.object({ webId: IdSchema, commitHash: CommitHashSchema }),
  body: z.object({}).optional(),
  response: RawResponseSchema,
});

export const versionCalls = { listVersions, switchVersion, getCommitDiff, getVersionScreenshot } as const;
