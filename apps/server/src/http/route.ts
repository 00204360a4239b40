import type { CallContract } from '@kiln/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { resolveViewer, type Viewer } from '../auth/viewer';
import type { AppContext } from '../context';
import { AppError } from './errors';

interface BaseContext<C extends CallContract> {
  body: z.output<C['body']>;
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
        ...(call.method === 'GET' ? { querystring: call.body } : { body: call.body }),
        response: { 200: call.response },
      },
      handler: async (request, reply) => {
        const viewer =
          call.auth === 'none' ? null : await resolveViewer(ctx.auth, ctx.db, ctx.env, request.headers);
        if (call.auth === 'required' && !viewer) throw AppError.unauthorized();
        const body = (call.method === 'GET' ? request.query : request.body) as z.output<C['body']>;
        return handler({ body, viewer, isComponent, request, reply });
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
