import { z } from 'zod';
import { dataEnvelope, defineCall, EmptyBodySchema } from '../core';
import { ModelInfoSchema } from '../entities/models';

export const listModels = defineCall({
  method: 'POST',
  path: '/api/models/list',
  auth: 'required',
  summary: 'The models this server can use (the offline model always), exactly one marked `isDefault`.',
  body: EmptyBodySchema,
  response: dataEnvelope(z.array(ModelInfoSchema)),
});

export const modelCalls = { listModels } as const;
