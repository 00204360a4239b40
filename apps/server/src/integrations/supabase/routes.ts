import { calls, MESSAGES, type SupabaseProject } from '@kiln/contracts';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { popupPage } from '../../http/popup-page';
import type { Routes } from '../../http/route';
import { loadOwnedProject } from '../../projects/access';
import type { CallbackOutcome, SupabaseAccounts } from './accounts';
import { type ManagementOrganization, type ManagementProject, SupabaseApiError } from './management-api';

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

/** A Management API failure as the dialog's toast: unreachable, or the account's link is gone. */
async function upstream<T>(accounts: SupabaseAccounts, userId: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof SupabaseApiError)) throw err;
    if (err.status === 401) {
      await accounts.forget(userId);
      throw AppError.validation(MESSAGES.SUPABASE_NOT_CONNECTED);
    }
    throw new AppError('upstream', MESSAGES.SUPABASE_UNREACHABLE);
  }
}

/** Seed 002 §7's Supabase calls: the account link (connect popup, status, projects, logout). */
export function registerSupabaseRoutes(routes: Routes, ctx: AppContext, accounts: SupabaseAccounts): void {
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
    const token = accounts.api ? await accounts.token(viewer.user.id) : null;
    if (!token) return { success: true, data: { isConnected: false, linkedProject: null } };
    const linked = ref
      ? (await upstream(accounts, viewer.user.id, () => accounts.requireApi().listProjects(token))).find(
          (project) => (project.ref ?? project.id) === ref,
        )
      : undefined;
    return {
      success: true,
      data: { isConnected: true, linkedProject: linked ? presentProject(linked) : null },
    };
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

  routes.authed(calls.logoutSupabase).handle(async ({ viewer }) => {
    await accounts.forget(viewer.user.id);
    return { success: true, message: MESSAGES.SUPABASE_LOGGED_OUT };
  });
}
