import { calls, MESSAGES } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project as projectTable } from '../db/schema';
import { signUp, type TestUser } from '../test/test-app';
import { commitHeadline, type GithubHarness, ownerWithProject, startHarness } from './testing/harness';

/** Issue 17 §2: every catalogue refusal has a way forward (choose a name, link, create again). */
let h: GithubHarness;
let owner: TestUser;
let webId: string;
const LOGIN = 'octocat';

const create = (repoName?: string) =>
  h.call(calls.createGithubRepo, { projectId: webId, isRepoExists: false, repoName }, owner);
const syncRepo = () => h.call(calls.createGithubRepo, { projectId: webId, isRepoExists: true }, owner);
const link = (repoName: string) => h.call(calls.linkGithubRepo, { projectId: webId, repoName }, owner);

async function storedRepoUrl(): Promise<string | null> {
  const [row] = await h.t.ctx.db.select().from(projectTable).where(eq(projectTable.id, webId));
  return row?.githubRepoUrl ?? null;
}
const linkTo = (url: string | null) =>
  h.t.ctx.db.update(projectTable).set({ githubRepoUrl: url }).where(eq(projectTable.id, webId));

beforeAll(async () => {
  h = await startHarness();
  ({ owner, webId } = await ownerWithProject(h, { connect: true }));
}, 400_000);
afterAll(() => h.close());

describe('the owner chooses the repository name', { timeout: 120_000 }, () => {
  it('refuses a name GitHub would not take, with the rule', async () => {
    const res = await create('my repo!');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Use only letters, digits, dots, hyphens and underscores.');
    expect((await create('site.git')).body.message).toContain('A repository name cannot end in .git.');
  });

  it('a taken name answers 409 with the name and canLink; another name creates the repository', async () => {
    h.fake.createRepo(LOGIN, 'taken', true);
    const clash = await create('taken');
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ message: MESSAGES.REPO_CONFLICT, canLink: true, repoName: 'taken' });
    // Linking it is refused: its commits are not this project's, and nothing was pushed there.
    const foreign = await link('taken');
    expect(foreign.status).toBe(409);
    expect(foreign.body.message).toContain('has commits that did not come from this project');
    expect(h.fake.log(LOGIN, 'taken')).toEqual(['Edited on GitHub']);
    expect(await storedRepoUrl()).toBeNull();

    const res = await create('crumb-bakery');
    expect(res.body).toEqual({
      success: true,
      status: 'created',
      repoUrl: `${h.fake.url}/${LOGIN}/crumb-bakery`,
    });
    expect(h.fake.log(LOGIN, 'crumb-bakery')[0]).toBe('Add a headline');
  });
});

describe('linking an existing repository', { timeout: 120_000 }, () => {
  it('re-links the repository Kiln made for this project, even after new versions', async () => {
    await linkTo(null);
    await commitHeadline(h, webId, 'Fresh bread daily', 'Sharpen the headline');
    const clash = await create('crumb-bakery');
    expect(clash.body).toMatchObject({ canLink: true, repoName: 'crumb-bakery' });
    const res = await link('crumb-bakery');
    expect(res.body).toEqual({
      success: true,
      status: 'updated',
      repoUrl: `${h.fake.url}/${LOGIN}/crumb-bakery`,
    });
    expect(await storedRepoUrl()).toBe(res.body.repoUrl);
    expect(h.fake.log(LOGIN, 'crumb-bakery').slice(0, 2)).toEqual(['Sharpen the headline', 'Add a headline']);
  });

  it('after "no commits", links the empty repository again and pushes to it', async () => {
    h.fake.createRepo(LOGIN, 'empty-one');
    await linkTo(`${h.fake.url}/${LOGIN}/empty-one`);
    const refused = await syncRepo();
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ message: MESSAGES.REPO_NO_COMMITS, repoName: 'empty-one' });
    expect(await storedRepoUrl()).toBeNull();
    const res = await link('empty-one');
    expect(res.body).toMatchObject({ success: true, repoUrl: `${h.fake.url}/${LOGIN}/empty-one` });
    expect(h.fake.log(LOGIN, 'empty-one')[0]).toBe('Sharpen the headline');
  });

  it('after a 404, creates again under the name it had', async () => {
    h.fake.deleteRepo(LOGIN, 'empty-one');
    const refused = await syncRepo();
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ message: MESSAGES.REPO_NOT_FOUND, repoName: 'empty-one' });
    const res = await create(refused.body.repoName);
    expect(res.body).toMatchObject({ success: true, status: 'created' });
    expect(h.fake.log(LOGIN, 'empty-one')[0]).toBe('Sharpen the headline');
  });

  it('after a 410, the name is given back and another can be chosen', async () => {
    const repo = h.fake.repos.get(`${LOGIN}/empty-one`);
    if (!repo) throw new Error('no repo');
    repo.isGone = true;
    const refused = await syncRepo();
    expect(refused.status).toBe(410);
    expect(refused.body).toMatchObject({ message: MESSAGES.REPO_DELETED, repoName: 'empty-one' });
    expect((await create('crumb-again')).body).toMatchObject({ success: true, status: 'created' });
  });

  it('says so when the account has no such repository', async () => {
    const res = await link('nowhere');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('There is no repository named "nowhere" in your GitHub account.');
  });

  it('only the owner links', async () => {
    const stranger = await signUp(h.t.app);
    expect((await h.call(calls.linkGithubRepo, { projectId: webId, repoName: 'x' }, stranger)).status).toBe(
      403,
    );
  });
});
