import { expect, test } from '@playwright/test';
import { fakeGithubToken, fakeGithubUrl, remoteHead, walkGithubPopup as walkPopup } from '../support/github';
import { createProjectAndWait, makePremiumAndReload, newAccount } from '../support/pages';

/**
 * Seed 000 §4, the repository link: a new owner installs the Kiln app and connects GitHub in the two
 * popups the dialog opens, creates the repository, and the project's current commit is on the fake
 * GitHub's `main` (the config starts the fake before the server and points the server at it).
 */
const GITHUB_URL = fakeGithubUrl(Number(process.env.KILN_E2E_PORT ?? 3100));

test('a new owner connects GitHub and pushes the project to a new repository', async ({ page }) => {
  test.setTimeout(180_000);
  const owner = newAccount('Exporter');
  const { webId } = await createProjectAndWait(page, owner, 'A landing page for a bakery called Crumb');
  // Export is premium (seed 000 §6); on a shared instance this account may not be the first.
  await makePremiumAndReload(page, owner.email);

  await page.getByRole('banner').getByRole('button', { name: 'GitHub' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export to GitHub' });
  await expect(dialog.getByRole('button', { name: 'Install', exact: true })).toBeVisible();

  await walkPopup(page, 'Install', 'Install', /\/api\/github\/install\/callback/);
  await walkPopup(page, 'Connect', 'Authorize Kiln', /\/api\/github\/oauth\/callback/);

  await dialog.getByRole('button', { name: 'Create repository' }).click();
  await expect(page.getByText('Repository created successfully!')).toBeVisible({ timeout: 30_000 });
  const repoLink = dialog.getByRole('link', { name: /octocat\// });
  await expect(repoLink).toBeVisible();
  const repoUrl = (await repoLink.getAttribute('href')) ?? '';
  expect(repoUrl).toMatch(new RegExp(`^${GITHUB_URL}/octocat/[A-Za-z0-9._-]+$`));
  // Linked now: the last step offers to sync.
  await expect(dialog.getByRole('button', { name: 'Sync', exact: true })).toBeVisible();

  // The fake's repository holds the project's current commit, read as any GitHub client would.
  const project = (await (await page.request.post('/api/web/get', { data: { webId } })).json()).data;
  const token = await fakeGithubToken(GITHUB_URL);
  expect(remoteHead(`${repoUrl}.git`, token)).toBe(project.currentCommitHash);
  const repoPath = new URL(repoUrl).pathname;
  const commits = await fetch(`${GITHUB_URL}/repos${repoPath}/commits`, {
    headers: { authorization: `token ${token}`, accept: 'application/vnd.github+json' },
  });
  expect(commits.status).toBe(200);
  const versions: { commitHash: string; message: string }[] = (
    await (await page.request.post('/api/web/versions', { data: { webId } })).json()
  ).data;
  const current = versions.find((v) => v.commitHash === project.currentCommitHash);
  expect((await commits.json())[0].commit.message).toBe(current?.message.split('\n')[0]);
});
