import {
  type CallBody,
  type CallResponse,
  calls,
  ERROR_STATUS,
  type HistoryItem,
  type IntegrationType,
  type Platform,
  type SubscriptionLimitBody,
  SubscriptionLimitBodySchema,
  UPLOAD_FILES_FIELD,
  type UploadedFile,
} from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, BAD_RESPONSE_MESSAGE, callApi, NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/api-client';
import { getChatSession } from './chat-session';
import { startCapture } from './stream-capture';
import { type CapturedChunk, keepPendingSend, mergeCapturedChunks } from './streaming';

/** Every chat query key comes from here. */
export const chatKeys = {
  all: ['chat'] as const,
  project: (webId: string) => [...chatKeys.all, webId] as const,
  history: (webId: string) => [...chatKeys.project(webId), 'history'] as const,
  suggestions: (webId: string, lastAssistantMessageId: string) =>
    [...chatKeys.project(webId), 'suggestions', lastAssistantMessageId] as const,
  migrationStatuses: (webId: string) => [...chatKeys.project(webId), 'migration-statuses'] as const,
  models: () => [...chatKeys.all, 'models'] as const,
};

/**
 * The history, oldest first. Chunks that stream while it is fetched are merged on top, and a send
 * still waiting for its answer stays visible, so a refetch mid-run never loses or repeats anything.
 */
export function chatHistoryQueryOptions(webId: string, platform: Platform) {
  return queryOptions({
    queryKey: chatKeys.history(webId),
    queryFn: async ({ signal }): Promise<HistoryItem[]> => {
      const stopCapture = startCapture(webId);
      let items: HistoryItem[];
      let captured: CapturedChunk[] = [];
      try {
        items = (
          await callApi(calls.getChatHistory, { webId }, { isComponent: platform === 'component', signal })
        ).data;
      } finally {
        captured = stopCapture();
      }
      const { run } = getChatSession(webId).getState();
      return keepPendingSend(
        mergeCapturedChunks(items, captured),
        run.status === 'sending' && run.adoptedId === null ? run.pending : null,
      );
    },
    // The socket keeps it live; every mount refetches, since chunks are missed while the panel is closed.
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}

export function modelsQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.models(),
    queryFn: async ({ signal }) => (await callApi(calls.listModels, undefined, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

export function suggestionsQueryOptions(webId: string, lastAssistantMessageId: string) {
  return queryOptions({
    queryKey: chatKeys.suggestions(webId, lastAssistantMessageId),
    queryFn: async ({ signal }) =>
      (await callApi(calls.getSuggestions, { webId, lastAssistantMessageId }, { signal })).data.suggestions,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A send refused for the plan's edits limit (seed 002 §7): the upgrade dialog opens. */
export class SubscriptionLimitError extends ApiError {
  readonly body: SubscriptionLimitBody;

  constructor(status: number, body: SubscriptionLimitBody) {
    super(status, 'payment_required', body.message);
    this.name = 'SubscriptionLimitError';
    this.body = body;
  }
}

export type SendChatMessageBody = CallBody<typeof calls.sendChatMessage>;
export type SendChatMessageResponse = CallResponse<typeof calls.sendChatMessage>;

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}

/**
 * POST /api/web/chat/messages. The shared client knows only `ErrorBody`; this call may also answer
 * with its `refusal` (SubscriptionLimitBody), which the contract says to try first.
 */
export async function sendChatMessage(
  body: SendChatMessageBody,
  { isComponent = false }: { isComponent?: boolean } = {},
): Promise<SendChatMessageResponse> {
  const call = calls.sendChatMessage;
  const input = call.body.safeParse(body);
  if (!input.success) {
    throw new ApiError(400, 'validation', input.error.issues[0]?.message ?? 'Invalid request');
  }
  let response: Response;
  try {
    response = await fetch(isComponent && call.componentPath ? call.componentPath : call.path, {
      method: call.method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input.data),
    });
  } catch {
    throw new ApiError(0, 'upstream', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const refusal = call.refusal.safeParse(await readBody(response));
    if (refusal.success) throw new SubscriptionLimitError(response.status, refusal.data);
    throw await toApiError(response);
  }
  const output = call.response.safeParse(await readBody(response));
  if (!output.success) throw new ApiError(502, 'upstream', BAD_RESPONSE_MESSAGE);
  return output.data;
}

export function isSubscriptionLimit(error: unknown): error is SubscriptionLimitError {
  return error instanceof SubscriptionLimitError || SubscriptionLimitBodySchema.safeParse(error).success;
}

/** The route is not there at all (an older server), as opposed to a refused upload. */
export class UploadsUnavailableError extends Error {
  constructor() {
    super('uploads unavailable');
    this.name = 'UploadsUnavailableError';
  }
}

/** POST /api/web/files/upload, multipart, one file per call so each shows its own progress and error. */
export async function uploadChatFile(file: File, webId: string): Promise<UploadedFile> {
  const call = calls.uploadFiles;
  const form = new FormData();
  form.set('webId', webId);
  form.append(UPLOAD_FILES_FIELD, file, file.name);
  let response: Response;
  try {
    response = await fetch(call.path, { method: call.method, credentials: 'same-origin', body: form });
  } catch {
    throw new ApiError(0, 'upstream', NETWORK_ERROR_MESSAGE);
  }
  if (response.status === ERROR_STATUS.not_found) {
    const error = await toApiError(response);
    // "No route for POST ..." (or a bare 404) means the server has no upload route; anything else is
    // a real answer, such as the project being gone.
    if (error.message === 'Not found' || /^No route for |^Route .+ not found$/.test(error.message)) {
      throw new UploadsUnavailableError();
    }
    throw error;
  }
  if (!response.ok) throw await toApiError(response);
  const output = call.response.safeParse(await readBody(response));
  if (!output.success) throw new ApiError(502, 'upstream', BAD_RESPONSE_MESSAGE);
  const data = output.data.data;
  const uploaded = Array.isArray(data) ? data[0] : data;
  if (!uploaded) throw new ApiError(502, 'upstream', BAD_RESPONSE_MESSAGE);
  return uploaded;
}

export async function acknowledgeErrors(): Promise<void> {
  await callApi(calls.acknowledgeErrors);
}

export async function denyIntegration(webId: string, integrationType: IntegrationType) {
  return (await callApi(calls.denyIntegration, { webId, integrationType })).data;
}
