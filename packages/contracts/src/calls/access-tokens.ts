import { z } from 'zod';
import { ACCESS_TOKEN_PREFIX } from '../constants';
import { dataEnvelope, defineCall, EmptyBodySchema, IdSchema, SuccessMessageSchema } from '../core';
import { AccessTokenSchema } from '../entities/access-token';

/** Personal access tokens, for the CLI (`Authorization: Bearer kiln_pat_...`). */

export const createAccessToken = defineCall({
  method: 'POST',
  path: '/api/access-tokens/create',
  auth: 'required',
  summary: 'Create a token; `secret` is shown this once (only its hash is stored).',
  body: z.object({ name: z.string().trim().min(1, 'Give the token a name').max(60) }),
  response: dataEnvelope(
    z.object({ token: AccessTokenSchema, secret: z.string().startsWith(ACCESS_TOKEN_PREFIX) }),
  ),
});

export const listAccessTokens = defineCall({
  method: 'POST',
  path: '/api/access-tokens/list',
  auth: 'required',
  summary: "The user's tokens, newest first, by their last four characters.",
  body: EmptyBodySchema,
  response: dataEnvelope(z.array(AccessTokenSchema)),
});

export const revokeAccessToken = defineCall({
  method: 'POST',
  path: '/api/access-tokens/revoke',
  auth: 'required',
  summary: 'Revoke a token at once.',
  body: z.object({ id: IdSchema }),
  response: SuccessMessageSchema,
});

export const accessTokenCalls = { createAccessToken, listAccessTokens, revokeAccessToken } as const;
