import { existsSync } from 'node:fs';
import path from 'node:path';
import { calls } from '@kiln/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { isSiteAiRequest, SiteAi } from '../integrations/ai/site-ai';
import { projectPaths } from '../storage/paths';
import { customDomainSite } from './custom-host';
import { draftRoot } from './draft-root';
import { resolveInRoot, sendBuiltFile } from './file-server';
import { parseSiteHost, type SiteHost } from './hosts';
import { isValidPreviewToken } from './preview-token';
import { findSiteProject, findVersionByPrefix } from './repository';

const BUILDING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="1">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Building…</title>
<style>body{margin:0;height:100vh;display:grid;place-items:center;font:15px system-ui,sans-serif;color:#52525b;background:#fafafa}
.dot{display:inline-block;width:8px;height:8px;margin-right:10px;border-radius:50%;background:#ea580c;animation:p 1s infinite alternate}
@keyframes p{from{opacity:.3}to{opacity:1}}</style></head><body><p><span class="dot"></span>Building your app…</p></body></html>`;

function notFoundPage(title: string, detail: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>body{margin:0;height:100vh;display:grid;place-items:center;font:15px system-ui,sans-serif;color:#52525b;background:#fafafa;text-align:center}
h1{font-size:18px;color:#18181b;margin:0 0 6px}</style></head><body><div><h1>${title}</h1><p>${detail}</p></div></body></html>`;
}

/** What a site host answers when it has no build to serve, never cached. */
const NOTICES: Record<'not-found' | 'taken-down' | 'building', [number, string]> = {
  'not-found': [
    404,
    notFoundPage('Nothing here', 'This app does not exist, is private, or has not been published.'),
  ],
  // An operator took the site down for abuse (issue 20 §3); the reason is its owner's to read.
  'taken-down': [
    451,
    notFoundPage('This site is unavailable', 'It was taken down by the operator of this Kiln.'),
  ],
  building: [503, BUILDING_PAGE],
};

function looksLikeNavigation(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  return !path.posix.extname(pathname) || (request.headers.accept ?? '').includes('text/html');
}

interface Resolved {
  root: string;
  isPreview: boolean;
  /** A deployed site's release before the last deploy, while its assets are still served. */
  previousRoot?: string;
  /** The run's draft build this is (its staging folder's name). */
  draft?: string;
}

/** The release a deploy replaced, while pages loaded from it may still ask for their assets. */
function previousRelease(
  ctx: AppContext,
  project: NonNullable<Awaited<ReturnType<typeof findSiteProject>>>,
): string | undefined {
  const { previousDeployedCommitHash: previous, deployedAt } = project;
  if (!previous || !deployedAt || Date.now() - deployedAt.getTime() > ctx.env.previousReleaseMs) return;
  const root = projectPaths(ctx.env.dataDir, project.id).build(previous, 'production');
  return existsSync(root) ? root : undefined;
}

async function resolveBuild(ctx: AppContext, site: SiteHost): Promise<Resolved | keyof typeof NOTICES> {
  const project = await findSiteProject(ctx.db, site.subdomain);
  if (!project) return 'not-found';
  const paths = projectPaths(ctx.env.dataDir, project.id);
  if (site.kind === 'site') {
    if (!project.deployedCommitHash) return 'not-found';
    // An operator took it down for abuse (issue 20 §3); its preview stays its owner's.
    if (project.takenDownAt) return 'taken-down';
    const root = paths.build(project.deployedCommitHash, 'production');
    // With object storage, a node that has not served this release yet fetches it once.
    return existsSync(root) || (await ctx.mirror.pullDir(root))
      ? { root, isPreview: false, previousRoot: previousRelease(ctx, project) }
      : 'not-found';
  }
  if (project.isPrivate && !isValidPreviewToken(ctx.authSecret, project, site.token)) return 'not-found';
  // A run's edit shows while its checks run (issue 14 §1); gone, the current version shows.
  if (site.kind === 'preview' && project.draftBuild) {
    const draft = await draftRoot(ctx.mirror, paths.builds, project.draftBuild);
    if (draft) return { root: draft.root, isPreview: true, draft: draft.staging };
  }
  let commit = project.currentCommitHash;
  if (site.kind === 'version') {
    const version = await findVersionByPrefix(ctx.db, project.id, site.hash7);
    if (!version) return 'not-found';
    commit = version.commitHash;
  }
  if (!commit) return 'building';
  const root = paths.build(commit, 'preview');
  return existsSync(root) || (await ctx.mirror.pullDir(root)) ? { root, isPreview: true } : 'building';
}

/** The project a site host serves, when it may be reached (deployed, or a preview its visitor may see). */
async function reachableProjectId(ctx: AppContext, site: SiteHost): Promise<string | null> {
  const project = await findSiteProject(ctx.db, site.subdomain);
  if (!project) return null;
  if (site.kind === 'site') return project.deployedCommitHash ? project.id : null;
  if (project.isPrivate && !isValidPreviewToken(ctx.authSecret, project, site.token)) return null;
  return project.id;
}

async function serveSite(ctx: AppContext, site: SiteHost, request: FastifyRequest, reply: FastifyReply) {
  reply
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'strict-origin-when-cross-origin');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return reply.status(405).header('allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
  }
  if (site.kind !== 'site') {
    // Previews are framed by Kiln alone.
    const ancestors = [ctx.env.publicUrl, ...ctx.env.trustedOrigins].join(' ');
    reply.header('content-security-policy', `frame-ancestors ${ancestors}`);
  }
  const resolved = await resolveBuild(ctx, site);
  if (typeof resolved === 'string') {
    const [status, page] = NOTICES[resolved];
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page);
  }
  const isNavigation = looksLikeNavigation(request);
  let root = resolved.root;
  let file = await resolveInRoot(root, request.url);
  if (!file && !isNavigation && resolved.previousRoot) {
    // An asset of the page the visitor loaded before the swap (its hashed name is gone now).
    file = await resolveInRoot(resolved.previousRoot, request.url);
    if (file) root = resolved.previousRoot;
  }
  file ??= isNavigation ? await resolveInRoot(root, '/index.html') : null;
  if (file && (await sendBuiltFile(request, reply, root, file))) {
    // The draft's own script (not the packages' bundle, which comes first and is cached): the
    // smoke render waiting for this view may start (pipeline/draft-views.ts).
    if (resolved.draft && file.endsWith('.js') && !path.basename(file).startsWith('vendor-'))
      ctx.drafts.served(resolved.draft);
    return;
  }
  reply.status(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found');
}

/** The calls an app makes on its own origin (issue 16): routes of their own, not files. */
const SITE_API_CALLS = [calls.sendSiteEmail];

function isSiteApi(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0];
  return SITE_API_CALLS.some((call) => call.method === request.method && call.path === pathname);
}

/**
 * Waits for the answer a hook sent to end. A visitor who leaves mid-download (a skipped video, a
 * closed tab) leaves the response destroyed but not ended, which Fastify does not count as sent: it
 * would go on to route the request and answer a 404 onto the closed response, logged as a 500. The
 * reply is marked as taken over then, so the request ends here (issue 17 §9).
 */
async function endOf(reply: FastifyReply): Promise<void> {
  // A reply is thenable: it settles when the response ends or its connection closes.
  await reply;
  if (!reply.sent) reply.hijack();
}

/**
 * Kiln's own port also serves the apps it builds, told apart by Host: a project's previews and its
 * deployed site. They never reach Kiln's API or web app, so an app cannot act as its visitor on Kiln.
 */
export function registerSites(app: FastifyInstance, ctx: AppContext): void {
  const siteAi = new SiteAi(ctx);
  app.addHook('onRequest', async (request, reply) => {
    const site =
      parseSiteHost(request.headers.host, ctx.env.previewDomain, ctx.env.sitesDomain) ??
      (await customDomainSite(ctx, request.headers.host));
    if (!site) return;
    if (isSiteApi(request)) return;
    if (isSiteAiRequest(request)) {
      // The app's own server side (issue 16 §4), on its origin only: Kiln's origin has no such path.
      const projectId = await reachableProjectId(ctx, site);
      if (!projectId) throw AppError.notFound();
      await siteAi.answer(projectId, request, reply);
    } else {
      await serveSite(ctx, site, request, reply);
    }
    await endOf(reply);
  });
}
