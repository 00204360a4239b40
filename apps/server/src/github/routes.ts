import { calls, MESSAGES } from '@kiln/contracts';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Viewer } from '../auth/viewer';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { popupPage } from '../http/popup-page';
import type { Routes } from '../http/route';
import { loadOwnedProject } from '../projects/access';
import { AutoPush } from './auto-push';
import { type CallbackOutcome, GithubConnections } from './connection';
import { type ExportDeps, exportToGithub, linkToGithub } from './export-repo';
import { pullFromGithub } from './pull';

function sendPage(reply: FastifyReply, title: string, outcome: CallbackOutcome, success: string) {
  const page = popupPage(
    outcome.ok ? title : 'Something went wrong',
    outcome.ok ? success : outcome.message,
    outcome.ok,
  );
  reply.code(outcome.ok ? 200 : 400).headers(page.headers);
  return reply.send(page.html);
}

const autoPushes = new WeakMap<AppContext, AutoPush>();

/** The app's automatic GitHub push (tests wait for it to settle). */
export function autoPushOf(ctx: AppContext): AutoPush | undefined {
  return autoPushes.get(ctx);
}

/** Seed 000 §7 calls 1–5 and the two pages GitHub sends the popups back to. */
export function registerGithubRoutes(
  routes: Routes,
  ctx: AppContext,
  log: FastifyBaseLogger,
): GithubConnections {
  const connections = new GithubConnections(
    ctx.db,
    ctx.env.githubApp,
    ctx.authSecret,
    `${ctx.env.publicUrl}${calls.githubOAuthCallback.path}`,
    log,
  );

  routes.authed(calls.initGithubOAuth).handle(async ({ viewer }) => {
    const api = connections.requireApi();
    const state = connections.states.sign(viewer.user.id, 'oauth');
    return { success: true, url: api.authorizeUrl(state, connections.oauthRedirectUri) };
  });

  routes.authed(calls.hasGithubToken).handle(async ({ viewer }) => ({
    success: true,
    hasToken: await connections.hasToken(viewer.user.id),
  }));

  routes.authed(calls.getGithubInstallationStatus).handle(async ({ viewer }) => ({
    success: true,
    isInstalled: (await connections.installation(viewer.user.id)) !== null,
  }));

  const deps: ExportDeps = { db: ctx.db, repos: ctx.repos, connections, log };
  /** The owner's project; seed 000 §6: export (and so linking and syncing) is a premium feature. */
  const premiumProject = async (projectId: string, viewer: Viewer) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, projectId, viewer);
    if (!viewer.isPremium) throw AppError.paymentRequired();
    return project;
  };

  routes.authed(calls.createGithubRepo).handle(async ({ viewer, body }) => {
    const project = await premiumProject(body.projectId, viewer);
    const result = await exportToGithub(deps, viewer.user.id, project, {
      isRepoExists: body.isRepoExists,
      repoName: body.repoName,
    });
    return { success: true, ...result };
  });

  const autoPush = new AutoPush(deps);
  autoPushes.set(ctx, autoPush);
  ctx.engine.versions.add((projectId, commitHash) => autoPush.versionMade(projectId, commitHash));

  routes.authed(calls.getGithubSyncStatus).handle(async ({ viewer, body }) => {
    await loadOwnedProject(ctx.db, ctx.env, body.projectId, viewer);
    return { success: true, push: autoPush.state(body.projectId) };
  });

  routes.authed(calls.pullGithubRepo).handle(async ({ viewer, body }) => {
    const project = await premiumProject(body.projectId, viewer);
    const result = await pullFromGithub(
      { ...deps, engine: ctx.engine },
      viewer.user.id,
      project,
      body.branch,
    );
    return { success: true, ...result };
  });

  routes.authed(calls.linkGithubRepo).handle(async ({ viewer, body }) => {
    const project = await premiumProject(body.projectId, viewer);
    return { success: true, ...(await linkToGithub(deps, viewer.user.id, project, body.repoName)) };
  });

  routes.authed(calls.installGithubApp).handle(async ({ viewer, body, reply }) => {
    if (body.email.toLowerCase() !== viewer.user.email.toLowerCase()) {
      throw AppError.forbidden(MESSAGES.GITHUB_INSTALL_FAILED);
    }
    const api = connections.requireApi();
    return reply.redirect(api.installUrl(connections.states.sign(viewer.user.id, 'install')), 302);
  });

  routes.public(calls.githubInstallCallback).handle(async ({ body, reply }) => {
    const outcome = await connections.completeInstall(body.installation_id, body.state);
    return sendPage(reply, 'Kiln is installed', outcome, 'You can close this window and go back to Kiln.');
  });

  routes.public(calls.githubOAuthCallback).handle(async ({ body, reply }) => {
    const outcome = await connections.completeOAuth(body.code, body.state);
    return sendPage(reply, 'GitHub is connected', outcome, 'You can close this window and go back to Kiln.');
  });

  return connections;
}
