import {
  type CallBody,
  type CallContract,
  type CallResponse,
  ERROR_STATUS,
  ErrorBodySchema,
  type ErrorCode,
} from '@kiln/contracts';

/** A failed call, with the server's `{ success: false, message, code }` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  /** The refusal's whole body, for the extra fields a call's contract names (e.g. `canRecreate`). */
  readonly body: Record<string, unknown> | undefined;

  constructor(status: number, code: ErrorCode, message: string, body?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const NETWORK_ERROR_MESSAGE = "Can't reach Kiln. Check your connection and try again.";
export const BAD_RESPONSE_MESSAGE = 'The server sent an unexpected response. Please try again.';

/** The error code a status stands for when the body does not say (the inverse of ERROR_STATUS). */
export function codeForStatus(status: number): ErrorCode {
  const entry = Object.entries(ERROR_STATUS).find(([, s]) => s === status);
  if (entry) return entry[0] as ErrorCode;
  if (status >= 500) return 'internal';
  return 'validation';
}

function fallbackMessage(status: number): string {
  if (status === 401) return 'Please sign in to continue.';
  if (status === 404) return 'Not found';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  return 'The request could not be completed.';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Builds the ApiError of a non-2xx response, preferring the server's own message and code. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  const parsed = ErrorBodySchema.safeParse(body);
  if (parsed.success) {
    return new ApiError(
      response.status,
      parsed.data.code,
      parsed.data.message,
      body as Record<string, unknown>,
    );
  }
  // better-auth answers `{ code: 'INVALID_EMAIL_OR_PASSWORD', message }`: keep its message, and its
  // body for the callers that tell its codes apart (an expired password-reset link: INVALID_TOKEN).
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
  const message =
    typeof record?.message === 'string' && record.message ? record.message : fallbackMessage(response.status);
  return new ApiError(response.status, codeForStatus(response.status), message, record);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** One same-origin JSON request; resolves with the parsed body of a 2xx, throws ApiError otherwise. */
export async function requestJson(path: string, options: RequestOptions = {}): Promise<unknown> {
  const method = options.method ?? 'POST';
  const hasBody = method !== 'GET' && options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: hasBody
        ? { 'content-type': 'application/json', accept: 'application/json' }
        : { accept: 'application/json' },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'upstream', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  return readJson(response);
}

/** One same-origin multipart POST (the browser sets its boundary); the same answers as requestJson. */
export async function requestForm(path: string, form: FormData, signal?: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: form,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'upstream', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  return readJson(response);
}

function withQuery(path: string, body: unknown): string {
  if (!body || typeof body !== 'object') return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export interface CallOptions {
  /** Use the call's component-project twin (`/api/webComponent/...`) when it has one. */
  isComponent?: boolean;
  signal?: AbortSignal;
}

type CallArgs<C> =
  undefined extends CallBody<C>
    ? [body?: CallBody<C>, options?: CallOptions]
    : [body: CallBody<C>, options?: CallOptions];

/**
 * Calls a contract: validates the body with its schema, sends it, and parses the answer with the
 * response schema, so a screen only ever sees data of the declared shape.
 */
export async function callApi<C extends CallContract>(
  call: C,
  ...[body, options]: CallArgs<C>
): Promise<CallResponse<C>> {
  const input = call.body.safeParse(body);
  if (!input.success) {
    throw new ApiError(400, 'validation', input.error.issues[0]?.message ?? 'Invalid request');
  }
  const path = options?.isComponent && call.componentPath ? call.componentPath : call.path;
  const json =
    call.method === 'GET'
      ? await requestJson(withQuery(path, input.data), { method: 'GET', signal: options?.signal })
      : await requestJson(path, { method: call.method, body: input.data ?? {}, signal: options?.signal });
  const output = call.response.safeParse(json);
  if (!output.success) {
    console.error(`[kiln] ${call.method} ${path} answered an unexpected shape`, output.error.issues);
    throw new ApiError(502, 'upstream', BAD_RESPONSE_MESSAGE);
  }
  return output.data as CallResponse<C>;
}

/**
 * Calls a `multipart: true` contract with a form the caller built (its files are not in the zod body;
 * its text fields are checked first), and parses the answer with the response schema.
 */
export async function callApiForm<C extends CallContract>(
  call: C,
  form: FormData,
  options?: Pick<CallOptions, 'signal'>,
): Promise<CallResponse<C>> {
  const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
  const input = call.body.safeParse(fields);
  if (!input.success) {
    throw new ApiError(400, 'validation', input.error.issues[0]?.message ?? 'Invalid request');
  }
  const json = await requestForm(call.path, form, options?.signal);
  const output = call.response.safeParse(json);
  if (!output.success) {
    console.error(`[kiln] ${call.method} ${call.path} answered an unexpected shape`, output.error.issues);
    throw new ApiError(502, 'upstream', BAD_RESPONSE_MESSAGE);
  }
  return output.data as CallResponse<C>;
}

/** The message to show for a failed call: the server's when it gave one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status !== 0 && error.message && error.status < 500) return error.message;
  if (isApiError(error) && error.status === 0) return error.message;
  return fallback;
}
