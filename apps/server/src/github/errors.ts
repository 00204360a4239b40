import { MESSAGES } from '@kiln/contracts';
import { AppError } from '../http/errors';

/** Seed 000 §8's create-repo refusals, each with the status and body the client's catalogue reads. */
export const refusals = {
  /** 403: the client resets the link state and walks the install/authorise steps again. */
  installationInvalid: () => new AppError('forbidden', MESSAGES.GITHUB_INSTALLATION_INVALID),
  /** 404 with canRecreate: the stored repository URL has been cleared. */
  notFound: (repoName?: string) =>
    new AppError('not_found', MESSAGES.REPO_NOT_FOUND, { canRecreate: true, repoName }),
  /** The empty repository can be linked again (issue 17 §2): `repoName` says which. */
  noCommits: (repoName?: string) =>
    new AppError('not_found', MESSAGES.REPO_NO_COMMITS, { canRecreate: true, repoName }),
  /** 410: the stored repository URL has been cleared. */
  deleted: (repoName?: string) => new AppError('gone', MESSAGES.REPO_DELETED, { repoName }),
  conflict: () => new AppError('conflict', MESSAGES.REPO_CONFLICT),
  /** The name is taken in the account: the owner may link that repository or choose another name. */
  nameTaken: (repoName: string) =>
    new AppError('conflict', MESSAGES.REPO_CONFLICT, { canLink: true, repoName }),
  linkNotFound: (repoName: string) =>
    new AppError('not_found', `There is no repository named "${repoName}" in your GitHub account.`, {
      repoName,
    }),
  notThisProject: (repoName: string) =>
    new AppError(
      'conflict',
      `"${repoName}" has commits that did not come from this project. Link an empty repository or one Kiln made for this project, or choose another name.`,
      { repoName },
    ),
  notConnected: () => AppError.validation('Connect your GitHub account first.'),
  noCode: () => AppError.validation('This project has no code to export yet.'),
  busy: () => AppError.conflict('Wait for the current generation to finish, then export again.'),
  pushFailed: () => new AppError('upstream', 'GitHub did not accept the code. Please try again.'),
  upstream: () => new AppError('upstream', 'GitHub could not be reached. Please try again.'),
  notConfigured: () =>
    new AppError('upstream', 'GitHub export is not set up on this Kiln instance (GITHUB_APP_* settings).'),
};
