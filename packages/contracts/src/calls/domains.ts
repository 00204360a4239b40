import { z } from 'zod';
import { dataEnvelope, defineCall, IdSchema, SuccessMessageSchema } from '../core';
import { CustomDomainStatusSchema, isValidHostname, normaliseHostname } from '../entities/domain';
import { DOMAIN_EXAMPLE, MESSAGE_TEMPLATES } from '../messages';

/** Seed 000 §5: a bare hostname, normalised (`normaliseHostname`); the message is the seed's. */
export const HostnameSchema = z
  .string()
  .overwrite(normaliseHostname)
  .refine(isValidHostname, MESSAGE_TEMPLATES.invalidDomain(DOMAIN_EXAMPLE));

export const addDomain = defineCall({
  method: 'POST',
  path: '/api/web/domains/add',
  auth: 'required',
  summary:
    'Attach a custom domain to a deployed project (replacing any previous one); answers the DNS ' +
    'records to create. 409 "Domain already in use in another project".',
  body: z.object({ webId: IdSchema, hostname: HostnameSchema }),
  response: dataEnvelope(CustomDomainStatusSchema),
});

export const getDomain = defineCall({
  method: 'POST',
  path: '/api/web/domains/get',
  auth: 'required',
  summary: 'The custom domain and its DNS checks, re-checked on each call; `data` is null when none is set.',
  body: z.object({ webId: IdSchema }),
  response: dataEnvelope(CustomDomainStatusSchema.nullable()),
});

export const removeDomain = defineCall({
  method: 'POST',
  path: '/api/web/domains/remove',
  auth: 'required',
  summary: 'Detach the custom domain.',
  body: z.object({ webId: IdSchema }),
  response: SuccessMessageSchema,
});

export const domainCalls = { addDomain, getDomain, removeDomain } as const;
