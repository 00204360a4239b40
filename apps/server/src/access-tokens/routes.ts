import { calls, MESSAGES } from '@kiln/contracts';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './service';

export function registerAccessTokenRoutes(routes: Routes, ctx: AppContext): void {
  routes.authed(calls.createAccessToken).handle(async ({ viewer, body }) => {
    return { success: true, data: await createAccessToken(ctx.db, viewer.user.id, body.name) };
  });

  routes.authed(calls.listAccessTokens).handle(async ({ viewer }) => {
    return { success: true, data: await listAccessTokens(ctx.db, viewer.user.id) };
  });

  routes.authed(calls.revokeAccessToken).handle(async ({ viewer, body }) => {
    await revokeAccessToken(ctx.db, viewer.user.id, body.id);
    return { success: true, message: MESSAGES.ACCESS_TOKEN_REVOKED };
  });
}
