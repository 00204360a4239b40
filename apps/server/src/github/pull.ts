import { isPhaseInProgress, type Phase } from '@kiln/contracts';
import type { ProjectRow } from '../db/schema';
import type { ProjectEngine } from '../engine/engine';
import { VERSION_REF_PREFIX } from '../git/commits';
import { GitError, git } from '../git/git';
import { unsafeTreeReason } from '../git/tree-check';
import { AppError } from '../http/errors';
import { insertVersion } from '../versions/repository';
import { refusals } from './errors';
import { type ExportDeps, linkedRepository, withGithub } from './export-repo';
import { fetchBranch, PushError } from './push';

/** What one pull may bring (everything pulled is attacker input). */
export const PULL_LIMITS = {
  commits: 50,
  files: 5_000,
  fileBytes: 5 * 1024 * 1024,
  treeBytes: 50 * 1024 * 1024,
  /** What one fetch may download (the pack of every new commit), stopped while it downloads. */
  fetchBytes: 100 * 1024 * 1024,
} as const;

const INCOMING_REF = 'refs/kiln/pull/incoming';

export interface PulledVersion {
  commitHash: string;
  message: string;
}

export const pullRefusals = {
  notLinked: () => AppError.validation('Link a GitHub repository to this project first.'),
  busy: () => AppError.conflict('Wait for the current generation to finish, then pull again.'),
  noBranch: (branch: string) => AppError.validation(`The repository has no branch named "${branch}".`),
  diverged: (branch: string) =>
    AppError.conflict(
      `This project has versions that are not on "${branch}", and "${branch}" has commits this project does not have. Kiln only pulls changes that follow the project's latest version, so nothing was changed. Sync the project to a new branch or undo the commits on GitHub, then pull again.`,
    ),
  tooMany: () =>
    AppError.validation(
      `GitHub has more than ${PULL_LIMITS.commits} new commits. Pull them in smaller steps (a branch at an earlier commit).`,
    ),
  unsafe: (reason: string) => AppError.validation(`Kiln cannot pull these changes: ${reason}`),
  tooLarge: (bytes: number) =>
    AppError.validation(
      `Kiln cannot pull these changes: GitHub's new commits are larger than ${bytes / 1024 / 1024} MB. Pull them in smaller steps (a branch at an earlier commit).`,
    ),
  fetchFailed: () => new AppError('upstream', 'GitHub did not send the changes. Please try again.'),
};

async function isAncestor(dir: string, older: string, newer: string): Promise<boolean> {
  try {
    await git(dir, ['merge-base', '--is-ancestor', older, newer]);
    return true;
  } catch (err) {
    if (err instanceof GitError && err.exitCode === 1) return false;
    throw err;
  }
}

/** Refuses a commit whose files are not plain files inside the project, or are too many or too big. */
async function checkTree(dir: string, commit: string): Promise<void> {
  const reason = await unsafeTreeReason(dir, commit, PULL_LIMITS);
  if (reason) throw pullRefusals.unsafe(reason);
}

/**
 * Fetches the branch into a quarantine ref, then keeps its new commits only when they follow the
 * project's branch head (fast-forward) and every one of them passes `checkTree`. Each kept commit
 * gets a version ref; the working tree is not touched here.
 */
async function fetchNewCommits(
  dir: string,
  fetch: () => Promise<void>,
  branch: string,
): Promise<PulledVersion[]> {
  await fetch();
  try {
    const head = (await git(dir, ['rev-parse', 'HEAD'])).trim();
    const incoming = (await git(dir, ['rev-parse', `${INCOMING_REF}^{commit}`])).trim();
    if (incoming === head || (await isAncestor(dir, incoming, head))) return [];
    if (!(await isAncestor(dir, head, incoming))) throw pullRefusals.diverged(branch);
    const hashes = (
      await git(dir, [
        'rev-list',
        '--reverse',
        `--max-count=${PULL_LIMITS.commits + 1}`,
        `${head}..${incoming}`,
      ])
    )
      .split('\n')
      .filter(Boolean);
    if (hashes.length > PULL_LIMITS.commits) throw pullRefusals.tooMany();
    const pulled: PulledVersion[] = [];
    for (const hash of hashes) {
      await checkTree(dir, hash);
      const message = (await git(dir, ['log', '-1', '--format=%s', hash])).trim().slice(0, 500);
      pulled.push({ commitHash: hash, message: message || 'Changes from GitHub' });
    }
    for (const { commitHash } of pulled) {
      await git(dir, ['update-ref', `${VERSION_REF_PREFIX}${commitHash}`, commitHash]);
    }
    return pulled;
  } finally {
    await git(dir, ['update-ref', '-d', INCOMING_REF]).catch(() => undefined);
  }
}

/**
 * Issue 17 §2, "Pull changes": the commits made on a branch of the linked repository since the
 * project's latest version become versions, oldest first, each built; the newest that builds is
 * made current (the preview reloads). Fast-forward only: a diverged history is refused untouched.
 */
export async function pullFromGithub(
  deps: ExportDeps & { engine: ProjectEngine },
  userId: string,
  project: ProjectRow,
  branch: string | undefined,
): Promise<{ pulled: PulledVersion[]; branch: string }> {
  deps.connections.requireApi();
  if (isPhaseInProgress(project.phase as Phase)) throw pullRefusals.busy();
  const storedUrl = project.githubRepoUrl;
  if (!storedUrl) throw pullRefusals.notLinked();
  return withGithub(deps, userId, async ({ octokit, token }) => {
    const remote = await linkedRepository(deps, octokit, project, storedUrl);
    const name = branch ?? remote.defaultBranch;
    const fetch = async (dir: string) => {
      try {
        await fetchBranch(dir, remote.cloneUrl, token, name, INCOMING_REF, PULL_LIMITS.fetchBytes);
      } catch (err) {
        if (!(err instanceof PushError)) throw err;
        deps.log.warn({ kind: err.kind, detail: err.detail }, 'git fetch from GitHub failed');
        if (err.kind === 'too_large') throw pullRefusals.tooLarge(PULL_LIMITS.fetchBytes);
        if (err.kind === 'auth') throw refusals.installationInvalid();
        if (/couldn't find remote ref/i.test(err.detail)) throw pullRefusals.noBranch(name);
        if (/fsck|bad tree|dotdot|hasDot/i.test(err.detail)) {
          throw pullRefusals.unsafe('GitHub sent files with unsafe paths.');
        }
        throw pullRefusals.fetchFailed();
      }
    };
    const pulled = await deps.repos.run(project.id, (dir) => fetchNewCommits(dir, () => fetch(dir), name));
    let newest: string | null = null;
    for (const version of pulled) {
      await deps.repos.switchTo(project.id, version.commitHash);
      await insertVersion(deps.db, { projectId: project.id, ...version });
      const built = await deps.engine.buildVersion(project.id, version.commitHash);
      if (built.ok) newest = version.commitHash;
    }
    if (newest) await deps.engine.makeCurrent(project.id, newest);
    return { pulled, branch: name };
  });
}
