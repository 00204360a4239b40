import { randomBytes } from 'node:crypto';
import {
  calls,
  databaseRuleRefusal,
  type Integrations,
  MESSAGES,
  type SupabaseProject,
} from '@kiln/contracts';
import type { FastifyReply } from 'fastify';
import type { Viewer } from '../../auth/viewer';
import { startRun } from '../../chat/service';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { popupPage } from '../../http/popup-page';
import type { Routes } from '../../http/route';
import { loadOwnedProject } from '../../projects/access';
import { findProjectWithOwner } from '../../projects/repository';
import type { Realtime } from '../../realtime/socket';
import { changeIntegrations } from '../project-integrations';
import type { CallbackOutcome, SupabaseAccounts } from './accounts';
import { cloudProjectUrl, type SupabaseClientConfig } from './app-client';
import { type ManagementOrganization, type ManagementProject, SupabaseApiError } from './management-api';
import { migrationProblems } from './migration-rules';
import { findMigration, presentMigration, settleMigration } from './migrations';
import {
  isSelfHostedRef,
  presentSelfHosted,
  runSelfHostedQuery,
  SELF_HOSTED_SECRETS,
  SelfHostedQueryError,
  selfHostedRef,
  verifySelfHosted,
} from './self-hosted';

/**
 * A linked database Kiln knows only by its ref (the owner is signed out of Supabase, or it belongs to
 * another account): no name, region or host to show, and the dialog says so.
 */
export function presentRef(ref: string): SupabaseProject {
  return { id: ref, ref, organization_id: '', name: ref, region: '', connection_string: null };
}

/** As the dialog shows it: the database password is never part of it. */
export function presentProject(
  project: ManagementProject,
  organizations: readonly ManagementOrganization[] = [],
): SupabaseProject {
  const organization = organizations.find((org) => org.id === project.organization_id);
  const host = project.database?.host;
  return {
    id: project.id,
    ref: project.ref ?? project.id,
    organization_id: project.organization_id,
    name: project.name,
    region: project.region,
    connection_string: host ? `postgresql://postgres:••••••••@${host}:5432/postgres` : null,
    ...(organization ? { organization } : {}),
  };
}

function sendPage(reply: FastifyReply, outcome: CallbackOutcome) {
  const page = outcome.ok
    ? popupPage('Supabase is connected', 'You can close this window and go back to Kiln.', true)
    : popupPage('Something went wrong', outcome.message, false);
  reply.code(outcome.ok ? 200 : 400).headers(page.headers);
  return reply.send(page.html);
}

/**
 * A Management API failure as the dialog's toast: the account's link is gone, Supabase refused the
 * request itself (its own words, after `refused` when given), or it could not be reached.
 */
async function upstream<T>(
  accounts: SupabaseAccounts,
  userId: string,
  call: () => Promise<T>,
  refused?: string,
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof SupabaseApiError)) throw err;
    if (err.status === 401) {
      await accounts.forget(userId);
      throw AppError.validation(MESSAGES.SUPABASE_NOT_CONNECTED);
    }
    if (refused && err.status >= 400 && err.status < 500) {
      throw AppError.validation(`${refused}: ${err.detail.slice(0, 200)}`);
    }
    throw new AppError('upstream', MESSAGES.SUPABASE_UNREACHABLE);
  }
}

/** The Kiln project an owner may link a database to now: owned, idle, free of the other provider. */
async function linkableProject(ctx: AppContext, viewer: Viewer, webId: string) {
  const { project } = await loadOwnedProject(ctx.db, ctx.env, webId, viewer);
  if (ctx.runs.isActive(project.id)) throw AppError.conflict(MESSAGES.GENERATION_RUNNING);
  checkLinkable(project.integrations);
  return project;
}

/** Seed 000 §5's one-database rule, then one Supabase project at a time. */
function checkLinkable(integrations: Integrations): void {
  const refusal = databaseRuleRefusal(integrations, { provider: 'Supabase' });
  if (refusal) throw AppError.conflict(refusal);
  if (integrations.supabase.ref) throw AppError.conflict(MESSAGES.SUPABASE_ALREADY_LINKED);
}

/** A self-hosted link's keys go with it. */
async function forgetSelfHosted(ctx: AppContext, projectId: string) {
  for (const name of Object.values(SELF_HOSTED_SECRETS)) await ctx.secrets.remove(projectId, name);
}

/** Records the link, the rule checked again against what is stored at the moment of writing. */
function link(ctx: AppContext, projectId: string, ref: string) {
  return changeIntegrations(ctx.db, projectId, (current) => {
    checkLinkable(current);
    return { ...current, supabase: { ref, wasEnabled: true } };
  });
}

/** How often and how long to ask a database just created for its public key (it may not have one yet). */
const NEW_PROJECT_KEY_TRIES = 4;
const NEW_PROJECT_KEY_WAIT_MS = 1_500;

/** A cloud database's client settings: its API address and its anon key, asked of the Management API. */
async function cloudClient(
  accounts: SupabaseAccounts,
  userId: string,
  token: string,
  project: { ref: string; name: string },
  tries = 1,
): Promise<SupabaseClientConfig> {
  const api = accounts.requireApi();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const anonKey = await api.anonKey(token, project.ref);
      return { name: project.name, url: cloudProjectUrl(project.ref), anonKey };
    } catch (err) {
      if (attempt >= tries || !(err instanceof SupabaseApiError) || err.status === 401) {
        return upstream(accounts, userId, () => Promise.reject(err));
      }
      await new Promise((resolve) => setTimeout(resolve, NEW_PROJECT_KEY_WAIT_MS));
    }
  }
}

/**
 * After a link, the run that writes the database's client into the app (INTEGRATE_SUPABASE), shown
 * in the chat like any other. A project with no version yet has no app to write it into. The link
 * stands if the run cannot start (a run began meanwhile, a quota): the owner's next message can ask.
 */
async function wireIntoApp(
  ctx: AppContext,
  accounts: SupabaseAccounts,
  viewer: Viewer,
  projectId: string,
  client: SupabaseClientConfig,
): Promise<void> {
  const project = (await findProjectWithOwner(ctx.db, projectId))?.project;
  if (!project?.currentCommitHash) return;
  try {
    await startRun(ctx, {
      project,
      viewer,
      content: `Connect the Supabase database “${client.name}” to this app`,
      mode: 'build',
      supabase: client,
    });
  } catch (err) {
    accounts.log.warn({ err, projectId }, 'the Supabase client could not be written into the app');
  }
}

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
    return upstream(accounts, userId, () => Promise.reject(err));
  }
}

/** Seed 002 §7's Supabase calls: the account link (connect popup, status, projects, logout) and a project's database (create, link, unlink). */
export function registerSupabaseRoutes(
  routes: Routes,
  ctx: AppContext,
  accounts: SupabaseAccounts,
  realtime: Realtime,
): void {
  routes.authed(calls.connectSupabase).handle(async ({ viewer, body, reply }) => {
    if (body.email.toLowerCase() !== viewer.user.email.toLowerCase()) {
      throw AppError.forbidden(MESSAGES.SUPABASE_CONNECT_EMAIL_MISMATCH);
    }
    return reply.redirect(accounts.connectUrl(viewer.user.id), 302);
  });

  routes
    .public(calls.supabaseOAuthCallback)
    .handle(async ({ body, reply }) =>
      sendPage(reply, await accounts.complete(body.code, body.state, body.error)),
    );

  routes.authed(calls.isSupabaseConnected).handle(async ({ viewer, body }) => {
    const ref = body?.webId
      ? (await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer)).project.integrations.supabase.ref
      : null;
    const isConfigured = accounts.api !== null;
    const token = isConfigured ? await accounts.token(viewer.user.id) : null;
    const data = (linkedProject: SupabaseProject | null) => ({
      success: true as const,
      data: { isConnected: token !== null, linkedProject, isConfigured },
    });
    if (!ref) return data(null);
    // A self-hosted link needs no Supabase account: it shows whatever the account's state.
    if (isSelfHostedRef(ref)) return data(presentSelfHosted(ref));
    // Signed out of Supabase, or the database is not in this account: still linked, by its ref.
    if (!token) return data(presentRef(ref));
    const linked = await upstream(accounts, viewer.user.id, () =>
      accounts.requireApi().getProject(token, ref),
    );
    return data(linked ? presentProject(linked) : presentRef(ref));
  });

  routes.authed(calls.getSupabaseProjects).handle(async ({ viewer }) => {
    const api = accounts.requireApi();
    const token = await accounts.requireToken(viewer.user.id);
    const [projects, organizations] = await upstream(accounts, viewer.user.id, () =>
      Promise.all([api.listProjects(token), api.listOrganizations(token)]),
    );
    return {
      success: true,
      projects: projects.map((project) => presentProject(project, organizations)),
      organizations,
    };
  });

  routes.authed(calls.createSupabaseProject).handle(async ({ viewer, body }) => {
    if (!viewer.isPremium) throw AppError.paymentRequired(MESSAGES.SUPABASE_PREMIUM);
    if (body.email.toLowerCase() !== viewer.user.email.toLowerCase()) {
      throw AppError.forbidden(MESSAGES.SUPABASE_CONNECT_EMAIL_MISMATCH);
    }
    const project = await linkableProject(ctx, viewer, body.webId);
    const api = accounts.requireApi();
    const token = await accounts.requireToken(viewer.user.id);
    const created = await upstream(
      accounts,
      viewer.user.id,
      () =>
        api.createProject(token, {
          name: body.dbName,
          organization_id: body.organizationId,
          region: body.region,
          db_pass: randomBytes(24).toString('base64url'),
        }),
      MESSAGES.SUPABASE_CREATE_FAILED,
    );
    const ref = created.ref ?? created.id;
    await link(ctx, project.id, ref);
    // The database is the owner's now, linked whether or not its key is ready for the app yet.
    const client = await cloudClient(
      accounts,
      viewer.user.id,
      token,
      { ref, name: created.name },
      NEW_PROJECT_KEY_TRIES,
    ).catch((err: unknown) => {
      accounts.log.warn({ err, projectId: project.id }, 'no anon key for the new Supabase project yet');
      return null;
    });
    if (client) await wireIntoApp(ctx, accounts, viewer, project.id, client);
    return { success: true, project: presentProject(created) };
  });

  routes.authed(calls.linkSupabaseProject).handle(async ({ viewer, body }) => {
    const project = await linkableProject(ctx, viewer, body.webId);
    const api = accounts.requireApi();
    const token = await accounts.requireToken(viewer.user.id);
    const [projects, organizations] = await upstream(accounts, viewer.user.id, () =>
      Promise.all([api.listProjects(token), api.listOrganizations(token)]),
    );
    const chosen = projects.find((p) => (p.ref ?? p.id) === body.projectRef);
    if (!chosen) throw AppError.notFound(MESSAGES.SUPABASE_PROJECT_NOT_FOUND);
    // Asked before linking: a database the app cannot reach is not linked.
    const client = await cloudClient(accounts, viewer.user.id, token, {
      ref: body.projectRef,
      name: chosen.name,
    });
    await link(ctx, project.id, body.projectRef);
    await wireIntoApp(ctx, accounts, viewer, project.id, client);
    return { success: true, project: presentProject(chosen, organizations) };
  });

  routes.authed(calls.connectSelfHostedSupabase).handle(async ({ viewer, body }) => {
    const project = await linkableProject(ctx, viewer, body.webId);
    await verifySelfHosted(body.url, body.anonKey, body.serviceRoleKey, ctx.env.allowInternalHosts);
    const ref = selfHostedRef(body.url);
    await ctx.secrets.set(project.id, SELF_HOSTED_SECRETS.url, body.url);
    await ctx.secrets.set(project.id, SELF_HOSTED_SECRETS.anonKey, body.anonKey);
    await ctx.secrets.set(project.id, SELF_HOSTED_SECRETS.serviceRoleKey, body.serviceRoleKey);
    try {
      await link(ctx, project.id, ref);
    } catch (err) {
      await forgetSelfHosted(ctx, project.id);
      throw err;
    }
    const linked = presentSelfHosted(ref);
    await wireIntoApp(ctx, accounts, viewer, project.id, {
      name: linked.name,
      url: body.url,
      anonKey: body.anonKey,
    });
    return { success: true, project: linked };
  });

  routes.authed(calls.unlinkSupabaseProject).handle(async ({ viewer, body }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webappId, viewer);
    if (ctx.runs.isActive(project.id)) throw AppError.conflict(MESSAGES.GENERATION_RUNNING);
    await changeIntegrations(ctx.db, project.id, (current) => {
      if (current.supabase.ref !== body.projectRef) throw AppError.conflict(MESSAGES.SUPABASE_NOT_LINKED);
      // wasEnabled stays: the one-database rule keeps this project on Supabase (seed 000 §5).
      return { ...current, supabase: { ref: null, wasEnabled: true } };
    });
    if (isSelfHostedRef(body.projectRef)) await forgetSelfHosted(ctx, project.id);
    return { success: true, message: MESSAGES.SUPABASE_UNLINKED };
  });

  routes.authed(calls.applySupabaseMigration).handle(async ({ viewer, body }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    const migration = await findMigration(ctx.db, project.id, body.migrationId);
    if (!migration) throw AppError.notFound(MESSAGES.MIGRATION_NOT_FOUND);
    if (migration.status === 'applied') throw AppError.conflict(MESSAGES.MIGRATION_ALREADY_APPLIED);
    const ref = project.integrations.supabase.ref;
    if (!ref) throw AppError.conflict(MESSAGES.MIGRATION_NEEDS_SUPABASE);
    // The project's slot: no run, deploy or second approval changes it meanwhile.
    const slot = ctx.runs.reserve(project.id, viewer.user.id);
    if (!slot) throw AppError.conflict(MESSAGES.GENERATION_RUNNING);
    try {
      const refusal = await runMigration(ctx, accounts, viewer.user.id, project.id, ref, migration.sql);
      const outcome = await settleMigration(ctx.db, migration.id, refusal);
      realtime.emitToOwners(project.id, 'integrations:supabase:migration:status', {
        migrationId: migration.id,
        status: outcome.status,
        ...(refusal ? { error: refusal } : {}),
      });
      return {
        success: true,
        data: { ...presentMigration(outcome), ...(refusal ? { error: refusal } : {}) },
      };
    } finally {
      slot.release();
    }
  });

  routes.authed(calls.logoutSupabase).handle(async ({ viewer }) => {
    await accounts.forget(viewer.user.id);
    return { success: true, message: MESSAGES.SUPABASE_LOGGED_OUT };
  });
}
