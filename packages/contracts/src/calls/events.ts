import { z } from 'zod';
import { defineCall, IdSchema, SuccessSchema } from '../core';

/** Where a visitor shared a project from the Share dialog (seed 000 §2 "Share preview"). */
export const ShareChannelSchema = z.enum(['copy_link', 'x', 'linkedin']);
export type ShareChannel = z.infer<typeof ShareChannelSchema>;

export const trackShare = defineCall({
  method: 'POST',
  path: '/api/events/share',
  auth: 'optional',
  summary:
    'Records a share of a readable project as a product event (seed 000 §7: analytics events for ' +
    'fork, deploy, share, export); fork, duplicate, export and pull are recorded by their own calls.',
  body: z.object({ webId: IdSchema, channel: ShareChannelSchema }),
  response: SuccessSchema,
});

export const eventCalls = { trackShare } as const;
