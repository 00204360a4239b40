import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { appKeys, CLIENT_ID, CLIENT_SECRET } from '../../apps/server/src/github/testing/app-credentials';

/** The fake GitHub listens beside the e2e server (KILN_DNS_SERVER's fake DNS is at +1000). */
export function fakeGithubUrl(kilnPort: number): string {
  return `http://127.0.0.1:${kilnPort + 2000}`;
}

/**
 * The test App's key pair, made once per run: Playwright loads the config in the runner and again in
 * each worker, and workers inherit the runner's environment, so the keys are kept there.
 */
export function e2eAppKeys(): { privateKeyPem: string; publicKeyPem: string } {
  if (!process.env.KILN_E2E_GITHUB_PRIVATE_KEY || !process.env.KILN_E2E_GITHUB_PUBLIC_KEY) {
    const keys = appKeys();
    process.env.KILN_E2E_GITHUB_PRIVATE_KEY = keys.privateKeyPem;
    process.env.KILN_E2E_GITHUB_PUBLIC_KEY = keys.publicKeyPem;
  }
  return {
    privateKeyPem: process.env.KILN_E2E_GITHUB_PRIVATE_KEY,
    publicKeyPem: process.env.KILN_E2E_GITHUB_PUBLIC_KEY,
  };
}

/**
 * A user token from the fake, got the way any GitHub OAuth client gets one: the authorise page's
 * code, exchanged with the App's client credentials.
 */
export async function fakeGithubToken(githubUrl: string): Promise<string> {
  const authorize = new URL('/login/oauth/authorize', githubUrl);
  authorize.searchParams.set('client_id', CLIENT_ID);
  authorize.searchParams.set('redirect_uri', 'http://localhost/callback');
  const page = await (await fetch(authorize)).text();
  const back = /href="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const code = new URL(back).searchParams.get('code');
  const res = await fetch(new URL('/login/oauth/access_token', githubUrl), {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code }),
  });
  const { access_token: token } = (await res.json()) as { access_token?: string };
  if (!token) throw new Error('the fake GitHub gave no token');
  return token;
}

const basicHeader = (token: string) =>
  `http.extraHeader=Authorization: Basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;

/** What a repository's branch points at, read over git's smart HTTP with a user token. */
export function remoteHead(cloneUrl: string, token: string, branch = 'main'): string {
  const out = execFileSync('git', ['-c', basicHeader(token), 'ls-remote', cloneUrl, `refs/heads/${branch}`], {
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
  }).toString();
  return out.split('\t')[0] ?? '';
}

/** Creates a repository in the token's account through the REST API, as github.com's "New" would. */
export async function createFakeRepo(githubUrl: string, token: string, name: string): Promise<void> {
  const res = await fetch(new URL('/user/repos', githubUrl), {
    method: 'POST',
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (res.status !== 201) throw new Error(`the fake GitHub answered ${res.status}`);
}

/** A commit made on GitHub: clone over smart HTTP, write `files`, commit, push to `branch`. */
export function commitOnFakeGithub(
  cloneUrl: string,
  token: string,
  files: Record<string, string>,
  message: string,
  branch = 'main',
): void {
  const work = mkdtempSync(path.join(os.tmpdir(), 'e2e-github-edit-'));
  const env = { ...process.env, GIT_TERMINAL_PROMPT: '0' };
  const git = (args: string[]) =>
    execFileSync(
      'git',
      ['-c', basicHeader(token), '-c', 'user.name=Someone', '-c', 'user.email=s@example.com', ...args],
      {
        cwd: work,
        env,
      },
    );
  try {
    git(['clone', '--quiet', '--branch', branch, cloneUrl, '.']);
    for (const [file, content] of Object.entries(files)) writeFileSync(path.join(work, file), content);
    git(['commit', '--quiet', '--all', '-m', message]);
    git(['push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Clicks `label` in the GitHub dialog, walks the popup it opens to its button, and waits for it to close. */
export async function walkGithubPopup(page: Page, label: string, button: string, callback: RegExp) {
  const dialog = page.getByRole('dialog', { name: 'Export to GitHub' });
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: label, exact: true }).click();
  const popup = await popupOpened;
  // GitHub's page for the step, then back to Kiln, whose page says it worked and closes itself.
  const back = popup.waitForResponse(callback);
  await popup.getByRole('button', { name: button, exact: true }).click();
  expect((await back).status()).toBe(200);
  if (!popup.isClosed()) await popup.waitForEvent('close');
}
