// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { peekPendingPrompt, savePendingPrompt } from '../pending-prompt';
import { HomePage } from './home-page';

const fetchMock = vi.fn<typeof fetch>();
const created: unknown[] = [];

beforeEach(() => {
  created.length = 0;
  sessionStorage.clear();
  fetchMock.mockImplementation(
    routeFetch({
      '/api/web/create': (body) => {
        created.push(body);
        return jsonResponse(200, {
          success: true,
          data: createTestProject({ _id: 'new1', platform: 'component' }),
        });
      },
      '/api/web/list': () => jsonResponse(200, { success: true, data: [] }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const promptBox = () => screen.getByRole('textbox', { name: 'What do you want to build?' });

describe('HomePage', () => {
  it('sends a visitor to sign in and keeps the prompt for later', async () => {
    const { router } = renderWithApp(<HomePage />, { user: null });
    await userEvent.type(promptBox(), 'A habit tracker{Enter}');

    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/');
    expect(peekPendingPrompt()).toEqual({ prompt: 'A habit tracker', platform: 'web' });
    expect(created).toEqual([]);
  });

  it('creates the project on Enter for a signed-in user and opens its workspace', async () => {
    const { router } = renderWithApp(<HomePage />, { user: createTestUser() });
    await userEvent.click(screen.getByRole('radio', { name: 'Component' }));
    await userEvent.type(promptBox(), '  A pricing table  {Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/new1'));
    expect(router.state.location.search).toBe('?platform=component');
    expect(created).toEqual([{ prompt: 'A pricing table', platform: 'component' }]);
  });

  it('adds a line on Shift+Enter instead of sending', async () => {
    renderWithApp(<HomePage />, { user: createTestUser() });
    await userEvent.type(promptBox(), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect((promptBox() as HTMLTextAreaElement).value).toBe('Line one\nLine two');
    expect(created).toEqual([]);
  });

  it('creates the kept prompt by itself once the user is back signed in, only once', async () => {
    savePendingPrompt({ prompt: 'A recipe box', platform: 'component' });
    const { router } = renderWithApp(<HomePage />, { user: createTestUser() });

    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/new1'));
    expect(created).toEqual([{ prompt: 'A recipe box', platform: 'component' }]);
    expect(peekPendingPrompt()).toBeNull();
  });

  it('fills the prompt from an example chip without sending it', async () => {
    renderWithApp(<HomePage />, { user: createTestUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Kanban board' }));
    expect((promptBox() as HTMLTextAreaElement).value).toContain('kanban board');
    expect(created).toEqual([]);
  });
});
