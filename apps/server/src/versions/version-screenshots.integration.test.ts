import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calls } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../build/testing/chromium';
import { projectPaths } from '../storage/paths';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';

/**
 * Issue 14 §3: one Chromium load per version. A run's version gets the screenshot its smoke render
 * took in the same page; versions no smoke render saw get one load of their own, once. Loads are
 * counted by the real renderer (`Screenshotter.pageLoads`), against the real offline model, real
 * builds and the sandboxed Chromium.
 */

let t: TestApp;
let owner: TestUser;
let webId: string;

type Version = { _id: string; commitHash: string; screenshotUrl: string | null };

const versions = async (): Promise<Version[]> =>
  (await call(t.app, calls.listVersions, { webId }, owner)).body.data;

/** The screenshot the API serves for a version, as its width and height. */
async function servedSize(commitHash: string): Promise<{ width: number; height: number }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/web/screenshots/${webId}/${commitHash}`,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  const png = res.rawPayload;
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const screenshotFiles = () => readdirSync(projectPaths(t.dataDir, webId).screenshots).sort();

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  webId = (
    await call(t.app, calls.createProject, { prompt: 'A landing page for a bakery called Crumb' }, owner)
  ).body.data._id;
  await t.ctx.runs.drain();
  await t.ctx.engine.whenScreenshotsTaken();
});
afterAll(() => t.close());

describe.skipIf(!hasChromium)('version screenshots', () => {
  it("a chat edit's version has its screenshot when the run says COMPLETE, from its smoke render's one load", async () => {
    // What is on disk the moment the project's viewers hear COMPLETE.
    let atComplete: string[] | null = null;
    const emit = t.realtime.emitToProject.bind(t.realtime);
    t.realtime.emitToProject = (id, event, payload) => {
      if (id === webId && event === 'project:status' && 'step' in payload && payload.step === 'COMPLETE')
        atComplete = screenshotFiles();
      emit(id, event, payload);
    };
    const loads = t.screenshots.pageLoads;
    try {
      const sent = await call(
        t.app,
        calls.sendChatMessage,
        { webId, messages: [{ role: 'user', content: 'change the title to Fresh bread, every morning' }] },
        owner,
      );
      expect(sent.status).toBe(200);
      await t.ctx.runs.whenIdle(webId);
      await t.ctx.engine.whenScreenshotsTaken();
    } finally {
      t.realtime.emitToProject = emit;
    }

    const project = (await call(t.app, calls.getProject, { webId }, owner)).body.data;
    expect(project.phase).toBe('COMPLETE');
    const [latest] = await versions();
    expect(latest?.commitHash).toBe(project.currentCommitHash);
    expect(atComplete).toContain(`${project.currentCommitHash}.png`);
    // The smoke render's load, and no second one for the screenshot.
    expect(t.screenshots.pageLoads - loads).toBe(1);
    expect(latest?.screenshotUrl).toBe(`/api/web/screenshots/${webId}/${project.currentCommitHash}`);
    expect(await servedSize(project.currentCommitHash)).toEqual({ width: 1280, height: 800 });
    // Nothing staged is left beside the versions' screenshots.
    expect(screenshotFiles().every((name) => /^[0-9a-f]{40}\.png$/.test(name))).toBe(true);
  });

  it('a restore loads nothing, and a version made outside a run gets its screenshot from one load', async () => {
    const before = await versions();
    const restored = before[1];
    if (!restored) throw new Error('the project has no earlier version');
    const loads = t.screenshots.pageLoads;
    const switched = await call(t.app, calls.switchVersion, { webId, webVersionId: restored._id }, owner);
    expect(switched.body.data.currentCommitHash).toBe(restored.commitHash);
    await t.ctx.engine.whenScreenshotsTaken();
    expect(t.screenshots.pageLoads).toBe(loads);
    expect(await servedSize(restored.commitHash)).toEqual({ width: 1280, height: 800 });

    // A version made on the restored one without a smoke render (as a visual edit makes it).
    await writeFile(path.join(t.ctx.repos.dir(webId), 'src', 'note.ts'), 'export const note = "restored";\n');
    const published = await t.ctx.engine.commitAndPublish(webId, 'Build on the restored version');
    if (!published?.ok) throw new Error(`publish failed: ${JSON.stringify(published)}`);
    await t.ctx.engine.whenScreenshotsTaken();
    expect(t.screenshots.pageLoads - loads).toBe(1);
    const [latest] = await versions();
    expect(latest?.commitHash).toBe(published.commitHash);
    expect(latest?.screenshotUrl).toBe(`/api/web/screenshots/${webId}/${published.commitHash}`);
    expect(await servedSize(published.commitHash)).toEqual({ width: 1280, height: 800 });
  });
});
