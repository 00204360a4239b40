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
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { popupPage } from '../../http/popup-page';
import type { Routes } from '../../http/route';
import { loadOwnedProject } from '../../projects/access';
import type { Realtime } from '../../realtime/socket';
import { changeIntegrations } from '../project-integrations';
import type { CallbackOutcome, SupabaseAccounts } from './accounts';
import { cloudClient, wireIntoApp, wireWhenReady } from './app-link';
import type { ManagementOrganization, ManagementProject } from './management-api';
import { registerMigrationRoutes } from './migration-routes';
import {
  isSelfHostedRef,
  presentSelfHosted,
  SELF_HOSTED_SECRETS,
  selfHostedRef,
  verifySelfHosted,
} from './self-hosted';
import { upstream } from './upstream';

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

/** The Kiln project an owner may link a database to now: owned, idle, free of the other provider. */
async function linkableProject(ctx: AppContext, viewer: Viewer, webId: string) {
  const { project } = await loadOwnedProject(ctx.db, ctx.env, webId, viewer);
  // The one-database rule first: it holds whether or not a run is going on, which only says to wait.
  checkLinkable(project.integrations);
  if (ctx.runs.isActive(project.id)) throw AppError.conflict(MESSAGES.GENERATION_RUNNING);
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

/** Seed 002 §7's Supabase calls: the account link (connect popup, status, projects, logout) and a project's database (create, link, unlink). */
export function registerSupabaseRoutes(
  routes: Routes,
  ctx: AppContext,
  accounts: SupabaseAccounts,
  realtime: Realtime,
): void {
  registerMigrationRoutes(routes, ctx, accounts, realtime);
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
    // The database is the owner's now, linked whether or not its key is ready for the app yet: when
    // it is not, its client is written as soon as it is (the dialog does not wait for it).
    const database = { ref, name: created.name };
    const client = await cloudClient(accounts, viewer.user.id, token, database).catch(() => null);
    if (client) await wireIntoApp(ctx, accounts, viewer, project.id, client);
    else wireWhenReady(ctx, accounts, viewer, project.id, database, accounts.closing);
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

  routes.authed(calls.logoutSupabase).handle(async ({ viewer }) => {
    await accounts.forget(viewer.user.id);
    return { success: true, message: MESSAGES.SUPABASE_LOGGED_OUT };
  });
}
