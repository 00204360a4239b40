import { calls, EXPORT_DOWNLOAD_PREFIX } from '@kiln/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git } from '../git/git';
import { authorize, type GithubHarness, installApp, startHarness } from '../github/testing/harness';
import { signUp, type TestUser } from '../test/test-app';
import { importZipAndWait } from './testing/import-client';
import { SAMPLE_FILES, sampleZip } from './testing/sample-project';

// @kiln-test database-neutral: the project rows are imports.integration.test.ts's; this is about files and git.

/**
 * Issue 21 §4: an imported project leaves Kiln as any project does: its zip holds the user's files
 * as they were imported (nothing of Kiln's added), and GitHub export pushes its history.
 */
const LOGIN = 'octocat';
let h: GithubHarness;
let owner: TestUser;
let webId: string;

beforeAll(async () => {
  h = await startHarness();
  h.fake.addUser(LOGIN);
  owner = await signUp(h.t.app);
  const imported = await importZipAndWait(
    h.t.app,
    { authorization: `Bearer ${owner.token}` },
    'sunrise-bakery.zip',
    sampleZip(),
  );
  expect(imported.phase, imported.account).toBe('COMPLETE');
  webId = imported.webId;
}, 300_000);
afterAll(() => h.close());

describe('an imported project, taken out again', () => {
  it('downloads as the files it was imported with', async () => {
    const made = await h.call(calls.exportProject, { projectId: webId }, owner);
    expect(made.status).toBe(200);
    const zip = await h.t.app.inject({
      method: 'GET',
      url: `${EXPORT_DOWNLOAD_PREFIX}${made.body.downloadUrl}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(zip.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    const files = Object.fromEntries(
      Object.entries(entries)
        .filter(([name]) => !name.endsWith('/'))
        .map(([name, bytes]) => [name, strFromU8(bytes)]),
    );
    expect(Object.keys(files).sort()).toEqual(Object.keys(SAMPLE_FILES).sort());
    for (const [file, content] of Object.entries(SAMPLE_FILES)) expect(files[file], file).toBe(content);
  });

  it('exports to a new GitHub repository with its imported version', async () => {
    expect(await installApp(h, owner)).toBe(200);
    expect(await authorize(h, owner)).toBe(200);
    const res = await h.call(calls.createGithubRepo, { projectId: webId, isRepoExists: false }, owner);
    expect(res.body).toMatchObject({ success: true, status: 'created' });
    const repo = String(res.body.repoUrl).split('/').pop() ?? '';
    expect(h.fake.log(LOGIN, repo)).toEqual(['Imported from sunrise-bakery.zip']);
    const pushed = await git(h.fake.bareDir(LOGIN, repo), ['show', 'main:package.json']);
    expect(pushed).toBe(SAMPLE_FILES['package.json']);
  });
});
