import { MESSAGES } from '@kiln/contracts';
import { isApiError } from '@/lib/api-client';

export type RepoFailure = {
  message: string;
  /** 403: install and authorise again. */
  resetsLink: boolean;
  /** 404 with canRecreate and 410: the server cleared the project's repository URL. */
  clearsRepoUrl: boolean;
};

/** Seed 000 §8, repository create: what a failed create-repo says and does. */
export function repoFailure(error: unknown): RepoFailure {
  const status = isApiError(error) ? error.status : 0;
  const serverMessage = isApiError(error) && status !== 0 ? error.message : '';
  switch (status) {
    case 403:
      return { message: MESSAGES.GITHUB_INSTALLATION_INVALID, resetsLink: true, clearsRepoUrl: false };
    case 404:
      return {
        message: /no commits/i.test(serverMessage)
          ? MESSAGES.REPO_NO_COMMITS
          : serverMessage || MESSAGES.REPO_NOT_FOUND,
        resetsLink: false,
        clearsRepoUrl: true,
      };
    case 410:
      return { message: MESSAGES.REPO_DELETED, resetsLink: false, clearsRepoUrl: true };
    case 409:
      return { message: MESSAGES.REPO_CONFLICT, resetsLink: false, clearsRepoUrl: false };
    default:
      return {
        message: (isApiError(error) && error.message) || MESSAGES.REPO_CREATE_FAILED,
        resetsLink: false,
        clearsRepoUrl: false,
      };
  }
}
