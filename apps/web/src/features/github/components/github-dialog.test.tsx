// @vitest-environment happy-dom
import { calls, MESSAGES } from '@kiln/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { GithubDialog } from './github-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A user who installed the app and authorised: the dialog is at its repository step. */
const linkedAccount = {
  [calls.getGithubInstallationStatus.path]: () => jsonResponse(200, { success: true, isInstalled: true }),
  [calls.hasGithubToken.path]: () => jsonResponse(200, { success: true, hasToken: true }),
};

describe('the GitHub dialog (issue 17 §2)', () => {
  it('shows the name it will use, lets the owner change it, and offers a way forward when it is taken', async () => {
    const created: unknown[] = [];
    const linked: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      routeFetch({
        ...linkedAccount,
        [calls.createGithubRepo.path]: (body) => {
          created.push(body);
          return jsonResponse(409, {
            success: false,
            code: 'conflict',
            message: MESSAGES.REPO_CONFLICT,
            canLink: true,
            repoName: 'sunrise-bakery',
          });
        },
        [calls.linkGithubRepo.path]: (body) => {
          linked.push(body);
          return jsonResponse(200, { success: true, status: 'updated', repoUrl: 'https://github.com/me/x' });
        },
      }),
    );
    const user = userEvent.setup();
    const project = createTestProject({ projectName: 'Sunrise Bakery', githubRepoUrl: null });
    renderWithApp(
      <GithubDialog project={project} email="a@b.c" open onOpenChange={() => {}} isBusy={false} />,
      { user: createTestUser() },
    );
    const name = await screen.findByRole('textbox', { name: 'Repository name' });
    expect((name as HTMLInputElement).value).toBe('sunrise-bakery');

    await user.click(screen.getByRole('button', { name: 'Create repository' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.REPO_CONFLICT);
    expect(alert.textContent).toContain('Choose another name, or link it');
    expect(created).toEqual([{ projectId: project._id, isRepoExists: false, repoName: 'sunrise-bakery' }]);

    await user.click(screen.getByRole('button', { name: 'Link existing repository' }));
    expect(await screen.findByText(MESSAGES.REPO_SYNCED)).toBeTruthy();
    expect(linked).toEqual([{ projectId: project._id, repoName: 'sunrise-bakery' }]);

    await user.clear(name);
    await user.type(name, 'bad name');
    expect(screen.getByText('Use only letters, digits, dots, hyphens and underscores.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create repository' }).hasAttribute('disabled')).toBe(true);
  });

  it('a linked project shows the push state and pulls from the branch the owner names', async () => {
    const pulls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      routeFetch({
        ...linkedAccount,
        [calls.getGithubSyncStatus.path]: () =>
          jsonResponse(200, {
            success: true,
            push: {
              state: 'failed',
              commitHash: 'abcdef1234567',
              message: 'GitHub could not be reached. Please try again.',
              at: new Date().toISOString(),
            },
          }),
        [calls.pullGithubRepo.path]: (body) => {
          pulls.push(body);
          return jsonResponse(200, {
            success: true,
            branch: 'feature',
            pulled: [{ commitHash: 'f'.repeat(40), message: 'Edit on GitHub' }],
          });
        },
      }),
    );
    const user = userEvent.setup();
    const project = createTestProject({ githubRepoUrl: 'https://github.com/me/bakery' });
    renderWithApp(
      <GithubDialog project={project} email="a@b.c" open onOpenChange={() => {}} isBusy={false} />,
      { user: createTestUser() },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The latest version (abcdef1) was not pushed: GitHub could not be reached.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Branch' }), 'feature');
    await user.click(screen.getByRole('button', { name: 'Pull changes' }));
    expect(await screen.findByText('Pulled 1 change from feature.')).toBeTruthy();
    expect(pulls).toEqual([{ projectId: project._id, branch: 'feature' }]);
  });
});
