import { calls, MESSAGES } from '@kiln/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import type { Routes } from '../../http/route';
import { loadOwnedProject } from '../../projects/access';
import type { Realtime } from '../../realtime/socket';
import type { SupabaseAccounts } from './accounts';
import { SupabaseApiError } from './management-api';
import { migrationProblems } from './migration-rules';
import { findMigration, presentMigration, settleMigration } from './migrations';
import {
  isSelfHostedRef,
  runSelfHostedQuery,
  SELF_HOSTED_SECRETS,
  SelfHostedQueryError,
} from './self-hosted';
import { upstreamFailure } from './upstream';

/**
 * Runs an approved migration on the project's database: the row-level-security rule once more (what
 * runs is what the rule allows, whoever wrote the row), then the cloud Management API or the
 * self-hosted postgres-meta. Postgres's refusal is returned, for the card and the model; anything
 * else (the account's link gone, Supabase unreachable) is thrown as the dialog's errors are.
 */
async function runMigration(
  ctx: AppContext,
  accounts: SupabaseAccounts,
  userId: string,
  projectId: string,
  ref: string,
  sql: string,
): Promise<string | null> {
  const problems = migrationProblems(sql);
  if (problems.length > 0) return problems.map((problem) => problem.message).join(' ');
  if (isSelfHostedRef(ref)) {
    const url = await ctx.secrets.reveal(projectId, SELF_HOSTED_SECRETS.url);
    const key = await ctx.secrets.reveal(projectId, SELF_HOSTED_SECRETS.serviceRoleKey);
    if (!url || !key) throw AppError.conflict(MESSAGES.MIGRATION_NEEDS_SUPABASE);
    try {
      await runSelfHostedQuery(url, key, sql, ctx.env.allowInternalHosts);
      return null;
    } catch (err) {
      if (err instanceof SelfHostedQueryError) return err.message;
      throw err;
    }
  }
  const api = accounts.requireApi();
  const token = await accounts.requireToken(userId);
  try {
    await api.runQuery(token, ref, sql);
    return null;
  } catch (err) {
    // Postgres's own refusal comes back as a 400 with its words; everything else is the link's.
    if (err instanceof SupabaseApiError && err.status === 400) return err.detail.slice(0, 500);
    throw await upstreamFailure(accounts, userId, err);
  }
}

/** Kiln's own call: the owner approves a migration card and it runs on the linked database. */
export function registerMigrationRoutes(
  routes: Routes,
  ctx: AppContext,
  accounts: SupabaseAccounts,
  realtime: Realtime,
): void {
  routes.authed(calls.applySupabaseMigration).handle(async ({ viewer, body }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    const migration = await findMigration(ctx.db, project.id, body.migrationId);
    if (!migration) throw AppError.notFound(MESSAGES.MIGRATION_NOT_FOUND);
    if (migration.status === 'applied') throw AppError.conflict(MESSAGES.MIGRATION_ALREADY_APPLIED);
    const ref = project.integrations.supabase.ref;
    if (!ref) throw AppError.conflict(MESSAGES.MIGRATION_NEEDS_SUPABASE);
    // The project's slot: no run, deploy or second approval changes it meanwhile.
    const slot = await ctx.runs.reserve(project.id);
    if (!slot) throw AppError.conflict(MESSAGES.GENERATION_RUNNING);
    try {
      const refusal = await runMigration(ctx, accounts, viewer.user.id, project.id, ref, migration.sql);
      const outcome = await settleMigration(ctx.db, migration.id, refusal);
      realtime.emitToOwners(project.id, 'integrations:supabase:migration:status', {
        migrationId: migration.id,
        status: outcome.status,
        ...(refusal ? { error: refusal } : {}),
      });
      return { success: true, data: presentMigration(outcome) };
    } finally {
      slot.release();
    }
  });
}
