import { z } from 'zod';
import { PhaseSchema, SubPhaseSchema } from './constants';
import { IdSchema } from './core';
import { HistoryItemSchema } from './entities/message';
import { MigrationSchema, MigrationStatusSchema } from './entities/migration';
import { SuggestionSchema } from './entities/suggestion';
import { TokenStatsSchema } from './entities/usage';

/**
 * The realtime channel (seed 001 §7 "Realtime socket", seed 002 §4). A socket joins the room of one
 * project, named in the handshake; the server authorises the join (a private project is not found
 * for anyone but its owner). Every payload is an object so fields can be added without breaking.
 */
export const SocketHandshakeSchema = z.object({ webId: IdSchema });
export type SocketHandshake = z.infer<typeof SocketHandshakeSchema>;

// server → client

export const ChatUpdateEventSchema = z.object({ lastAssistantMessageId: z.string(), chunk: z.string() });
export type ChatUpdateEvent = z.infer<typeof ChatUpdateEventSchema>;

/** A new build is live: the preview reloads at `navigationUrl` (the page it was on) or `url`. */
export const UploadSuccessEventSchema = z.object({
  navigationUrl: z.string().optional(),
  url: z.string().optional(),
  tokenStats: TokenStatsSchema.optional(),
});
export type UploadSuccessEvent = z.infer<typeof UploadSuccessEventSchema>;

export const ProjectStatusEventSchema = z.object({ step: PhaseSchema });
export type ProjectStatusEvent = z.infer<typeof ProjectStatusEventSchema>;

export const ProjectErrorCountEventSchema = z.object({ errorCount: z.number().int().nonnegative() });
export type ProjectErrorCountEvent = z.infer<typeof ProjectErrorCountEventSchema>;

export const ProjectSubPhaseEventSchema = z.object({ subPhase: SubPhaseSchema });
export type ProjectSubPhaseEvent = z.infer<typeof ProjectSubPhaseEventSchema>;

/** `prodLink` null: the deploy failed (the failure dialog shows). */
export const DeploymentCompleteEventSchema = z.object({ prodLink: z.string().nullable() });
export type DeploymentCompleteEvent = z.infer<typeof DeploymentCompleteEventSchema>;

/** The migrations of the finished edit; the client keeps the pending ones. */
export const EditCompleteMigrationsEventSchema = z.object({ migrations: z.array(MigrationSchema) });
export type EditCompleteMigrationsEvent = z.infer<typeof EditCompleteMigrationsEventSchema>;

export const SupabaseMigrationStatusEventSchema = z.object({
  migrationId: z.string(),
  status: MigrationStatusSchema,
  /** Why it failed, when it did. */
  error: z.string().optional(),
});
export type SupabaseMigrationStatusEvent = z.infer<typeof SupabaseMigrationStatusEventSchema>;

export const SuggestionsUpdateEventSchema = z.object({
  suggestions: z.array(SuggestionSchema),
  lastAssistantMessageId: z.string(),
});
export type SuggestionsUpdateEvent = z.infer<typeof SuggestionsUpdateEventSchema>;

export const AiPicksCompleteEventSchema = z.object({ ai_picks: z.array(z.string()) });
export type AiPicksCompleteEvent = z.infer<typeof AiPicksCompleteEventSchema>;

export const AiPicksErrorEventSchema = z.object({ message: z.string().optional() });
export type AiPicksErrorEvent = z.infer<typeof AiPicksErrorEventSchema>;

/**
 * Issue 14 §1: an edit's build is live in the preview before its checks (type check, smoke render)
 * have passed: `checking` while they run, `discarded` when they failed and the preview is back on the
 * last good version. A draft that passes becomes the version (COMPLETE follows).
 */
export const PreviewDraftEventSchema = z.object({
  state: z.enum(['checking', 'discarded']),
  /** The page the draft opens on (the run's navigation target), when it names one. */
  navigationUrl: z.string().optional(),
});
export type PreviewDraftEvent = z.infer<typeof PreviewDraftEventSchema>;

/**
 * Issue 21: an import's steps after its files are in, told to the new project's room. `detail` says
 * what the step found or did in the user's words; `failed` carries why.
 */
export const ImportProgressEventSchema = z.object({
  step: z.enum(['dependencies', 'build', 'done', 'failed']),
  detail: z.string(),
});
export type ImportProgressEvent = z.infer<typeof ImportProgressEventSchema>;

/** Server → client events by name, as the wire carries them. */
export const SERVER_TO_CLIENT_EVENTS = {
  'chat:update': ChatUpdateEventSchema,
  'upload:success': UploadSuccessEventSchema,
  'project:status': ProjectStatusEventSchema,
  'project:error-count': ProjectErrorCountEventSchema,
  'project:subphase': ProjectSubPhaseEventSchema,
  'deployment:complete': DeploymentCompleteEventSchema,
  'edit:complete:migrations': EditCompleteMigrationsEventSchema,
  'integrations:supabase:migration:status': SupabaseMigrationStatusEventSchema,
  'suggestions:update': SuggestionsUpdateEventSchema,
  'ai-picks:complete': AiPicksCompleteEventSchema,
  'ai-picks:error': AiPicksErrorEventSchema,
  'preview:draft': PreviewDraftEventSchema,
  'import:progress': ImportProgressEventSchema,
} as const;

// client → server

export const GetMessagesEventSchema = z.object({ webId: IdSchema });
export type GetMessagesEvent = z.infer<typeof GetMessagesEventSchema>;

/** Seed 002 §4: sent once the project's phase is ready; the server answers with the current state events. */
export const InitializeDataEventSchema = z.object({ webId: IdSchema });
export type InitializeDataEvent = z.infer<typeof InitializeDataEventSchema>;

export const CLIENT_TO_SERVER_EVENTS = {
  'get-messages': GetMessagesEventSchema,
  'initialize:data': InitializeDataEventSchema,
} as const;

type EventSchemas = Record<string, z.ZodType>;
type EventHandlers<M extends EventSchemas> = { [E in keyof M]: (payload: z.output<M[E]>) => void };

/** For `new Server<ClientToServerEvents, ServerToClientEvents>()` and `io()` as `Socket<ServerToClientEvents, ClientToServerEvents>`. */
export type ServerToClientEvents = EventHandlers<typeof SERVER_TO_CLIENT_EVENTS>;
/**
 * `get-messages` may carry an acknowledgement: the server answers it with the chat history,
 * including the reply a run is writing right now (owner and staff only), so a reload mid-run loses
 * nothing.
 */
export const GetMessagesAckSchema = z.union([
  z.object({ success: z.literal(true), data: z.array(HistoryItemSchema) }),
  z.object({ success: z.literal(false), message: z.string() }),
]);
export type GetMessagesAck = z.infer<typeof GetMessagesAckSchema>;

export type ClientToServerEvents = Omit<EventHandlers<typeof CLIENT_TO_SERVER_EVENTS>, 'get-messages'> & {
  'get-messages': (payload: GetMessagesEvent, ack?: (answer: GetMessagesAck) => void) => void;
};

export type ServerToClientEventName = keyof typeof SERVER_TO_CLIENT_EVENTS;
export type ClientToServerEventName = keyof typeof CLIENT_TO_SERVER_EVENTS;
export type ServerToClientPayload<E extends ServerToClientEventName> = z.output<
  (typeof SERVER_TO_CLIENT_EVENTS)[E]
>;
export type ClientToServerPayload<E extends ClientToServerEventName> = z.output<
  (typeof CLIENT_TO_SERVER_EVENTS)[E]
>;

/** Validate a payload received on the socket: the typed payload, or null when it does not match. */
export function parseServerEvent<E extends ServerToClientEventName>(
  event: E,
  payload: unknown,
): ServerToClientPayload<E> | null {
  const result = SERVER_TO_CLIENT_EVENTS[event].safeParse(payload);
  return result.success ? (result.data as ServerToClientPayload<E>) : null;
}

export function parseClientEvent<E extends ClientToServerEventName>(
  event: E,
  payload: unknown,
): ClientToServerPayload<E> | null {
  const result = CLIENT_TO_SERVER_EVENTS[event].safeParse(payload);
  return result.success ? (result.data as ClientToServerPayload<E>) : null;
}
