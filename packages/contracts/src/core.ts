import { z } from 'zod';

/** The closed set of error codes; each maps to one HTTP status (see ERROR_STATUS). */
export const ErrorCodeSchema = z.enum([
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payment_required',
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

export type HttpMethod = 'GET' | 'POST' | 'DELETE';
export type CallAuth = 'required' | 'optional' | 'none';

export interface CallContract<TBody extends z.ZodType = z.ZodType, TResponse extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  /** The component-project twin (`/api/webComponent/...`), where the seeds name one. */
  componentPath?: string;
  /** The JSON body for POST, the query string for GET. */
  body: TBody;
  response: TResponse;
  /** `required`: a session (cookie or bearer); `optional`: visitors allowed; `none`: no session read. */
  auth: CallAuth;
  /** Multipart calls declare their field schema here; `body` then describes the non-file fields. */
  multipart?: boolean;
  /** Calls that answer with a stream or a file rather than JSON. */
  raw?: boolean;
  summary: string;
}

export function defineCall<TBody extends z.ZodType, TResponse extends z.ZodType>(
  call: CallContract<TBody, TResponse>,
): CallContract<TBody, TResponse> {
  return call;
}

export type CallBody<C> = C extends CallContract<infer B, z.ZodType> ? z.input<B> : never;
export type CallResponse<C> = C extends CallContract<z.ZodType, infer R> ? z.output<R> : never;
