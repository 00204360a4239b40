import { z } from 'zod';
import { defineCall, EmptyBodySchema, IdSchema, RawResponseSchema } from '../core';

export const exportProject = defineCall({
  method: 'POST',
  path: '/projects/api/export-project',
  auth: 'required',
  summary:
    'Zip the project at its current commit (no secrets, no .env). The zip is fetched from ' +
    'EXPORT_DOWNLOAD_PREFIX + downloadUrl, i.e. downloadExport.',
  body: z.object({ projectId: IdSchema, isComponent: z.boolean().default(false) }),
  response: z.object({
    success: z.literal(true),
    /** Relative to EXPORT_DOWNLOAD_PREFIX: `/api/exports/{fileName}`. */
    downloadUrl: z.string().startsWith('/api/exports/'),
  }),
});

export const downloadExport = defineCall({
  method: 'GET',
  path: '/projects/api/exports/:fileName',
  auth: 'required',
  summary: 'The zip made by exportProject; only its owner can fetch it; it expires after an hour.',
  params: z.object({ fileName: z.string().regex(/^[A-Za-z0-9_-]+\.zip$/, 'Invalid export name') }),
  body: EmptyBodySchema,
  response: RawResponseSchema,
  raw: true,
});

export const cliPull = defineCall({
  method: 'POST',
  path: '/api/cli/pull',
  auth: 'required',
  summary:
    '`kiln pull <subdomain>`: the project at its current commit as a zip (application/zip), ' +
    'authorised by a personal access token sent as a bearer token.',
  body: z.object({ subdomain: z.string().trim().min(1).max(63) }),
  response: RawResponseSchema,
  raw: true,
});

export const exportCalls = { exportProject, downloadExport, cliPull } as const;
