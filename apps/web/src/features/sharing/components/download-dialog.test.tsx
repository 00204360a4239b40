// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { DownloadDialog } from './download-dialog';

const SECRET = 'kiln_pat_Q2x-5_abcdefghijklmnopqrstuvwxyz0123456789AB';

function serve(sent: unknown[], failWith?: string) {
  vi.stubGlobal(
    'fetch',
    routeFetch({
      '/api/access-tokens/create': (body) => {
        sent.push(body);
        if (failWith) return jsonResponse(400, { success: false, message: failWith, code: 'validation' });
        return jsonResponse(200, {
          success: true,
          data: {
            token: {
              id: 'a'.repeat(24),
              name: (body as { name: string }).name,
              last4: SECRET.slice(-4),
              createdAt: '2026-11-26T10:00:00.000Z',
              lastUsedAt: null,
            },
            secret: SECRET,
          },
        });
      },
    }),
  );
}

function open() {
  renderWithApp(
    <DownloadDialog project={createTestProject({ subdomain: 'sunny-fox' })} open onOpenChange={() => {}} />,
    { user: createTestUser() },
  );
  return screen.getByRole('dialog', { name: 'Download code' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Download dialog’s command', () => {
  it('has no placeholder a shell would read as a redirect; it reads the token from KILN_TOKEN', () => {
    serve([]);
    const dialog = open();
    const command = within(dialog).getByText(/node kiln\.mjs pull sunny-fox/).textContent ?? '';
    expect(command).toBe(
      `curl -fsSL ${location.origin}/cli/kiln.mjs -o kiln.mjs && node kiln.mjs pull sunny-fox --server ${location.origin}`,
    );
    expect(command).not.toMatch(/[<>]/);
    expect(within(dialog).getByText(/Only you, the owner, can pull this project/)).toBeTruthy();
  });

  it('"Create a token" creates one for the owner and fills it into the command', async () => {
    const sent: unknown[] = [];
    serve(sent);
    const user = userEvent.setup();
    const dialog = open();
    await user.click(within(dialog).getByRole('button', { name: 'Create a token' }));
    const command = await within(dialog).findByText(new RegExp(`KILN_TOKEN=${SECRET} node kiln\\.mjs pull`));
    expect(command.textContent).toBe(
      `curl -fsSL ${location.origin}/cli/kiln.mjs -o kiln.mjs && KILN_TOKEN=${SECRET} node kiln.mjs pull sunny-fox --server ${location.origin}`,
    );
    expect(sent).toEqual([{ name: 'kiln pull sunny-fox' }]);
    const status = within(dialog).getByRole('status');
    expect(status.textContent).toContain(
      'Your new token is in the command: copy it now, it will not be shown again.',
    );
    expect(within(status).getByRole('link', { name: 'your account page' }).getAttribute('href')).toBe(
      '/account',
    );
    expect(within(dialog).queryByRole('button', { name: 'Create a token' })).toBeNull();
  });

  it('says why when the token cannot be created, and keeps the command as it was', async () => {
    serve([], 'Too many requests. Please wait a moment and try again.');
    const user = userEvent.setup();
    const dialog = open();
    await user.click(within(dialog).getByRole('button', { name: 'Create a token' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeTruthy();
    expect(within(dialog).getByText(/node kiln\.mjs pull sunny-fox/).textContent).not.toContain(
      'KILN_TOKEN=',
    );
    expect(within(dialog).getByRole('button', { name: 'Create a token' })).toBeTruthy();
  });
});
