import { calls, MESSAGES } from '@kiln/contracts';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { popupPage } from '../http/popup-page';
import type { Routes } from '../http/route';
import { loadOwnedProject } from '../projects/access';
import { type CallbackOutcome, GithubConnections } from './connection';
import { exportToGithub } from './export-repo';

function sendPage(reply: FastifyReply, title: string, outcome: CallbackOutcome, success: string) {
  const page = popupPage(
    outcome.ok ? title : 'Something went wrong',
    outcome.ok ? success : outcome.message,
    outcome.ok,
  );
  reply.code(outcome.ok ? 200 : 400).headers(page.headers);
  return reply.send(page.html);
}

/** Seed 000 §7 calls 1–5 and the two pages GitHub sends the popups back to. */
export function registerGithubRoutes(routes: Routes, ctx: AppContext, log: FastifyBaseLogger): void {
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

  routes.authed(calls.createGithubRepo).handle(async ({ viewer, body }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, body.projectId, viewer);
    // Seed 000 §6: export is a premium feature.
    if (!viewer.isPremium) throw AppError.paymentRequired();
    const result = await exportToGithub(
      { db: ctx.db, repos: ctx.repos, connections, log },
      viewer.user.id,
      project,
      body.isRepoExists,
    );
    return { success: true, ...result };
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
}
