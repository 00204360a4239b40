import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { IMPORT_LIMITS } from '@kiln/contracts';
import { GitError, git } from '../git/git';
import { unsafeTreeReason } from '../git/tree-check';
import { AppError } from '../http/errors';
import { outboundRefusal } from '../http/outbound';

const INCOMING_REF = 'refs/kiln/import/incoming';

export const gitRefusals = {
  https: () => AppError.validation('Use the repository’s https:// address.'),
  credentials: () =>
    AppError.validation(
      'Leave the user name and password out of the address: Kiln imports public repositories.',
    ),
  privateHost: (host: string) =>
    AppError.validation(`Kiln imports from public git hosts: "${host}" is a private or local address.`),
  unknownHost: (host: string) => AppError.validation(`Kiln could not find the host "${host}".`),
  unreadable: () =>
    AppError.validation(
      'Kiln could not read that repository. Check the address, and that the repository is public. To import a private GitHub repository, connect GitHub from a project’s GitHub menu first.',
    ),
  noBranch: (branch: string) => AppError.validation(`The repository has no branch named "${branch}".`),
  empty: () => AppError.validation('That repository has no commits yet.'),
  tooLarge: () =>
    AppError.validation(
      `That repository is larger than ${IMPORT_LIMITS.fetchBytes / 1024 / 1024} MB with its history, too large to import.`,
    ),
  unsafe: (reason: string) => AppError.validation(`Kiln cannot import this repository: ${reason}`),
};

/** Hosts an operator lets imports reach though private (a LAN git server), http:// included. */
export type GitHostPolicy = {
  allowedHosts: readonly string[];
  /** KILN_ALLOW_INTERNAL_HOSTS: the operator lets every outbound request reach internal hosts. */
  allowInternal?: boolean;
};

/**
 * A repository address an import may fetch from: https (http only for a host the operator listed),
 * no credentials, and a host whose every address is public, so an import cannot make Kiln's server
 * reach its own network (127.0.0.1, the cloud metadata address, the LAN).
 */
export async function checkGitUrl(raw: string, policy: GitHostPolicy): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw gitRefusals.https();
  }
  url.hash = '';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const isListed = policy.allowedHosts.includes(host) || policy.allowedHosts.includes(url.host.toLowerCase());
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isListed)) throw gitRefusals.https();
  if (url.username || url.password) throw gitRefusals.credentials();
  if (isListed || policy.allowInternal) return url;
  // Local names, whatever a resolver here would answer for them.
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) {
    throw gitRefusals.privateHost(host);
  }
  const refusal = await outboundRefusal(url, false);
  if (refusal === 'unresolved') throw gitRefusals.unknownHost(host);
  if (refusal === 'internal') throw gitRefusals.privateHost(host);
  if (refusal === 'protocol') throw gitRefusals.https();
  return url;
}

/** Fetches `ref` of the source into `into` of the repository in `dir`; its failures are refusals. */
export type GitFetch = (dir: string, into: string) => Promise<void>;

/**
 * A public repository's fetch: a branch (the repository's default when none is named) with its
 * whole history. Every object is checked as it arrives (`transfer.fsckObjects`), the download is
 * stopped at the size limit, no redirect is followed, and no hook runs.
 */
export function publicFetch(url: URL, branch: string | undefined): GitFetch {
  const source = branch ? `refs/heads/${branch}` : 'HEAD';
  return async (dir, into) => {
    try {
      await git(
        dir,
        [
          '-c',
          'transfer.fsckObjects=true',
          '-c',
          'fetch.unpackLimit=1',
          '-c',
          'http.followRedirects=false',
          'fetch',
          '--quiet',
          '--no-tags',
          '--no-recurse-submodules',
          '--no-write-fetch-head',
          url.toString(),
          `+${source}:${into}`,
        ],
        { maxFileBytes: IMPORT_LIMITS.fetchBytes },
      );
    } catch (error) {
      // Stopped by its size limit (SIGXFSZ): the unfinished pack reached it. The folder goes with the import.
      if (error instanceof GitError && (await largestUnfinishedPack(dir)) >= IMPORT_LIMITS.fetchBytes) {
        throw gitRefusals.tooLarge();
      }
      throw fetchRefusal(error, branch);
    }
  };
}

/**
 * Fetches a history into the new, empty repository in `dir` and checks its newest commit out as
 * branch `main`, once its files are known to be plain files inside the project within the limits.
 * Answers the commit checked out.
 */
export async function fetchRepository(dir: string, fetch: GitFetch): Promise<string> {
  await git(dir, ['init', '--quiet', '--template=', '--initial-branch=main']);
  await fetch(dir, INCOMING_REF);
  const head = (await git(dir, ['rev-parse', `${INCOMING_REF}^{commit}`])).trim();
  const reason = await unsafeTreeReason(dir, head, IMPORT_LIMITS);
  if (reason) throw gitRefusals.unsafe(reason);
  await git(dir, ['update-ref', 'refs/heads/main', head]);
  await git(dir, ['update-ref', '-d', INCOMING_REF]);
  await git(dir, ['reset', '--hard', '--quiet', 'HEAD']);
  return head;
}

function fetchRefusal(error: unknown, branch: string | undefined): unknown {
  if (!(error instanceof GitError)) return error;
  const said = error.stderr;
  if (branch && /couldn't find remote ref/i.test(said)) return gitRefusals.noBranch(branch);
  if (/couldn't find remote ref HEAD/i.test(said)) return gitRefusals.empty();
  if (/fsck|bad tree|dotdot|hasDot|dotgit/i.test(said))
    return gitRefusals.unsafe('it has files with unsafe paths.');
  return gitRefusals.unreadable();
}

async function largestUnfinishedPack(dir: string): Promise<number> {
  const packs = path.join(dir, '.git', 'objects', 'pack');
  const names = (await readdir(packs).catch(() => [] as string[])).filter((name) => name.startsWith('tmp_'));
  const sizes = await Promise.all(
    names.map((name) =>
      stat(path.join(packs, name)).then(
        (info) => info.size,
        () => 0,
      ),
    ),
  );
  return Math.max(0, ...sizes);
}
