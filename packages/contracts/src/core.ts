import { z } from 'zod';

/** The closed set of error codes; each maps to one HTTP status (see ERROR_STATUS). */
export const ErrorCodeSchema = z.enum([
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  /** A thing that existed is gone for good (seed 000 §8: a deleted repository answers 410). */
  'gone',
  'payment_required',
  /** Issue 13: an upload past the uploader's storage or daily quota. */
  'too_large',
  'rate_limited',
  'upstream',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  rate_limited: 429,
  internal: 500,
  upstream: 502,
};

/** Every failed call answers with this body. */
export const ErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: ErrorCodeSchema,
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Seed 002 §7: a chat send refused for the plan's limits. */
export const SubscriptionLimitBodySchema = z.object({
  type: z.literal('SUBSCRIPTION_LIMIT'),
  success: z.literal(false),
  message: z.string(),
  code: z.literal('payment_required'),
  limits: z.object({
    editsUsed: z.number().int().nonnegative(),
    editsAllowed: z.number().int().nonnegative(),
    resetsAt: z.string().nullable(),
  }),
  upgrade: z.object({ url: z.string(), plan: z.literal('premium') }),
});
export type SubscriptionLimitBody = z.infer<typeof SubscriptionLimitBodySchema>;

export const SuccessSchema = z.object({ success: z.literal(true) });
export const SuccessMessageSchema = z.object({ success: z.literal(true), message: z.string() });

/** `{ success: true, data }`, the envelope of the calls we design. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const EmptyBodySchema = z.object({}).strict().optional();

/** An id as the wire carries it (`_id`, `webId`, `projectId`). */
export const IdSchema = z.string().trim().min(1, 'An id is required').max(64);

export const IsoDateSchema = z.string();

/** An email address, trimmed and lower-cased. */
export const EmailSchema = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address'));

/** A git commit hash, short (7) or full (40). */
export const CommitHashSchema = z.string().regex(/^[0-9a-f]{7,40}$/, 'Invalid commit hash');

/** What a `raw` call answers with: a file, a stream or a redirect, never a JSON body to parse. */
export const RawResponseSchema = z.unknown();

export type HttpMethod = 'GET' | 'POST' | 'DELETE';
export type CallAuth = 'required' | 'optional' | 'none';

export interface CallContract<TBody extends z.ZodType = z.ZodType, TResponse extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** Fastify-style; `:name` segments are described by `params`. */
  path: string;
  /** The component-project twin (`/api/webComponent/...`), where the seeds name one. */
  componentPath?: string;
  /** The JSON body for POST, the query string for GET. */
  body: TBody;
  response: TResponse;
  /** The `:name` segments of `path`, when it has any. */
  params?: z.ZodType;
  /** Request headers the call reads (names in lower case). */
  headers?: z.ZodType;
  /**
   * A refusal body this call may answer with instead of the usual `ErrorBody` (for instance the chat
   * send's `SubscriptionLimitBody`). Clients try it first on a non-2xx answer, then `ErrorBody`.
   */
  refusal?: z.ZodType;
  /** `required`: a session (cookie or bearer); `optional`: visitors allowed; `none`: no session read. */
  auth: CallAuth;
  /** Multipart calls: the files travel in the `files` field; `body` then describes the non-file fields. */
  multipart?: boolean;
  /** Calls that answer with a stream, a file or a redirect rather than JSON. */
  raw?: boolean;
  summary: string;
}

/**
 * Keeps the literal type of the call (its schemas, `params`, `refusal`...) so the helpers below can
 * read it; the intersection keeps every optional field readable on a union of calls.
 */
export function defineCall<const C extends CallContract>(call: C): C & CallContract {
  return call;
}

export type CallBody<C> = C extends CallContract<infer B, z.ZodType> ? z.input<B> : never;
export type CallResponse<C> = C extends CallContract<z.ZodType, infer R> ? z.output<R> : never;
export type CallParams<C> = C extends { params: infer P extends z.ZodType } ? z.input<P> : undefined;
export type CallHeaders<C> = C extends { headers: infer H extends z.ZodType } ? z.input<H> : undefined;
export type CallRefusal<C> = C extends { refusal: infer R extends z.ZodType } ? z.output<R> : never;

/** The names of the `:name` segments of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? '');
}

/**
 * A concrete path: fills each `:name` segment of `path` with its URI-encoded value. Throws when a
 * value is missing, so a half-filled path never reaches the network.
 */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
