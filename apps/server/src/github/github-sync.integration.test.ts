import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { calls, MESSAGES } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project as projectTable } from '../db/schema';
import { git } from '../git/git';
import { signUp, type TestUser } from '../test/test-app';
import { listVersions } from '../versions/repository';
import { fetchBranch, PushError } from './push';
import { commitHeadline, type GithubHarness, ownerWithProject, startHarness } from './testing/harness';

/** Issue 17 §2, two-way sync: every new version is pushed; "Pull changes" fast-forwards from GitHub. */
let h: GithubHarness;
let owner: TestUser;
let webId: string;
const LOGIN = 'octocat';
const REPO = 'crumb-sync';

const headlineFile = () => path.join(h.t.ctx.repos.dir(webId), 'src/headline.ts');
const headline = (text: string) => `export const headline = '${text}';\n`;

async function current(): Promise<string | null> {
  const [row] = await h.t.ctx.db.select().from(projectTable).where(eq(projectTable.id, webId));
  return row?.currentCommitHash ?? null;
}
const pushState = async () =>
  (await h.call(calls.getGithubSyncStatus, { projectId: webId }, owner)).body.push;
const pull = (branch?: string) => h.call(calls.pullGithubRepo, { projectId: webId, branch }, owner);

beforeAll(async () => {
  h = await startHarness();
  ({ owner, webId } = await ownerWithProject(h, { connect: true }));
  const res = await h.call(
    calls.createGithubRepo,
    { projectId: webId, isRepoExists: false, repoName: REPO },
    owner,
  );
  if (res.status !== 200) throw new Error(`create-repo answered ${res.status}`);
}, 400_000);
afterAll(() => h.close());

describe('push on every new version', { timeout: 120_000 }, () => {
  it('pushes a new version of a linked project to its repository', async () => {
    expect((await pushState()).state).toBe('idle');
    const hash = await commitHeadline(h, webId, 'Warm rolls', 'Edit one');
    expect(h.fake.log(LOGIN, REPO)[0]).toBe('Edit one');
    expect(await pushState()).toMatchObject({ state: 'pushed', commitHash: hash, message: null });
  });

  it('a failed push keeps the version and tells the owner; Sync then pushes it', async () => {
    h.fake.failNext('GET', new RegExp(`^/repos/${LOGIN}/${REPO}$`), 500, { message: 'Server Error' });
    const hash = await commitHeadline(h, webId, 'Croissants', 'Edit two');
    expect(await pushState()).toMatchObject({
      state: 'failed',
      commitHash: hash,
      message: 'GitHub could not be reached. Please try again.',
    });
    expect(await current()).toBe(hash);
    expect((await listVersions(h.t.ctx.db, webId)).map((v) => v.commitHash)).toContain(hash);
    expect(h.fake.log(LOGIN, REPO)[0]).toBe('Edit one');
    const synced = await h.call(calls.createGithubRepo, { projectId: webId, isRepoExists: true }, owner);
    expect(synced.body).toMatchObject({ success: true, status: 'updated' });
    expect(h.fake.log(LOGIN, REPO)[0]).toBe('Edit two');
  });

  it('only the owner reads the push state', async () => {
    const stranger = await signUp(h.t.app);
    expect((await h.call(calls.getGithubSyncStatus, { projectId: webId }, stranger)).status).toBe(403);
  });
});

describe('Pull changes', { timeout: 300_000 }, () => {
  it('brings a commit made on GitHub in as a built, current version', async () => {
    const sha = h.fake.commitFiles(
      LOGIN,
      REPO,
      { 'src/headline.ts': headline('From GitHub') },
      'Edit on GitHub',
    );
    const res = await pull();
    expect(res.body).toEqual({
      success: true,
      branch: 'main',
      pulled: [{ commitHash: sha, message: 'Edit on GitHub' }],
    });
    expect(await current()).toBe(sha);
    expect(await readFile(headlineFile(), 'utf8')).toBe(headline('From GitHub'));
    const version = (await listVersions(h.t.ctx.db, webId)).find((v) => v.commitHash === sha);
    expect(version).toMatchObject({ message: 'Edit on GitHub', buildStatus: 'ready' });
    // Nothing to pull the second time.
    expect((await pull()).body).toMatchObject({ success: true, pulled: [] });
  });

  it('pulls from the branch the owner chooses, every commit a version', async () => {
    const first = h.fake.commitFiles(
      LOGIN,
      REPO,
      { 'src/extra.ts': 'export const a = 1;\n' },
      'Add extra',
      'feature',
      'main',
    );
    const second = h.fake.commitFiles(
      LOGIN,
      REPO,
      { 'src/extra.ts': 'export const a = 2;\n' },
      'Bump extra',
      'feature',
    );
    const res = await pull('feature');
    expect(res.body.pulled.map((p: { commitHash: string }) => p.commitHash)).toEqual([first, second]);
    expect(res.body.branch).toBe('feature');
    expect(await current()).toBe(second);
    expect((await pull('no-such-branch')).body.message).toBe(
      'The repository has no branch named "no-such-branch".',
    );
  });

  it('refuses a symbolic link or an oversized file, changing nothing', async () => {
    const before = await current();
    const versions = (await listVersions(h.t.ctx.db, webId)).length;
    h.fake.commitFiles(
      LOGIN,
      REPO,
      { 'src/link.ts': { linkTo: '/etc/passwd' } },
      'Sneak a link',
      'evil',
      'feature',
    );
    const link = await pull('evil');
    expect(link.status).toBe(400);
    expect(link.body.message).toBe('Kiln cannot pull these changes: "src/link.ts" is a symbolic link.');
    h.fake.commitFiles(
      LOGIN,
      REPO,
      { 'big.txt': 'x'.repeat(5 * 1024 * 1024 + 1) },
      'Too big',
      'big',
      'feature',
    );
    expect((await pull('big')).body.message).toBe(
      'Kiln cannot pull these changes: "big.txt" is larger than 5 MB.',
    );
    expect(await current()).toBe(before);
    expect((await listVersions(h.t.ctx.db, webId)).length).toBe(versions);
    expect(existsSync(path.join(h.t.ctx.repos.dir(webId), 'src/link.ts'))).toBe(false);
    expect(await git(h.t.ctx.repos.dir(webId), ['for-each-ref', 'refs/kiln/pull'])).toBe('');
  });

  it('stops a fetch while it downloads once the pack passes its limit, and leaves nothing of it', async () => {
    const dir = h.t.ctx.repos.dir(webId);
    const packs = path.join(dir, '.git', 'objects', 'pack');
    const noise = randomBytes(3 * 1024 * 1024).toString('base64');
    h.fake.commitFiles(LOGIN, REPO, { 'noise.txt': noise }, 'Noise', 'noise', 'feature');
    const url = `${h.fake.url}/${LOGIN}/${REPO}.git`;
    const token = h.fake.issueToken(LOGIN);
    const err = await fetchBranch(dir, url, token, 'noise', 'refs/kiln/pull/incoming', 1024 * 1024).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PushError);
    expect((err as PushError).kind).toBe('too_large');
    expect(await git(dir, ['for-each-ref', 'refs/kiln/pull'])).toBe('');
    expect((await readdir(packs)).filter((name) => name.startsWith('tmp_'))).toEqual([]);
    // With room for it, the same fetch goes through.
    await fetchBranch(dir, url, token, 'noise', 'refs/kiln/pull/incoming', 64 * 1024 * 1024);
    expect(await git(dir, ['for-each-ref', '--format=%(refname)', 'refs/kiln/pull'])).toBe(
      'refs/kiln/pull/incoming\n',
    );
    await git(dir, ['update-ref', '-d', 'refs/kiln/pull/incoming']);
  });

  it('refuses a diverged history with a clear message and loses no version', async () => {
    // Main moved on GitHub while the project made a version of its own: the automatic push is refused.
    h.fake.commitFiles(LOGIN, REPO, { 'src/headline.ts': headline('Made on GitHub') }, 'GitHub only');
    const local = await commitHeadline(h, webId, 'Made in Kiln', 'Kiln only');
    expect(await pushState()).toMatchObject({ state: 'failed', message: MESSAGES.REPO_CONFLICT });
    const res = await pull();
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('nothing was changed');
    expect(await current()).toBe(local);
    expect(await readFile(headlineFile(), 'utf8')).toBe(headline('Made in Kiln'));
    expect(h.fake.log(LOGIN, REPO)[0]).toBe('GitHub only');
  });
});
