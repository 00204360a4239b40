import { z } from 'zod';
import { dataEnvelope, defineCall } from '../core';

/**
 * The admin CLI (`npm run admin -- …`) hands its command to a running server with the data dir's
 * admin token in `x-kiln-admin-token`; no session is read.
 */
export const runAdminCommand = defineCall({
  method: 'POST',
  path: '/api/admin/command',
  auth: 'none',
  summary: 'Run an admin CLI command on the running server (data-dir token required).',
  headers: z.object({ 'x-kiln-admin-token': z.string() }),
  body: z.object({ args: z.array(z.string().max(200)).min(1).max(10) }),
  response: dataEnvelope(z.object({ output: z.string() })),
});

export const adminCalls = { runAdminCommand } as const;
