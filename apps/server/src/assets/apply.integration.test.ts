import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildAssetPrompt, calls, MESSAGES } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git } from '../git/git';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { type FakeOpenAIImages, startFakeOpenAIImages } from './testing/fake-openai-images';
import { mp4Bytes, multipartBody, solidPng } from './testing/multipart';

let t: TestApp;
let owner: TestUser;
let free: TestUser;
let webId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app); // the first account: premium
  free = await signUp(t.app);
  webId = (
    await call(t.app, calls.createProject, { prompt: 'A landing page for "Crumb", a bakery in Porto' }, owner)
  ).body.data._id;
  await t.ctx.runs.drain();
});
afterAll(() => t.close());

/** The first `<img` with a literal src in the app's code, as the preview's inspector would report it. */
async function firstImage(dir: string) {
  const files = (await git(dir, ['ls-files', 'src'])).split('\n').filter((f) => f.endsWith('.tsx'));
  for (const file of files) {
    const source = await readFile(path.join(dir, file), 'utf8');
    const at = source.search(/<img\b[^>]*\ssrc="\//);
    if (at < 0) continue;
    const before = source.slice(0, at).split('\n');
    const src = /\ssrc="([^"]+)"/.exec(source.slice(at))?.[1] ?? '';
    return { file, uniqueId: `${file}:${before.length}:${before.at(-1)?.length ?? 0}`, src };
  }
  throw new Error('the generated app has no image');
}

/** Uploads one file through the editor's upload call and imports it into the project's public/. */
async function uploadAndImport(
  kind: 'image' | 'video',
  file: { name: string; type: string; content: Buffer },
) {
  const body = multipartBody({ webId }, [file]);
  const up = await t.app.inject({
    method: 'POST',
    url: kind === 'image' ? calls.uploadFiles.path : calls.uploadVideo.path,
    headers: { ...body.headers, authorization: `Bearer ${owner.token}` },
    payload: body.payload,
  });
  const uploaded = up.json().data as { url: string; pathname: string };
  const imported = await call(
    t.app,
    calls.importAssets,
    { webId, kind, assets: [{ id: uploaded.pathname, url: uploaded.url }] },
    owner,
  );
  return (imported.body.data as { path: string; src: string }[])[0];
}

/** Sends a build message and waits for its run to end. */
async function sendAndWait(content: string) {
  const sent = await call(
    t.app,
    calls.sendChatMessage,
    { webId, messages: [{ role: 'user', content }], mode: 'build' },
    owner,
  );
  await t.ctx.runs.drain();
  return sent;
}

describe('POST /api/web/generate-image', () => {
  it('draws a distinct image per prompt offline and stores it with the project', async () => {
    const a = await call(
      t.app,
      calls.generateImage,
      { webId, prompt: 'a croissant on a purple table' },
      owner,
    );
    const b = await call(t.app, calls.generateImage, { webId, prompt: 'a lighthouse by the sea' }, owner);
    expect(a.body.data.url).toMatch(new RegExp(`^/api/web/uploads/p-${webId}/[a-f0-9]{32}\\.svg$`));
    const [imageA, imageB] = await Promise.all(
      [a, b].map((r) => t.app.inject({ method: 'GET', url: r.body.data.url })),
    );
    expect(imageA?.headers['content-type']).toBe('image/svg+xml');
    expect(imageA?.body).not.toBe(imageB?.body);
  });

  it('refuses a blank prompt, a visitor and a stranger', async () => {
    expect((await call(t.app, calls.generateImage, { webId, prompt: '   ' }, owner)).status).toBe(400);
    expect((await call(t.app, calls.generateImage, { webId, prompt: 'x' }, null)).status).toBe(401);
    expect((await call(t.app, calls.generateImage, { webId, prompt: 'x' }, free)).status).toBe(403);
  });

  it("uses OpenAI's image model through the AI SDK when a key is set", async () => {
    let fake: FakeOpenAIImages | null = null;
    let other: TestApp | null = null;
    try {
      fake = await startFakeOpenAIImages('sk-test-images-0123', 'gpt-image-1');
      other = await createTestApp({
        OPENAI_API_KEY: 'sk-test-images-0123',
        OPENAI_BASE_URL: `${fake.origin}/v1`,
      });
      const user = await signUp(other.app);
      const res = await call(
        other.app,
        calls.generateImage,
        { webId: 'none', prompt: 'a red bicycle' },
        user,
      );
      expect(res.status).toBe(404); // no such project: nothing is generated
      expect(fake.prompts).toEqual([]);
      const own = (await call(other.app, calls.createProject, { prompt: 'A blog about cycling' }, user)).body
        .data._id;
      await other.ctx.runs.drain();
      const made = await call(other.app, calls.generateImage, { webId: own, prompt: 'a red bicycle' }, user);
      expect(made.body.data.url).toMatch(/\.png$/);
      expect(fake.prompts).toEqual(['a red bicycle']);
      const image = await other.app.inject({ method: 'GET', url: made.body.data.url });
      expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    } finally {
      await other?.close();
      await fake?.close();
    }
  });
});

describe('applying images: import, then the asset prompt through a full run', () => {
  it('is premium only', async () => {
    const own = (await call(t.app, calls.createProject, { prompt: 'A todo app' }, free)).body.data._id;
    await t.ctx.runs.drain();
    const res = await call(
      t.app,
      calls.importAssets,
      { webId: own, kind: 'image', assets: [{ id: 'a', url: 'b' }] },
      free,
    );
    expect(res).toMatchObject({ status: 402, body: { message: MESSAGES.PREMIUM_APPLY_IMAGES } });
    const video = await call(
      t.app,
      calls.importAssets,
      { webId: own, kind: 'video', assets: [{ id: 'a', url: 'b' }] },
      free,
    );
    expect(video.body.message).toBe(MESSAGES.PREMIUM_APPLY_VIDEOS);
  });

  it("refuses another user's upload", async () => {
    const body = multipartBody({}, [
      { name: 'x.png', type: 'image/png', content: solidPng(4, 4, [9, 9, 9]) },
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: calls.uploadFiles.path,
      headers: { ...body.headers, authorization: `Bearer ${free.token}` },
      payload: body.payload,
    });
    const url = up.json().data.url as string;
    const res = await call(
      t.app,
      calls.importAssets,
      { webId, kind: 'image', assets: [{ id: url, url }] },
      owner,
    );
    expect(res.status).toBe(404);
  });

  it('commits the copied files and the new src, builds and renders clean', async () => {
    const dir = t.ctx.repos.dir(webId);
    const target = await firstImage(dir);
    const headBefore = (await git(dir, ['rev-parse', 'HEAD'])).trim();
    const asset = await uploadAndImport('image', {
      name: 'shop.png',
      type: 'image/png',
      content: solidPng(40, 30, [180, 120, 60]),
    });
    expect(asset?.path).toMatch(/^public\/images\/assets\/[a-f0-9]{32}\.png$/);

    const prompt = buildAssetPrompt([
      {
        kind: 'image',
        filePath: target.file,
        uniqueId: target.uniqueId,
        currentSrc: target.src,
        newSrc: asset?.src ?? '',
      },
    ]);
    const sent = await sendAndWait(prompt);
    expect(sent.status).toBe(200);

    const project = (await call(t.app, calls.getProject, { webId }, owner)).body.data;
    expect(project.phase).toBe('COMPLETE');
    const head = (await git(dir, ['rev-parse', 'HEAD'])).trim();
    expect(head).not.toBe(headBefore);
    const changed = (await git(dir, ['show', '--name-only', '--format=', head])).split('\n').filter(Boolean);
    expect(changed.sort()).toEqual([asset?.path, target.file].sort());
    const source = await git(dir, ['show', `${head}:${target.file}`]);
    expect(source).toContain(`src="${asset?.src}"`);
    expect(source).not.toContain(`src="${target.src}"`);
    const status = await git(dir, ['status', '--porcelain']);
    expect(status.trim()).toBe('');
    const history = (await call(t.app, calls.getChatHistory, { webId }, owner)).body.data;
    expect(history.at(-1)?.commitMessage).toBe('Apply a new image');
  });

  it('turns the picked picture into a <video> of an uploaded MP4, commits, builds and renders clean', async () => {
    const dir = t.ctx.repos.dir(webId);
    const target = await firstImage(dir);
    const asset = await uploadAndImport('video', {
      name: 'oven.mp4',
      type: 'video/mp4',
      content: mp4Bytes(),
    });
    expect(asset?.path).toMatch(/^public\/videos\/assets\/[a-f0-9]{32}\.mp4$/);

    const prompt = buildAssetPrompt([
      {
        kind: 'video',
        elementTag: 'img',
        filePath: target.file,
        uniqueId: target.uniqueId,
        currentSrc: target.src,
        newSrc: asset?.src ?? '',
        note: 'oven.mp4',
      },
    ]);
    await sendAndWait(prompt);

    const project = (await call(t.app, calls.getProject, { webId }, owner)).body.data;
    expect([project.phase, project.errorCount]).toEqual(['COMPLETE', 0]);
    const head = (await git(dir, ['rev-parse', 'HEAD'])).trim();
    const changed = (await git(dir, ['show', '--name-only', '--format=', head])).split('\n').filter(Boolean);
    expect(changed.sort()).toEqual([asset?.path, target.file].sort());
    const source = await git(dir, ['show', `${head}:${target.file}`]);
    const [line, column] = target.uniqueId.split(':').slice(-2).map(Number);
    const element = source
      .split('\n')
      .slice((line ?? 1) - 1)
      .join('\n')
      .slice(column);
    expect(element).toMatch(
      new RegExp(`^<video\\s+src="${asset?.src}"[^>]*\\sautoPlay\\s+muted\\s+loop\\s+playsInline\\s*/>`),
    );
    const history = (await call(t.app, calls.getChatHistory, { webId }, owner)).body.data;
    expect(history.at(-1)?.commitMessage).toBe('Apply a new video');
    expect(history.at(-1)?.content).toContain(`I put in \`${asset?.src}\` from the asset editor`);
  });
});
