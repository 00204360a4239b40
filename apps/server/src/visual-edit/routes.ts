import { calls, MESSAGES } from '@kiln/contracts';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { applyVisualEdit } from './service';

export function registerVisualEditRoutes(routes: Routes, ctx: AppContext): void {
  routes.authed(calls.applyPrecisionEdit).handle(async ({ viewer, body }) => {
    const { commitHash } = await applyVisualEdit(ctx, viewer, body);
    return { success: true, data: { commitHash }, message: MESSAGES.CHANGES_APPLIED };
  });
}
