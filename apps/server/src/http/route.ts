import { type CallContract, MESSAGES } from '@kiln/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Viewer } from '../auth/viewer';
import type { AppContext } from '../context';
import type { Env } from '../env';
import { AppError } from './errors';

type CallParamsOf<C extends CallContract> = C extends { params: infer P extends z.ZodType }
  ? z.output<P>
  : Record<string, never>;

interface BaseContext<C extends CallContract> {
  body: z.output<C['body']>;
  /** The path's `:name` segments, validated by the call's `params` schema. */
  params: CallParamsOf<C>;
  /** True when the call came in on its `/api/webComponent/...` twin. */
  isComponent: boolean;
  request: FastifyRequest;
  reply: FastifyReply;
}
export interface PublicContext<C extends CallContract> extends BaseContext<C> {
  viewer: Viewer | null;
}
export interface AuthedContext<C extends CallContract> extends BaseContext<C> {
  viewer: Viewer;
}

/** What a handler answers: the call's response, checked against its schema on the way out. */
type Answer<C extends CallContract> = C extends { response: infer R extends z.ZodType } ? z.input<R> : never;
/**
 * Fastify hands a missing body to the validator as null; seed calls with "no body" declare an optional
 * body, so null is read as absent.
 */
function bodySchema(schema: z.ZodType): z.ZodType {
  return z.preprocess((value) => (value === null ? undefined : value), schema);
}

/**
 * Cookie-authenticated writes must come from Kiln's own origin. Generated apps live on sibling
 * subdomains (same site), so SameSite cookies alone would let a preview post as its visitor.
 * Bearer calls and clients that send no Origin (the CLI, curl) are not cookie-driven by a page.
 */
function assertSameOriginForCookies(request: FastifyRequest, env: Env): void {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const origin = request.headers.origin;
  if (!origin || !request.headers.cookie || request.headers.authorization) return;
  if (origin === env.publicUrl || env.trustedOrigins.includes(origin)) return;
  throw AppError.forbidden('Cross-origin requests are not allowed.');
}

/** The viewer of each request in flight, settled in onRequest. */
const viewers = new WeakMap<FastifyRequest, Viewer | null>();

type Handler<C extends CallContract, Ctx> = (ctx: Ctx) => Promise<Answer<C>>;

function register<C extends CallContract>(
  app: FastifyInstance,
  ctx: AppContext,
  call: C,
  handler: Handler<C, PublicContext<C>>,
): void {
  const paths = [call.path, ...(call.componentPath ? [call.componentPath] : [])];
  for (const url of paths) {
    const isComponent = url === call.componentPath;
    app.withTypeProvider<ZodTypeProvider>().route({
      method: call.method,
      url,
      schema: {
        // Multipart calls stream their files: the handler reads and validates the fields itself.
        ...(call.method === 'GET'
          ? { querystring: call.body }
          : call.multipart
            ? {}
            : { body: bodySchema(call.body) }),
        ...(call.params ? { params: call.params } : {}),
        // Raw calls answer with a file or a stream; there is no JSON to check.
        ...(call.raw ? {} : { response: { 200: call.response } }),
      },
      // Who is asking is settled before the body is read: a visitor gets 401, not a validation error.
      onRequest: async (request) => {
        assertSameOriginForCookies(request, ctx.env);
        const isCliCall = call.path.startsWith('/api/cli/');
        const viewer =
          call.auth === 'none'
            ? null
            : await ctx.viewers.resolve(request.headers, { accessTokens: isCliCall });
        if (call.auth === 'required' && !viewer) {
          // The CLI sends only a token: one that resolves to no one is named as such, not "sign in".
          const isBadToken = isCliCall && !!request.headers.authorization;
          throw AppError.unauthorized(isBadToken ? MESSAGES.ACCESS_TOKEN_INVALID : undefined);
        }
        viewers.set(request, viewer);
      },
      handler: async (request, reply) => {
        const viewer = viewers.get(request) ?? null;
        const body = (call.method === 'GET' ? request.query : request.body) as z.output<C['body']>;
        const params = request.params as CallParamsOf<C>;
        return handler({ body, params, viewer, isComponent, request, reply });
      },
    });
  }
}

/**
 * Binds contracts to handlers: `routes.authed(call).handle(fn)` for signed-in users only (visitors get
 * 401 before `fn` runs), `routes.public(call).handle(fn)` where visitors may call too. The two-step
 * form fixes the call's types before the handler is checked, so its answer is typed exactly.
 */
export function createRoutes(app: FastifyInstance, ctx: AppContext) {
  return {
    authed<C extends CallContract>(call: C) {
      if (call.auth !== 'required') throw new Error(`${call.path} is not declared auth: 'required'`);
      return {
        handle(handler: Handler<C, AuthedContext<C>>): void {
          register(app, ctx, call, (c) => handler(c as AuthedContext<C>));
        },
      };
    },
    public<C extends CallContract>(call: C) {
      if (call.auth === 'required') throw new Error(`${call.path} is declared auth: 'required'; use authed`);
      return {
        handle(handler: Handler<C, PublicContext<C>>): void {
          register(app, ctx, call, handler);
        },
      };
    },
  };
}

export type Routes = ReturnType<typeof createRoutes>;
