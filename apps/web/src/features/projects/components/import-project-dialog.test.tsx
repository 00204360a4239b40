// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp } from '@/test/render';
import { HomePage } from './home-page';
import { ImportProjectDialog } from './import-project-dialog';

const fetchMock = vi.fn<typeof fetch>();
/** What each POST /api/web/import carried, as its form fields. */
const sent: Array<Record<string, FormDataEntryValue>> = [];
let answer: () => Response | Promise<Response>;

const imported = () =>
  jsonResponse(200, {
    success: true,
    data: createTestProject({ _id: 'imp1', projectName: 'Sunrise bakery' }),
  });

beforeEach(() => {
  sent.length = 0;
  answer = imported;
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://kiln.test').pathname;
    if (path === '/api/web/list') return jsonResponse(200, { success: true, data: [] });
    if (path !== '/api/web/import' || !(init?.body instanceof FormData)) {
      return jsonResponse(599, { success: false, message: `unexpected ${path}`, code: 'internal' });
    }
    sent.push(Object.fromEntries(init.body.entries()));
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const zip = (name = 'sunrise-bakery-main.zip', bytes = 2_048) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/zip' });

function renderOpen() {
  return renderWithApp(<ImportProjectDialog />, { user: createTestUser(), path: '/projects?import=1' });
}

const dialog = () => screen.getByRole('dialog', { name: 'Import project' });
const importButton = () => within(dialog()).getByRole('button', { name: 'Import' });

describe('ImportProjectDialog', () => {
  it('says what it takes, focuses the drop zone, and cannot import before there is a zip', async () => {
    renderOpen();
    const description = document.getElementById(dialog().getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      'Bring a Vite + React project from Lovable, Bolt, v0 or anywhere else. Kiln keeps its files and its git history.',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /Drop a \.zip here/ })),
    );
    expect(screen.getByText(/Up to 50 MB/)).toBeTruthy();
    expect(importButton()).toHaveProperty('disabled', true);
  });

  it('sends the chosen zip as the archive part and opens the new project’s workspace', async () => {
    const { router } = renderOpen();
    await userEvent.upload(screen.getByLabelText('Project zip'), zip());

    expect(within(dialog()).getByText('sunrise-bakery-main.zip')).toBeTruthy();
    expect(within(dialog()).getByText('2.0 KB')).toBeTruthy();
    await userEvent.click(importButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/imp1'));
    // Back from the workspace is the page the import began on, without the dialog.
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/projects');
    expect(router.state.location.search).toBe('');
    const [form] = sent;
    expect(sent).toHaveLength(1);
    expect(Object.keys(form ?? {})).toEqual(['archive']);
    expect(form?.archive).toBeInstanceOf(File);
    expect((form?.archive as File | undefined)?.name).toBe('sunrise-bakery-main.zip');
  });

  it('sends the repository address and branch, trimmed, and no archive', async () => {
    const { router } = renderOpen();
    await userEvent.click(screen.getByRole('tab', { name: 'From a git repository' }));
    expect(importButton()).toHaveProperty('disabled', true);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Repository address' }),
      '  https://github.com/bakers/sunrise  ',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Branch' }), ' next ');
    expect(screen.getByText('Public repositories on GitHub, GitLab or any https host.')).toBeTruthy();
    await userEvent.click(importButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/imp1'));
    expect(sent).toEqual([{ gitUrl: 'https://github.com/bakers/sunrise', branch: 'next' }]);
  });

  it('leaves the branch out when it is empty, and imports on Enter', async () => {
    renderOpen();
    await userEvent.click(screen.getByRole('tab', { name: 'From a git repository' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Repository address' }),
      'https://gitlab.com/bakers/sunrise.git{Enter}',
    );
    await waitFor(() => expect(sent).toEqual([{ gitUrl: 'https://gitlab.com/bakers/sunrise.git' }]));
  });

  it('shows the server’s refusal as it is, keeping what the user entered', async () => {
    const message = 'The repository has no branch named "nope".';
    answer = () => jsonResponse(400, { success: false, message, code: 'validation' });
    const { router } = renderOpen();
    await userEvent.click(screen.getByRole('tab', { name: 'From a git repository' }));
    const address = screen.getByRole('textbox', { name: 'Repository address' });
    await userEvent.type(address, 'https://github.com/bakers/sunrise');
    await userEvent.type(screen.getByRole('textbox', { name: 'Branch' }), 'nope');
    await userEvent.click(importButton());

    expect(await within(dialog()).findByRole('alert')).toHaveProperty('textContent', message);
    expect(address).toHaveProperty('value', 'https://github.com/bakers/sunrise');
    expect(router.state.location.pathname).toBe('/projects');
    // Changing the entry clears the refusal.
    await userEvent.clear(screen.getByRole('textbox', { name: 'Branch' }));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('refuses a file that is not a zip before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderOpen();
    await user.upload(
      screen.getByLabelText('Project zip'),
      new File(['{}'], 'package.json', { type: 'application/json' }),
    );
    expect(within(dialog()).getByRole('alert')).toHaveProperty(
      'textContent',
      'Choose a .zip file of the project.',
    );
    expect(importButton()).toHaveProperty('disabled', true);
    expect(sent).toEqual([]);
  });

  it('shows Importing… while the request runs and cannot be closed until it ends', async () => {
    let finish: (response: Response) => void = () => {};
    answer = () => new Promise<Response>((resolve) => (finish = resolve));
    const { router } = renderOpen();
    await userEvent.upload(screen.getByLabelText('Project zip'), zip());
    await userEvent.click(importButton());

    const busy = within(dialog()).getByRole('button', { name: 'Importing…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    await userEvent.keyboard('{Escape}');
    expect(dialog()).toBeTruthy();

    finish(imported());
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/imp1'));
  });

  it('closes on Escape and on Cancel, dropping ?import from the address', async () => {
    const { router } = renderOpen();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');

    await router.navigate('/projects?import=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Import project on the home page', () => {
  it('opens the dialog for a signed-in user', async () => {
    const { router } = renderWithApp(<HomePage />, { user: createTestUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Import project' }));
    expect(await screen.findByRole('dialog', { name: 'Import project' })).toBeTruthy();
    expect(router.state.location.search).toBe('?import=1');
  });

  it('sends a visitor to sign in, coming back with the dialog open', async () => {
    const { router } = renderWithApp(<HomePage />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Import project' }));
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/?import=1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
