import { IMPORT_LIMITS } from '@kiln/contracts';
import type { Octokit } from '@octokit/rest';
import { statusOf } from '../github/api';
import { type ExportDeps, parseRepoUrl, withGithub } from '../github/export-repo';
import { fetchBranch, PushError } from '../github/push';
import { type GitFetch, gitRefusals } from './git-source';

/** A repository of this instance's GitHub, read through the importer's GitHub connection. */
export type GithubSource = { fetch: GitFetch; url: string };

/**
 * Issue 21 §1: a repository on the instance's GitHub (github.com or its Enterprise host) that the
 * importer's GitHub connection can read, private ones included, fetched with their token (never in a
 * URL, a command line or the repository's config). Null when the address is not on that GitHub, the
 * App is not set up here, or the importer has not connected GitHub: the public way is tried then.
 */
export async function githubSource(
  deps: ExportDeps,
  userId: string,
  address: string,
  branch: string | undefined,
): Promise<GithubSource | null> {
  const api = deps.connections.api;
  if (!api) return null;
  const ref = parseRepoUrl(address, api.config.oauthUrl);
  if (!ref) return null;
  const token = await deps.connections.userToken(userId).catch(() => null);
  if (!token) return null;
  // A connection that does not work (no installation, GitHub down) leaves the public way.
  return withGithub(deps, userId, async ({ octokit, token: sessionToken }): Promise<GithubSource | null> => {
    const remote = await readableRepository(octokit, ref.owner, ref.name);
    if (!remote) return null;
    const wanted = branch ?? remote.defaultBranch;
    return {
      url: remote.htmlUrl,
      fetch: async (dir, into) => {
        try {
          await fetchBranch(dir, remote.cloneUrl, sessionToken, wanted, into, IMPORT_LIMITS.fetchBytes);
        } catch (error) {
          if (!(error instanceof PushError)) throw error;
          deps.log.warn(
            { kind: error.kind, detail: error.detail },
            'git fetch of an import from GitHub failed',
          );
          if (error.kind === 'too_large') throw gitRefusals.tooLarge();
          if (/couldn't find remote ref/i.test(error.detail)) throw gitRefusals.noBranch(wanted);
          if (/fsck|bad tree|dotdot|hasDot/i.test(error.detail)) {
            throw gitRefusals.unsafe('it has files with unsafe paths.');
          }
          throw gitRefusals.unreadable();
        }
      },
    };
  }).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'an import could not use the GitHub connection');
    return null;
  });
}

/** The repository as the user's connection sees it; null when it cannot see it. */
async function readableRepository(octokit: Octokit, owner: string, repo: string) {
  try {
    const { data } = await octokit.rest.repos.get({ owner, repo });
    return {
      htmlUrl: data.html_url,
      cloneUrl: data.clone_url,
      defaultBranch: data.default_branch || 'main',
    };
  } catch (error) {
    if (statusOf(error) === 404 || statusOf(error) === 403) return null;
    throw error;
  }
}
