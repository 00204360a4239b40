import { MESSAGES } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { repoFailure } from './catalogue';

describe('repoFailure (seed 000 §8)', () => {
  it('403 resets the link', () => {
    expect(repoFailure(new ApiError(403, 'forbidden', 'x'))).toEqual({
      message: MESSAGES.GITHUB_INSTALLATION_INVALID,
      resetsLink: true,
      clearsRepoUrl: false,
      recovery: null,
      repoName: null,
    });
  });

  it('404 clears the URL, with the no-commits message when the server mentions no commits', () => {
    expect(repoFailure(new ApiError(404, 'not_found', 'Repository exists but has no commits.')).message).toBe(
      MESSAGES.REPO_NO_COMMITS,
    );
    expect(repoFailure(new ApiError(404, 'not_found', 'Gone somewhere'))).toMatchObject({
      message: 'Gone somewhere',
      clearsRepoUrl: true,
    });
    expect(repoFailure(new ApiError(404, 'not_found', '')).message).toBe(MESSAGES.REPO_NOT_FOUND);
  });

  it('410 and 409 have fixed messages', () => {
    expect(repoFailure(new ApiError(410, 'gone', 'x'))).toMatchObject({
      message: MESSAGES.REPO_DELETED,
      clearsRepoUrl: true,
    });
    expect(repoFailure(new ApiError(409, 'conflict', 'x')).message).toBe(MESSAGES.REPO_CONFLICT);
  });

  it('anything else: the server message, else the fallback', () => {
    expect(repoFailure(new ApiError(502, 'upstream', 'GitHub could not be reached.')).message).toBe(
      'GitHub could not be reached.',
    );
    expect(repoFailure(new Error('boom')).message).toBe(MESSAGES.REPO_CREATE_FAILED);
  });

  it('offers the way forward after each refusal (issue 17 §2)', () => {
    const refusal = (status: number, code: 'conflict' | 'not_found' | 'gone', message: string, body = {}) =>
      repoFailure(new ApiError(status, code, message, { success: false, code, message, ...body }));
    expect(
      refusal(409, 'conflict', MESSAGES.REPO_CONFLICT, { canLink: true, repoName: 'crumb' }),
    ).toMatchObject({ message: MESSAGES.REPO_CONFLICT, recovery: 'name-taken', repoName: 'crumb' });
    expect(refusal(409, 'conflict', MESSAGES.REPO_CONFLICT).recovery).toBe('pull');
    expect(
      refusal(404, 'not_found', MESSAGES.REPO_NO_COMMITS, { canRecreate: true, repoName: 'empty' }),
    ).toMatchObject({ recovery: 'link-empty', repoName: 'empty', clearsRepoUrl: true });
    expect(refusal(404, 'not_found', MESSAGES.REPO_NOT_FOUND, { repoName: 'gone' }).recovery).toBe(
      'recreate',
    );
    expect(refusal(410, 'gone', MESSAGES.REPO_DELETED).recovery).toBe('recreate');
    expect(repoFailure(new ApiError(502, 'upstream', 'x')).recovery).toBeNull();
  });
});
