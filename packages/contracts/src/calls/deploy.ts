import { z } from 'zod';
import { CommitHashSchema, dataEnvelope, defineCall, IdSchema } from '../core';

export const deployProject = defineCall({
  method: 'POST',
  path: '/api/web/deploy',
  auth: 'required',
  summary:
    "Publish the current commit's production build at the project's prodLink (and custom domain). " +
    'Answers when the site is live; `deployment:complete` is emitted too. 409 while a generation runs.',
  body: z.object({ webId: IdSchema }),
  response: dataEnvelope(z.object({ prodLink: z.string(), deployedCommitHash: CommitHashSchema })),
});

export const deployCalls = { deployProject } as const;
