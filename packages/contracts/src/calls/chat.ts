import { z } from 'zod';
import { ChatModeSchema, PROMPT_MAX } from '../constants';
import { dataEnvelope, defineCall, IdSchema, SubscriptionLimitBodySchema } from '../core';
import { InspectedElementSchema } from '../entities/inspected-element';
import { IntegrationTypeSchema } from '../entities/integrations';
import { AttachmentSchema, HistoryItemSchema, RoleSchema } from '../entities/message';
import { SuggestionSchema } from '../entities/suggestion';
import { MOBILE_RESPONSIVE_GUIDELINES, readRequest } from '../mobile-guidelines';

/** An attachment as the client sends it: an upload's url, before the server gives it an `_id`. */
export const AttachmentInputSchema = AttachmentSchema.omit({ _id: true });
export type AttachmentInput = z.infer<typeof AttachmentInputSchema>;

export const ChatMessageInputSchema = z.object({
  role: RoleSchema,
  content: z.string().refine((content) => {
    // A request marked mobile-responsive carries the guidelines on top of the prompt's own limit.
    const { request, isMobileResponsive } = readRequest(content);
    const extra = isMobileResponsive ? MOBILE_RESPONSIVE_GUIDELINES.length + 2 : 0;
    return request.length <= PROMPT_MAX && content.length <= PROMPT_MAX + extra;
  }, `Keep the message under ${PROMPT_MAX} characters`),
  experimental_attachments: z.array(AttachmentInputSchema).max(10).optional(),
});
export type ChatMessageInput = z.infer<typeof ChatMessageInputSchema>;

export const sendChatMessage = defineCall({
  method: 'POST',
  path: '/api/web/chat/messages',
  componentPath: '/api/webComponent/chat/messages',
  auth: 'required',
  summary:
    'Store the last message of `messages` (a non-blank user message; earlier ones are ignored, the ' +
    'server keeps the history) and start a run. The reply streams over the socket (`chat:update`). ' +
    '409 while a run is in progress; the SubscriptionLimitBody when the plan has no edits left.',
  body: z.object({
    webId: IdSchema,
    messages: z
      .array(ChatMessageInputSchema)
      .min(1)
      .refine((messages) => {
        const last = messages.at(-1);
        return last?.role === 'user' && last.content.trim() !== '';
      }, 'The last message must be a non-empty user message'),
    mode: ChatModeSchema.default('build'),
    selectedElements: z.array(InspectedElementSchema).max(50).optional(),
    currentNavigationUrl: z.string().max(2_000).optional(),
    /** A model id from `/api/models/list`; the default model when absent. */
    model: z.string().max(100).optional(),
    /** Integrations the owner just connected from nudges, applied in this turn. */
    integrations: z.array(IntegrationTypeSchema).optional(),
    /**
     * A component project of the same owner to use in this turn: its source is copied into
     * `src/components/` in the INTEGRATE_COMPONENT phase, then the assistant places it on the page.
     */
    componentId: IdSchema.optional(),
  }),
  response: dataEnvelope(z.object({ lastMessageId: z.string() })).extend({
    subscription: z.object({
      editsInfo: z.object({ used: z.number().int().nonnegative(), allowed: z.number().int().nonnegative() }),
    }),
  }),
  refusal: SubscriptionLimitBodySchema,
});

export const getChatHistory = defineCall({
  method: 'POST',
  path: '/api/web/chat/history',
  componentPath: '/api/webComponent/chat/history',
  auth: 'required',
  summary: 'The chat history, oldest first (owner and staff only).',
  body: z.object({ webId: IdSchema }),
  response: dataEnvelope(z.array(HistoryItemSchema)),
});

export const getSuggestions = defineCall({
  method: 'POST',
  path: '/api/suggestions/get',
  auth: 'required',
  summary: 'Premium: the follow-up suggestions for the latest assistant message (empty while being made).',
  body: z.object({ webId: IdSchema, lastAssistantMessageId: IdSchema }),
  response: dataEnvelope(z.object({ suggestions: z.array(SuggestionSchema) })),
});

export const stopChatRun = defineCall({
  method: 'POST',
  path: '/api/web/chat/stop',
  auth: 'required',
  summary:
    'The owner stops the run in progress (web and component projects alike). Answers once the run has ' +
    'ended FAILED on its last good commit, the user message kept and the reply saying it was stopped; ' +
    '`stopped` is false when no run was going.',
  body: z.object({ webId: IdSchema }),
  response: dataEnvelope(z.object({ stopped: z.boolean() })),
});

export const chatCalls = { sendChatMessage, getChatHistory, getSuggestions, stopChatRun } as const;
