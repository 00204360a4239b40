import { z } from 'zod';
import { RESERVED_SECRET_NAMES } from '../constants';
import { dataEnvelope, defineCall, IdSchema, SuccessMessageSchema } from '../core';
import { ProjectSecretSchema } from '../entities/secret';
import { MESSAGES } from '../messages';

/**
 * Issue 15 §1 (Kiln's own calls; the seeds show the chat's list of secrets, not where values go): the
 * owner gives the secrets a project's app needs. Values are kept encrypted on the server and never
 * come back: a secret is listed by its name and last four characters. The names Kiln manages with
 * its integrations (seed 000 §5) are neither listed nor writable here.
 */

export const SecretNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{0,63}$/, MESSAGES.SECRET_NAME_INVALID)
  .refine((name) => !(RESERVED_SECRET_NAMES as readonly string[]).includes(name), MESSAGES.SECRET_RESERVED);

export const listProjectSecrets = defineCall({
  method: 'POST',
  path: '/api/web/secrets/list',
  auth: 'required',
  summary:
    "The project's secrets by name and last four characters (owner only); reserved names are left out.",
  body: z.object({ webId: IdSchema }),
  response: dataEnvelope(z.array(ProjectSecretSchema)),
});

export const setProjectSecret = defineCall({
  method: 'POST',
  path: '/api/web/secrets/set',
  auth: 'required',
  summary: 'Add a secret or replace its value (owner only); answers it as listed.',
  body: z.object({
    webId: IdSchema,
    name: SecretNameSchema,
    value: z.string().min(1, MESSAGES.SECRET_VALUE_REQUIRED).max(16_384),
  }),
  response: dataEnvelope(ProjectSecretSchema),
});

export const deleteProjectSecret = defineCall({
  method: 'POST',
  path: '/api/web/secrets/delete',
  auth: 'required',
  summary: 'Delete a secret (owner only).',
  body: z.object({ webId: IdSchema, name: SecretNameSchema }),
  response: SuccessMessageSchema,
});

export const secretCalls = { listProjectSecrets, setProjectSecret, deleteProjectSecret } as const;
