import { isPhaseInProgress, type Phase, suggestedRepoName } from '@kiln/contracts';
import type { Octokit } from '@octokit/rest';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { ProjectRow } from '../db/schema';
import { git } from '../git/git';
import type { RepoStore } from '../git/repo-store';
import { AppError } from '../http/errors';
import { statusOf } from './api';
import type { GithubConnections } from './connection';
import { refusals } from './errors';
import { PushError, pushCommit, remoteHead } from './push';
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

export interface RemoteRepo {
  owner: string;
  name: string;
  htmlUrl: string;
  cloneUrl: string;
  defaultBranch: string;
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

export interface ExportOptions {
  /** `isRepoExists` of the seed: push to the stored link rather than create. */
  isRepoExists: boolean;
  /** The name the owner chose for a new repository (issue 17 §2). */
  repoName?: string;
  /** The version to push; the project's current one by default. */
  commit?: string;
  /** An automatic push after a version: a running generation does not hold it back. */
  isAutomatic?: boolean;
}

/** A signed-in GitHub user acting through the App, checked against the recorded installation. */
interface Session {
  octokit: Octokit;
  token: string;
  login: string;
}

async function openSession(deps: ExportDeps, userId: string): Promise<Session> {
  const { connections } = deps;
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
  return { octokit, token, login };
}

/** Runs `task` with a GitHub session; an unexpected GitHub failure becomes the catalogue's refusal. */
export async function withGithub<T>(
  deps: ExportDeps,
  userId: string,
  task: (session: Session) => Promise<T>,
): Promise<T> {
  deps.connections.requireApi();
  const session = await openSession(deps, userId);
  try {
    return await task(session);
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.log.warn({ status: statusOf(err) }, 'GitHub call failed');
    throw statusOf(err) === 403 ? refusals.installationInvalid() : refusals.upstream();
  }
}

function versionToPush(project: ProjectRow, options: Pick<ExportOptions, 'commit' | 'isAutomatic'>): string {
  if (!options.isAutomatic && isPhaseInProgress(project.phase as Phase)) throw refusals.busy();
  const commit = options.commit ?? project.currentCommitHash;
  if (!commit) throw refusals.noCode();
  return commit;
}

/**
 * Seed 000 §4 step 3: creates the repository in the user's personal account and pushes the current
 * version, or (`isRepoExists` and a stored link) pushes it to the linked repository.
 */
export async function exportToGithub(
  deps: ExportDeps,
  userId: string,
  project: ProjectRow,
  options: ExportOptions,
): Promise<ExportResult> {
  deps.connections.requireApi();
  const commit = versionToPush(project, options);
  return withGithub(deps, userId, ({ octokit, token }) =>
    options.isRepoExists && project.githubRepoUrl
      ? sync(deps, octokit, token, project, project.githubRepoUrl, commit)
      : create(deps, octokit, token, project, commit, options.repoName),
  );
}

/**
 * Issue 17 §2: links a repository of the user's own account that is empty or holds only this
 * project's versions (its branch head is one of them), then pushes the current version to it.
 */
export async function linkToGithub(
  deps: ExportDeps,
  userId: string,
  project: ProjectRow,
  repoName: string,
): Promise<ExportResult> {
  deps.connections.requireApi();
  const commit = versionToPush(project, {});
  return withGithub(deps, userId, async ({ octokit, token, login }) => {
    let remote: RemoteRepo;
    try {
      remote = toRemote((await octokit.rest.repos.get({ owner: login, repo: repoName })).data);
    } catch (err) {
      const status = statusOf(err);
      if (status === 404) throw refusals.linkNotFound(repoName);
      if (status === 410) throw refusals.deleted();
      throw err;
    }
    if (!(await isEmpty(octokit, remote))) {
      const head = await deps.repos.run(project.id, (dir) =>
        remoteHead(dir, remote.cloneUrl, token, remote.defaultBranch),
      );
      if (!head || !(await isProjectVersion(deps, project.id, head, commit))) {
        throw refusals.notThisProject(remote.name);
      }
    }
    await push(deps, project.id, remote, token, commit);
    await setRepoUrl(deps.db, project.id, remote.htmlUrl);
    return { repoUrl: remote.htmlUrl, status: 'updated' };
  });
}

/** Whether `head` is in the project's history up to `commit` (so pushing `commit` fast-forwards). */
async function isProjectVersion(deps: ExportDeps, projectId: string, head: string, commit: string) {
  if (!/^[0-9a-f]{40,64}$/.test(head)) return false;
  return deps.repos.run(projectId, async (dir) => {
    try {
      await git(dir, ['merge-base', '--is-ancestor', head, commit]);
      return true;
    } catch {
      return false;
    }
  });
}

/** GitHub answers 409 "Git Repository is empty." to the commits of a repository with none. */
async function isEmpty(octokit: Octokit, remote: RemoteRepo): Promise<boolean> {
  try {
    await octokit.rest.repos.listCommits({ owner: remote.owner, repo: remote.name, per_page: 1 });
    return false;
  } catch (err) {
    if (statusOf(err) !== 409) throw err;
    return true;
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
  chosenName: string | undefined,
): Promise<ExportResult> {
  const name = chosenName ?? suggestedRepoName(project.name, project.subdomain);
  let remote: RemoteRepo;
  try {
    const { data } = await octokit.rest.repos.createForAuthenticatedUser({
      name,
      private: project.isPrivate,
      auto_init: false,
      description: 'Built with Kiln',
    });
    remote = toRemote(data);
  } catch (err) {
    if (statusOf(err) === 422) throw refusals.nameTaken(name);
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

/** The linked repository as GitHub describes it now; a 404 or 410 clears the link (seed 000 §8). */
export async function linkedRepository(
  deps: ExportDeps,
  octokit: Octokit,
  project: ProjectRow,
  storedUrl: string,
): Promise<RemoteRepo> {
  const webUrl = deps.connections.requireApi().config.oauthUrl;
  const ref = parseRepoUrl(storedUrl, webUrl);
  const unlink = () => setRepoUrl(deps.db, project.id, null);
  if (!ref) {
    await unlink();
    throw refusals.notFound();
  }
  try {
    return toRemote((await octokit.rest.repos.get({ owner: ref.owner, repo: ref.name })).data);
  } catch (err) {
    const status = statusOf(err);
    if (status === 404 || status === 410) await unlink();
    if (status === 404) throw refusals.notFound(ref.name);
    if (status === 410) throw refusals.deleted(ref.name);
    throw err;
  }
}

async function sync(
  deps: ExportDeps,
  octokit: Octokit,
  token: string,
  project: ProjectRow,
  storedUrl: string,
  commit: string,
): Promise<ExportResult> {
  const remote = await linkedRepository(deps, octokit, project, storedUrl);
  if (await isEmpty(octokit, remote)) {
    await setRepoUrl(deps.db, project.id, null);
    throw refusals.noCommits(remote.name);
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
