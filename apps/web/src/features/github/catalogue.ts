import { MESSAGES } from '@kiln/contracts';
import { isApiError } from '@/lib/api-client';

/** Issue 17 §2: the way forward the dialog offers after a refusal. */
export type RepoRecovery =
  /** The name is taken: choose another, or link that repository. */
  | 'name-taken'
  /** The linked repository is empty: link it again (Kiln pushes into it), or create another. */
  | 'link-empty'
  /** The linked repository is gone: create one again (same name or another). */
  | 'recreate'
  /** GitHub has commits the project does not: pull them first. */
  | 'pull'
  | null;

export type RepoFailure = {
  message: string;
  recovery: RepoRecovery;
  /** The repository the refusal is about, when the server named it. */
  repoName: string | null;
  /** 403: install and authorise again. */
  resetsLink: boolean;
  /** 404 with canRecreate and 410: the server cleared the project's repository URL. */
  clearsRepoUrl: boolean;
};

function refusalField<T>(error: unknown, key: string, guard: (v: unknown) => v is T): T | null {
  const value = isApiError(error) ? error.body?.[key] : undefined;
  return guard(value) ? value : null;
}
const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isTrue = (v: unknown): v is true => v === true;

/** Seed 000 §8's message and effect, with issue 17 §2's way forward. */
export function repoFailure(error: unknown): RepoFailure {
  const base = catalogueEntry(error);
  const status = isApiError(error) ? error.status : 0;
  const repoName = refusalField(error, 'repoName', isString);
  const canLink = refusalField(error, 'canLink', isTrue) === true;
  const recovery: RepoRecovery =
    status === 409
      ? canLink
        ? 'name-taken'
        : 'pull'
      : status === 404 && base.message === MESSAGES.REPO_NO_COMMITS
        ? 'link-empty'
        : status === 404 || status === 410
          ? 'recreate'
          : null;
  return { ...base, recovery, repoName };
}

/** Seed 000 §8, repository create: what a failed create-repo says and does. */
function catalogueEntry(error: unknown): Omit<RepoFailure, 'recovery' | 'repoName'> {
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
