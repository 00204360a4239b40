import { existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { calls, MESSAGES } from '@kiln/contracts';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../screenshots/screenshotter';
import { projectPaths } from '../storage/paths';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';

let t: TestApp;
let port: number;
let owner: TestUser;
let stranger: TestUser;
let webId: string;
let subdomain: string;

function preview(host: string, url = '/') {
  return t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });
}

/** Each test edit rewrites one small module, so the diffs and switches below are exact. */
const HEADLINE = 'src/headline.ts';

async function editAndPublish(text: string, message: string) {
  await writeFile(
    path.join(t.ctx.repos.dir(webId), HEADLINE),
    `export const headline = ${JSON.stringify(text)};\n`,
  );
  const result = await t.ctx.engine.commitAndPublish(webId, message);
  if (!result?.ok) throw new Error(`publish failed: ${JSON.stringify(result)}`);
  return result.commitHash;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  const created = (await call(t.app, calls.createProject, { prompt: 'A bakery called Crumb' }, owner)).body
    .data;
  webId = created._id;
  subdomain = created.subdomain;
  await t.ctx.runs.drain();
});
afterAll(() => t.close());

describe('a new project', () => {
  it('is a git repository of the template, then the generated app, each version built and live', async () => {
    const project = (await call(t.app, calls.getProject, { webId }, owner)).body.data;
    expect(project.phase).toBe('COMPLETE');
    expect(project.currentCommitHash).toMatch(/^[0-9a-f]{40}$/);
    expect(existsSync(path.join(t.ctx.repos.dir(webId), '.git'))).toBe(true);
    const versions = (await call(t.app, calls.listVersions, { webId }, owner)).body.data;
    expect(versions).toHaveLength(2);
    expect(versions[0].commitHash).toBe(project.currentCommitHash);
    expect(versions[1].message).toBe('Initial commit from template');
    expect(versions[0].previewUrl).toBe(
      `http://${project.currentCommitHash.slice(0, 7)}-${subdomain}.preview.localhost:3000/`,
    );
    const res = await preview(`${subdomain}.preview.localhost:3000`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('is visible at its preview URL in Chromium, rendered by React', async () => {
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.preview.localhost 127.0.0.1'],
    });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`http://${subdomain}.preview.localhost:${port}/`);
      await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();
      expect(await page.locator('[data-unique-id]').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe('the template first build', () => {
  it('is built once: later projects link it (and its screenshot) instead of building it again', async () => {
    const initialOf = async (id: string) => {
      const versions = (await call(t.app, calls.listVersions, { webId: id }, owner)).body.data;
      return versions[versions.length - 1] as { commitHash: string; screenshotUrl: string | null };
    };
    const other = (await call(t.app, calls.createProject, { prompt: 'A florist called Petal' }, owner)).body
      .data;
    await t.ctx.runs.drain();
    const [mine, theirs] = [await initialOf(webId), await initialOf(other._id)];
    expect(theirs.commitHash).not.toBe(mine.commitHash);
    const index = (id: string, hash: string) =>
      path.join(projectPaths(t.dataDir, id).build(hash, 'preview'), 'index.html');
    const [a, b] = await Promise.all([
      stat(index(webId, mine.commitHash)),
      stat(index(other._id, theirs.commitHash)),
    ]);
    expect(b.ino).toBe(a.ino);
    // The linked build is served like any other.
    const res = await preview(`${theirs.commitHash.slice(0, 7)}-${other.subdomain}.preview.localhost`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    // The screenshot is the first project's too, once both are taken.
    await expect
      .poll(async () => (await initialOf(other._id)).screenshotUrl, { timeout: 20_000 })
      .toBeTruthy();
    await expect.poll(async () => (await initialOf(webId)).screenshotUrl, { timeout: 20_000 }).toBeTruthy();
    const shots = await Promise.all([
      stat(projectPaths(t.dataDir, webId).screenshot(mine.commitHash)),
      stat(projectPaths(t.dataDir, other._id).screenshot(theirs.commitHash)),
    ]);
    expect(shots[1].ino).toBe(shots[0].ino);
  });
});

describe('versions', () => {
  let first: string;
  let second: string;
  let third: string;

  it('lists every commit newest first, each with its own build and screenshot', async () => {
    const existing = (await call(t.app, calls.listVersions, { webId }, owner)).body.data;
    first = existing[0].commitHash;
    second = await editAndPublish('Fresh bread daily', 'Change the headline');
    third = await editAndPublish('Sourdough every morning', 'Change it again');
    const versions = (await call(t.app, calls.listVersions, { webId }, owner)).body.data;
    expect(versions.map((v: { commitHash: string }) => v.commitHash).slice(0, 3)).toEqual([
      third,
      second,
      first,
    ]);
    for (const hash of [first, second, third]) {
      expect(existsSync(projectPaths(t.dataDir, webId).build(hash, 'preview'))).toBe(true);
    }
    expect((await preview(`${second.slice(0, 7)}-${subdomain}.preview.localhost`)).statusCode).toBe(200);
    await expect
      .poll(
        async () => (await call(t.app, calls.listVersions, { webId }, owner)).body.data[0].screenshotUrl,
        // The screenshot is taken in the background by Chromium, which a loaded box can keep waiting.
        { timeout: 60_000 },
      )
      .toBe(`/api/web/screenshots/${webId}/${third}`);
    const shot = await t.app.inject({ method: 'GET', url: `/api/web/screenshots/${webId}/${third}` });
    expect(shot.headers['content-type']).toBe('image/png');
    expect(shot.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('diffs two commits with both contents', async () => {
    const res = await call(
      t.app,
      calls.getCommitDiff,
      { previousCommit: second, currentCommit: third, subdomain },
      null,
    );
    expect(res.status).toBe(200);
    expect(res.body.files).toHaveLength(1);
    expect(res.body.files[0].path).toBe(HEADLINE);
    expect(res.body.files[0].oldContent).toContain('Fresh bread daily');
    expect(res.body.files[0].newContent).toContain('Sourdough every morning');
    const bad = await call(
      t.app,
      calls.getCommitDiff,
      { previousCommit: 'zz', currentCommit: third, subdomain },
      null,
    );
    expect(bad.status).toBe(400);
    const unknown = await call(
      t.app,
      calls.getCommitDiff,
      { previousCommit: null, currentCommit: 'f'.repeat(40), subdomain },
      null,
    );
    expect(unknown.status).toBe(404);
  });

  it('switches back and forth without losing anything; the next edit builds on the current one', async () => {
    const versions = (await call(t.app, calls.listVersions, { webId }, owner)).body.data;
    const firstId = versions.find((v: { commitHash: string }) => v.commitHash === first)._id;
    const thirdId = versions.find((v: { commitHash: string }) => v.commitHash === third)._id;

    const res = await call(t.app, calls.switchVersion, { webId, webVersionId: firstId }, owner);
    expect(res.body).toEqual({ success: true, data: { currentCommitHash: first } });
    expect((await call(t.app, calls.getProject, { webId }, owner)).body.data.currentCommitHash).toBe(first);
    expect((await call(t.app, calls.listVersions, { webId }, owner)).body.data).toHaveLength(4);

    await call(t.app, calls.switchVersion, { webId, webVersionId: thirdId }, owner);
    const source = await readFile(path.join(t.ctx.repos.dir(webId), HEADLINE), 'utf8');
    expect(source).toContain('Sourdough every morning');

    await call(t.app, calls.switchVersion, { webId, webVersionId: firstId }, owner);
    const fourth = await editAndPublish('Back from the first version', 'Edit the first version');
    const after = (await call(t.app, calls.listVersions, { webId }, owner)).body.data;
    expect(after.map((v: { commitHash: string }) => v.commitHash).slice(0, 4)).toEqual([
      fourth,
      third,
      second,
      first,
    ]);
    expect((await call(t.app, calls.getProject, { webId }, owner)).body.data.currentCommitHash).toBe(fourth);
  });

  it('lists the files of the current version, or of a past one, binary files without content', async () => {
    await writeFile(
      path.join(t.ctx.repos.dir(webId), 'public', 'logo.png'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
    );
    const withPng = await editAndPublish('With a logo', 'Add a logo');
    const res = await call(t.app, calls.listProjectFiles, { webId }, null);
    expect(res.body.data.commitHash).toBe(withPng);
    const byPath = new Map(res.body.data.files.map((f: { path: string }) => [f.path, f]));
    expect(byPath.get('public/logo.png')).toEqual({ path: 'public/logo.png', content: null, size: 7 });
    expect((byPath.get(HEADLINE) as { content: string }).content).toContain('With a logo');
    expect([...byPath.keys()].some((p) => String(p).startsWith('node_modules'))).toBe(false);
    const past = await call(t.app, calls.listProjectFiles, { webId, commitHash: first }, null);
    expect(past.body.data.files.some((f: { path: string }) => f.path === 'public/logo.png')).toBe(false);
    expect(
      (await call(t.app, calls.listProjectFiles, { webId, commitHash: 'f'.repeat(40) }, null)).status,
    ).toBe(404);
  });

  it('lets only the owner switch, with the seed message', async () => {
    const [latest] = (await call(t.app, calls.listVersions, { webId }, owner)).body.data;
    const res = await call(t.app, calls.switchVersion, { webId, webVersionId: latest._id }, stranger);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGES.NO_PERMISSION_SWITCH_VERSIONS);
    expect((await call(t.app, calls.switchVersion, { webId, webVersionId: latest._id }, null)).status).toBe(
      401,
    );
    expect((await call(t.app, calls.switchVersion, { webId, webVersionId: 'nope' }, owner)).status).toBe(404);
    expect((await call(t.app, calls.switchVersion, { webId } as never, owner)).status).toBe(400);
  });

  it('hides versions, diffs and screenshots of a private project from everyone but the owner', async () => {
    await call(t.app, calls.setPrivacy, { webId, isPrivate: true }, owner);
    const [latest] = (await call(t.app, calls.listVersions, { webId }, owner)).body.data;
    expect((await call(t.app, calls.listVersions, { webId }, stranger)).status).toBe(404);
    expect((await call(t.app, calls.listVersions, { webId }, null, { component: true })).status).toBe(404);
    const diff = await call(
      t.app,
      calls.getCommitDiff,
      { previousCommit: null, currentCommit: latest.commitHash, subdomain },
      stranger,
    );
    expect(diff.status).toBe(404);
    const shot = await t.app.inject({
      method: 'GET',
      url: `/api/web/screenshots/${webId}/${latest.commitHash}`,
    });
    expect(shot.statusCode).toBe(404);
    await call(t.app, calls.setPrivacy, { webId, isPrivate: false }, owner);
  });

  it('keeps the last good build live when an edit does not build', async () => {
    const before = (await call(t.app, calls.getProject, { webId }, owner)).body.data.currentCommitHash;
    await writeFile(path.join(t.ctx.repos.dir(webId), 'src', 'broken.tsx'), 'export const x = <div>;\n');
    const indexFile = path.join(t.ctx.repos.dir(webId), 'src', 'main.tsx');
    const main = await readFile(indexFile, 'utf8');
    await writeFile(indexFile, `import './broken';\n${main}`);
    const result = await t.ctx.engine.commitAndPublish(webId, 'A broken edit');
    expect(result?.ok).toBe(false);
    if (result && !result.ok) {
      expect(result.errors[0]).toMatchObject({ file: 'src/broken.tsx', line: expect.any(Number) });
    }
    expect((await call(t.app, calls.getProject, { webId }, owner)).body.data.currentCommitHash).toBe(before);
    expect((await preview(`${subdomain}.preview.localhost`)).statusCode).toBe(200);
  });
});
