import { z } from 'zod';
import { dataEnvelope, defineCall, IdSchema } from '../core';
import { ProjectSchema } from '../entities/project';

/**
 * A component project as the Components tab shows it (issue 5 point 8): live from its own preview
 * (`link`), usable once it has a version (`currentCommitHash`).
 */
export const ComponentSummarySchema = ProjectSchema.pick({
  _id: true,
  projectName: true,
  link: true,
  phase: true,
  currentCommitHash: true,
  updated: true,
});
export type ComponentSummary = z.infer<typeof ComponentSummarySchema>;

export const listComponents = defineCall({
  method: 'POST',
  path: '/api/web/components/list',
  auth: 'required',
  summary:
    "The signed-in user's component projects (platform component), most recently updated first; " +
    '`webId` leaves that project out (a component project does not list itself).',
  body: z.object({ webId: IdSchema.optional() }).optional(),
  response: dataEnvelope(z.array(ComponentSummarySchema)),
});

export const componentCalls = { listComponents } as const;
