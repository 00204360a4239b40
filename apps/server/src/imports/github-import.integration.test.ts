import path from 'node:path';
import { calls } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../assets/testing/multipart';
import { git } from '../git/git';
import { authorize, type GithubHarness, installApp, startHarness } from '../github/testing/harness';
import { signUp, type TestUser } from '../test/test-app';
import { sampleRepository } from './testing/sample-project';

// @kiln-test database-neutral: the GitHub fetch path; imports.integration.test.ts covers the rows on both engines.

let h: GithubHarness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.t.ctx.engine.whenScreenshotsTaken();
  await h.close();
});

async function importGit(gitUrl: string, as: TestUser) {
  const body = multipartBody({ gitUrl }, [], 'archive');
  const res = await h.t.app.inject({
    method: 'POST',
    url: calls.importProject.path,
    headers: { ...body.headers, authorization: `Bearer ${as.token}` },
    payload: body.payload,
  });
  // biome-ignore lint/suspicious/noExplicitAny: the answer or an error body
  return { status: res.statusCode, body: res.json() as any };
}

describe('importing a repository through the GitHub connection', () => {
  it('reads a private repository the importer’s connection can read, with its history; others cannot', async () => {
    h.fake.addUser('octocat');
    const owner = await signUp(h.t.app);
    await installApp(h, owner);
    await authorize(h, owner);
    h.fake.createRepo('octocat', 'private-bakery');
    sampleRepository(
      path.dirname(path.dirname(h.fake.bareDir('octocat', 'private-bakery'))),
      'octocat',
      'private-bakery',
    );

    const address = `${h.fake.url}/octocat/private-bakery`;
    const made = await importGit(address, owner);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const project = made.body.data;
    expect(project.projectName).toBe('Sunrise bakery');
    const dir = h.t.ctx.repos.dir(project._id);
    expect((await git(dir, ['log', '--format=%s'])).trim().split('\n')).toEqual([
      'Write a README',
      'Add the menu',
      'Start the bakery site',
    ]);
    // The token went in a header for the fetch only: nothing of it is left in the repository.
    expect(await git(dir, ['config', '--list', '--local'])).not.toMatch(/extraheader|token|authorization/i);
    await expect
      .poll(async () => (await h.call(calls.getProject, { webId: project._id }, owner)).body.data.phase, {
        timeout: 60_000,
      })
      .toBe('COMPLETE');

    // Someone without a GitHub connection is not let in through Kiln's.
    const stranger = await signUp(h.t.app);
    const refused = await importGit(address, stranger);
    expect(refused.status).toBe(400);
  });
});
