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
});
