import { calls } from '@kiln/contracts';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import type { Routes } from '../http/route';
import { tokensMatch } from './admin-token';
import { AdminUsageError, runAdminCommand } from './commands';

export const ADMIN_TOKEN_HEADER = 'x-kiln-admin-token';

/** The admin CLI's door into a running server; open only to the holder of the data dir's token. */
export function registerAdminRoutes(routes: Routes, ctx: AppContext, adminToken: string | undefined): void {
  routes.public(calls.runAdminCommand).handle(async ({ body, request }) => {
    const given = request.headers[ADMIN_TOKEN_HEADER];
    if (!adminToken || !tokensMatch(adminToken, typeof given === 'string' ? given : undefined)) {
      throw AppError.forbidden('Admin token required.');
    }
    try {
      return { success: true, data: { output: await runAdminCommand(ctx.db, body.args) } };
    } catch (err) {
      if (err instanceof AdminUsageError) throw AppError.validation(err.message);
      throw err;
    }
  });
}
