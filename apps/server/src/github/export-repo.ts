import { isPhaseInProgress, type Phase } from '@kiln/contracts';
import type { Octokit } from '@octokit/rest';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { ProjectRow } from '../db/schema';
import type { RepoStore } from '../git/repo-store';
import { AppError } from '../http/errors';
import { statusOf } from './api';
import type { GithubConnections } from './connection';
import { refusals } from './errors';
import { PushError, pushCommit } from './push';
import { setRepoUrl } from './repository';

export interface ExportDeps {
  db: Db;
  repos: RepoStore;
  connections: GithubConnections;
  log: FastifyBaseLogger;
}

export interface ExportResult {
  repoUrl: string;
  status: 'created' | 'updated';
}

interface RemoteRepo {
  owner: string;
  name: string;
  htmlUrl: string;
  cloneUrl: string;
  defaultBranch: string;
}

/** A GitHub repository name from the project's name (GitHub's own rules: `[A-Za-z0-9._-]`, ≤ 100). */
export function repositoryName(projectName: string, subdomain: string): string {
  const slug = projectName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100);
  return slug && slug !== 'generating' ? slug : subdomain;
}

/** `owner/name` of a stored repository URL on this instance's GitHub host. */
export function parseRepoUrl(url: string, githubWebUrl: string): { owner: string; name: string } | null {
  try {
    const parsed = new URL(url);
    if (parsed.host !== new URL(githubWebUrl).host) return null;
    const [owner, name] = parsed.pathname.replace(/^\/|\.git$|\/$/g, '').split('/');
    return owner && name ? { owner, name } : null;
  } catch {
    return null;
  }
}

function toRemote(data: {
  owner: { login: string };
  name: string;
  html_url: string;
  clone_url: string;
  default_branch?: string;
}): RemoteRepo {
  return {
    owner: data.owner.login,
    name: data.name,
    htmlUrl: data.html_url,
    cloneUrl: data.clone_url,
    defaultBranch: data.default_branch || 'main',
  };
}

/**
 * Seed 000 §4 step 3: creates the repository in the user's personal account and pushes the current
 * version, or (`isRepoExists` and a stored link) pushes it to the linked repository.
 */
export async function exportToGithub(
  deps: ExportDeps,
  userId: string,
  project: ProjectRow,
  isRepoExists: boolean,
): Promise<ExportResult> {
  const { connections } = deps;
  connections.requireApi();
  if (isPhaseInProgress(project.phase as Phase)) throw refusals.busy();
  const commit = project.currentCommitHash;
  if (!commit) throw refusals.noCode();
  const installation = await connections.installation(userId);
  if (!installation) throw refusals.installationInvalid();
  const token = await connections.userToken(userId);
  if (!token) throw refusals.notConnected();
  const octokit = connections.requireApi().asUser(token);
  const login = await authenticatedLogin(deps, userId, octokit);
  if (login.toLowerCase() !== installation.accountLogin.toLowerCase()) {
    // The installation recorded is not on this GitHub user's personal account.
    await connections.forgetInstallation(userId);
    throw refusals.installationInvalid();
  }
  try {
    return isRepoExists && project.githubRepoUrl
      ? await sync(deps, octokit, token, project, project.githubRepoUrl, commit)
      : await create(deps, octokit, token, project, commit);
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.log.warn({ status: statusOf(err) }, 'GitHub export failed');
    throw statusOf(err) === 403 ? refusals.installationInvalid() : refusals.upstream();
  }
}

async function authenticatedLogin(deps: ExportDeps, userId: string, octokit: Octokit): Promise<string> {
  try {
    return (await octokit.rest.users.getAuthenticated()).data.login;
  } catch (err) {
    if (statusOf(err) !== 401) throw refusals.upstream();
    // Revoked: forget it so the link flow asks for authorisation again.
    await deps.connections.forgetToken(userId);
    throw refusals.installationInvalid();
  }
}

async function create(
  deps: ExportDeps,
  octokit: Octokit,
  token: string,
  project: ProjectRow,
  commit: string,
): Promise<ExportResult> {
  let remote: RemoteRepo;
  try {
    const { data } = await octokit.rest.repos.createForAuthenticatedUser({
      name: repositoryName(project.name, project.subdomain),
      private: project.isPrivate,
      auto_init: false,
      description: 'Built with Kiln',
    });
    remote = toRemote(data);
  } catch (err) {
    if (statusOf(err) === 422) throw refusals.conflict();
    throw err;
  }
  try {
    await push(deps, project.id, remote, token, commit);
  } catch (err) {
    // Leave no empty repository behind: a retry would collide with its name.
    await octokit.rest.repos.delete({ owner: remote.owner, repo: remote.name }).catch(() => undefined);
    throw err;
  }
  await setRepoUrl(deps.db, project.id, remote.htmlUrl);
  return { repoUrl: remote.htmlUrl, status: 'created' };
}

async function sync(
  deps: ExportDeps,
  octokit: Octokit,
  token: string,
  project: ProjectRow,
  storedUrl: string,
  commit: string,
): Promise<ExportResult> {
  const webUrl = deps.connections.requireApi().config.oauthUrl;
  const ref = parseRepoUrl(storedUrl, webUrl);
  const unlink = () => setRepoUrl(deps.db, project.id, null);
  if (!ref) {
    await unlink();
    throw refusals.notFound();
  }
  let remote: RemoteRepo;
  try {
    remote = toRemote((await octokit.rest.repos.get({ owner: ref.owner, repo: ref.name })).data);
  } catch (err) {
    const status = statusOf(err);
    if (status === 404 || status === 410) await unlink();
    if (status === 404) throw refusals.notFound();
    if (status === 410) throw refusals.deleted();
    throw err;
  }
  try {
    await octokit.rest.repos.listCommits({ owner: remote.owner, repo: remote.name, per_page: 1 });
  } catch (err) {
    // GitHub answers 409 "Git Repository is empty." for a repository with no commits.
    if (statusOf(err) !== 409) throw err;
    await unlink();
    throw refusals.noCommits();
  }
  await push(deps, project.id, remote, token, commit);
  if (remote.htmlUrl !== storedUrl) await setRepoUrl(deps.db, project.id, remote.htmlUrl);
  return { repoUrl: remote.htmlUrl, status: 'updated' };
}

async function push(deps: ExportDeps, projectId: string, remote: RemoteRepo, token: string, commit: string) {
  try {
    await deps.repos.run(projectId, (dir) =>
      pushCommit(dir, remote.cloneUrl, token, commit, remote.defaultBranch),
    );
  } catch (err) {
    if (!(err instanceof PushError)) throw err;
    deps.log.warn({ kind: err.kind, detail: err.detail }, 'git push to GitHub failed');
    if (err.kind === 'rejected') throw refusals.conflict();
    if (err.kind === 'auth') throw refusals.installationInvalid();
    throw refusals.pushFailed();
  }
}
