import path from 'node:path';
import { calls, MESSAGES } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { githubConnection, project as projectTable } from '../db/schema';
import { signUp, type TestUser } from '../test/test-app';
import {
  authorize,
  commitHeadline,
  type GithubHarness,
  installApp,
  ownerWithProject,
  readTreeText,
  startHarness,
} from './testing/harness';

let h: GithubHarness;
let owner: TestUser; // first account: admin + premium
let stranger: TestUser;
let webId: string;
let repoName = '';
const LOGIN = 'octocat';

const exportRepo = (isRepoExists: boolean, as: TestUser = owner) =>
  h.call(calls.createGithubRepo, { projectId: webId, isRepoExists }, as);

async function storedRepoUrl(): Promise<string | null> {
  const [row] = await h.t.ctx.db.select().from(projectTable).where(eq(projectTable.id, webId));
  return row?.githubRepoUrl ?? null;
}

const linkTo = (url: string | null) =>
  h.t.ctx.db.update(projectTable).set({ githubRepoUrl: url }).where(eq(projectTable.id, webId));

beforeAll(async () => {
  h = await startHarness();
  ({ owner, webId } = await ownerWithProject(h, { connect: false }));
  stranger = await signUp(h.t.app);
}, 400_000);
afterAll(() => h.close());

describe('GitHub repository link flow (seed 000 §4)', () => {
  it('installs the app, authorises, creates the repository and pushes the code', async () => {
    const before = await h.call(calls.getGithubInstallationStatus, undefined, owner);
    expect(before.body).toEqual({ success: true, isInstalled: false });
    expect((await installApp(h, owner)).toString()).toBe('200');
    expect((await h.call(calls.getGithubInstallationStatus, undefined, owner)).body.isInstalled).toBe(true);

    expect((await h.call(calls.hasGithubToken, undefined, owner)).body).toEqual({
      success: true,
      hasToken: false,
    });
    expect(await authorize(h, owner)).toBe(200);
    expect((await h.call(calls.hasGithubToken, undefined, owner)).body.hasToken).toBe(true);

    const res = await exportRepo(false);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 'created' });
    expect(res.body.repoUrl).toMatch(new RegExp(`^${h.fake.url}/${LOGIN}/[a-z0-9._-]+$`));
    repoName = res.body.repoUrl.split('/').pop();
    expect(await storedRepoUrl()).toBe(res.body.repoUrl);
    expect(h.fake.log(LOGIN, repoName)[0]).toBe('Add a headline');
    // The push carried the token as a header (git's smart HTTP), never in the URL.
    const pushes = h.fake.requests.filter((r) => r.url.includes('git-receive-pack'));
    expect(pushes.length).toBeGreaterThan(0);
    expect(pushes.every((r) => r.authorization?.startsWith('Basic '))).toBe(true);
  });

  it('syncs the linked repository with the new version', async () => {
    await commitHeadline(h, webId, 'Fresh bread daily', 'Sharpen the headline');
    const res = await exportRepo(true);
    expect(res.body).toEqual({
      success: true,
      status: 'updated',
      repoUrl: `${h.fake.url}/${LOGIN}/${repoName}`,
    });
    expect(h.fake.log(LOGIN, repoName).slice(0, 2)).toEqual(['Sharpen the headline', 'Add a headline']);
  });

  it('answers the other users and plans as the seed says', async () => {
    expect((await exportRepo(true, stranger)).status).toBe(403);
    const bad = await h.call(calls.createGithubRepo, { projectId: '' } as never, owner);
    expect(bad.status).toBe(400);
    const mismatch = await h.get(
      `${calls.installGithubApp.path}?email=${encodeURIComponent(stranger.email)}`,
      owner,
    );
    expect(mismatch.status).toBe(403);
    const forged = await h.get(`${calls.githubOAuthCallback.path}?code=abc&state=forged.sig`, null);
    expect(forged.status).toBe(400);
    expect(forged.body).toContain('expired');
  });
});

describe('create-repo error catalogue (seed 000 §8)', () => {
  it('409 when the repository name is taken', async () => {
    await linkTo(null);
    const res = await exportRepo(false);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: MESSAGES.REPO_CONFLICT });
  });

  it('409 when the repository has commits the project does not (a merge conflict)', async () => {
    h.fake.createRepo(LOGIN, 'edited-elsewhere', true);
    await linkTo(`${h.fake.url}/${LOGIN}/edited-elsewhere`);
    const res = await exportRepo(true);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.REPO_CONFLICT);
    expect(h.fake.log(LOGIN, 'edited-elsewhere')).toEqual(['Edited on GitHub']);
  });

  it('404 with canRecreate when the repository is gone, and the stored URL is cleared', async () => {
    await linkTo(`${h.fake.url}/${LOGIN}/${repoName}`);
    h.fake.deleteRepo(LOGIN, repoName);
    const res = await exportRepo(true);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: MESSAGES.REPO_NOT_FOUND, canRecreate: true });
    expect(await storedRepoUrl()).toBeNull();
  });

  it('404 with canRecreate and the no-commits message for an empty repository', async () => {
    h.fake.createRepo(LOGIN, 'empty-one');
    await linkTo(`${h.fake.url}/${LOGIN}/empty-one`);
    const res = await exportRepo(true);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: MESSAGES.REPO_NO_COMMITS, canRecreate: true });
    expect(await storedRepoUrl()).toBeNull();
  });

  it('410 when GitHub says the repository is gone for good, and the stored URL is cleared', async () => {
    const repo = h.fake.createRepo(LOGIN, 'blocked-one', true);
    repo.isGone = true;
    await linkTo(`${h.fake.url}/${LOGIN}/blocked-one`);
    const res = await exportRepo(true);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(MESSAGES.REPO_DELETED);
    expect(await storedRepoUrl()).toBeNull();
  });

  it('another failure answers with a server message', async () => {
    h.fake.failNext('POST', /^\/user\/repos$/, 500, { message: 'Server Error' });
    const res = await exportRepo(false);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ success: false, code: 'upstream' });
    expect(res.body.message).not.toContain('Server Error');
  });

  it('recreates after a 404: the code goes to a new repository', async () => {
    const res = await exportRepo(false);
    expect(res.body).toMatchObject({ success: true, status: 'created' });
    expect(h.fake.log(LOGIN, repoName)[0]).toBe('Sharpen the headline');
  });

  it('403 when the installation is suspended: the installation is forgotten', async () => {
    const [row] = await h.t.ctx.db
      .select()
      .from(githubConnection)
      .where(eq(githubConnection.userId, owner.id));
    const installation = h.fake.installations.get(row?.installationId ?? '');
    if (!installation) throw new Error('no installation');
    installation.suspended = true;
    const res = await exportRepo(true);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGES.GITHUB_INSTALLATION_INVALID);
    expect((await h.call(calls.getGithubInstallationStatus, undefined, owner)).body.isInstalled).toBe(false);
    expect(await installApp(h, owner)).toBe(200);
  });

  it('403 when the token was revoked on GitHub: the token is forgotten, and authorising again works', async () => {
    h.fake.tokens.clear();
    const res = await exportRepo(true);
    expect(res.status).toBe(403);
    expect((await h.call(calls.hasGithubToken, undefined, owner)).body.hasToken).toBe(false);
    expect(await authorize(h, owner)).toBe(200);
    expect((await exportRepo(true)).body).toMatchObject({ success: true, status: 'updated' });
  });

  it('refuses an installation on an organisation (personal accounts only)', async () => {
    h.fake.installAs = 'Organization';
    const status = await installApp(h, stranger);
    h.fake.installAs = 'User';
    expect(status).toBe(400);
    expect(h.bodies.at(-1)).toContain('personal account');
    expect((await h.call(calls.getGithubInstallationStatus, undefined, stranger)).body.isInstalled).toBe(
      false,
    );
  });
});

describe('the token never leaks', () => {
  it('is in no file of the project repository, no log line and no response body', async () => {
    const tokens = [...h.fake.tokens.keys()];
    expect(tokens.length).toBeGreaterThan(0);
    const [row] = await h.t.ctx.db
      .select()
      .from(githubConnection)
      .where(eq(githubConnection.userId, owner.id));
    const repoText = await readTreeText(path.join(h.t.ctx.repos.dir(webId), '.git'));
    const logs = h.logs.text();
    expect(logs).toContain('/api/github/create-repo');
    const bodies = h.bodies.join('\n');
    for (const token of tokens) {
      expect(repoText).not.toContain(token);
      expect(logs).not.toContain(token);
      expect(bodies).not.toContain(token);
      expect(JSON.stringify(row)).not.toContain(token);
    }
    const basic = tokens.map((tk) => Buffer.from(`x-access-token:${tk}`).toString('base64'));
    for (const b of basic) expect(repoText + logs).not.toContain(b);
  });
});
