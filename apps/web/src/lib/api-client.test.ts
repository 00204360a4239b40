import { calls } from '@kiln/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  BAD_RESPONSE_MESSAGE,
  callApi,
  callApiForm,
  codeForStatus,
  errorMessage,
  NETWORK_ERROR_MESSAGE,
} from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

afterEach(() => {
  fetchMock.mockReset();
});

describe('callApi', () => {
  it('posts the validated JSON body to the call path with the same-origin cookie', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { success: true, data: { projectName: 'Habit Garden' } }),
    );
    const result = await callApi(calls.getProjectName, { webId: '  abc  ' });

    expect(result).toEqual({ success: true, data: { projectName: 'Habit Garden' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/web/project-name');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    // The contract trims ids before they travel.
    expect(JSON.parse(String(init?.body))).toEqual({ webId: 'abc' });
  });

  it('uses the component twin path when asked', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(404, { success: false, message: 'Project not found', code: 'not_found' }),
    );
    await expect(callApi(calls.getProject, { webId: 'p1' }, { isComponent: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/webComponent/get');
  });

  it('throws the server message, code and status from the error body', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(402, {
        success: false,
        message: 'We’ve restricted free access, upgrade to premium to use this feature.',
        code: 'payment_required',
      }),
    );
    const error = await callApi(calls.toggleFavourite, { webId: 'p1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 402,
      code: 'payment_required',
      message: 'We’ve restricted free access, upgrade to premium to use this feature.',
    });
  });

  it('keeps the message of a non-envelope error body (better-auth style) and derives the code', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    );
    const error = await callApi(calls.getCurrentUser).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'Invalid email or password',
      body: { code: 'INVALID_EMAIL_OR_PASSWORD' },
    });
  });

  it('refuses a body that breaks the contract without sending it', async () => {
    const error = await callApi(calls.renameProject, { projectId: 'p1', newName: '   ' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 400, code: 'validation', message: 'Project name cannot be empty' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a 2xx answer of the wrong shape', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, data: { name: 42 } }));
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    await expect(callApi(calls.getProjectName, { webId: 'p1' })).rejects.toMatchObject({
      message: BAD_RESPONSE_MESSAGE,
    });
  });

  it('turns a network failure into a status-0 ApiError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callApi(calls.getCurrentUser)).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });
});

describe('callApiForm', () => {
  it('posts the form as it is, with the cookie, and parses the answer', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { success: false, message: 'No such branch', code: 'validation' }),
    );
    const form = new FormData();
    form.set('gitUrl', 'https://github.com/bakers/sunrise');
    const refused = callApiForm(calls.importProject, form);

    await expect(refused).rejects.toMatchObject({ status: 400, message: 'No such branch' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/web/import');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe(form);
  });

  it('checks the form’s text fields against the contract before sending', async () => {
    const form = new FormData();
    form.set('gitUrl', 'git@github.com:bakers/sunrise.git');
    form.append('archive', new File(['x'], 'a.zip'));
    await expect(callApiForm(calls.importProject, form)).rejects.toMatchObject({
      status: 400,
      message: 'Use the repository’s https:// address',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('codeForStatus', () => {
  it('maps the declared statuses back to their codes', () => {
    expect(codeForStatus(404)).toBe('not_found');
    expect(codeForStatus(402)).toBe('payment_required');
    expect(codeForStatus(503)).toBe('internal');
    expect(codeForStatus(418)).toBe('validation');
  });
});

describe('errorMessage', () => {
  it('prefers a 4xx server message and hides 5xx details behind the fallback', () => {
    expect(errorMessage(new ApiError(409, 'conflict', 'Name taken'), 'Failed to rename project')).toBe(
      'Name taken',
    );
    expect(errorMessage(new ApiError(500, 'internal', 'db exploded'), 'Failed to rename project')).toBe(
      'Failed to rename project',
    );
    expect(errorMessage(new Error('boom'), 'Failed to rename project')).toBe('Failed to rename project');
  });
});
