import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { calls, LIMITS, MESSAGES } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPaths } from '../storage/paths';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { type FormFile, mp4Bytes, multipartBody, solidPng } from './testing/multipart';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let webId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
  webId = (await call(t.app, calls.createProject, { prompt: 'A portfolio for a potter' }, owner)).body.data
    ._id;
  await t.ctx.runs.drain();
});
afterAll(() => t.close());

async function upload(
  path: string,
  files: FormFile[],
  as: TestUser | null,
  fields: Record<string, string> = { webId },
  auth: 'bearer' | 'cookie' = 'bearer',
) {
  const body = multipartBody(fields, files);
  const headers: Record<string, string> = { ...body.headers };
  if (as && auth === 'bearer') headers.authorization = `Bearer ${as.token}`;
  if (as && auth === 'cookie') {
    headers.cookie = as.cookie;
    headers.origin = t.ctx.env.publicUrl;
  }
  const res = await t.app.inject({ method: 'POST', url: path, headers, payload: body.payload });
  // biome-ignore lint/suspicious/noExplicitAny: the answer or an error body
  return { status: res.statusCode, body: res.json() as any };
}

const png = (name = 'photo.png'): FormFile => ({
  name,
  type: 'image/png',
  content: solidPng(8, 6, [200, 80, 40]),
});

describe('POST /api/web/files/upload', () => {
  it('stores a PNG under a generated name and serves it back', async () => {
    const res = await upload(calls.uploadFiles.path, [png()], owner);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'photo.png', contentType: 'image/png' });
    expect(res.body.data.url).toMatch(new RegExp(`^/api/web/uploads/p-${webId}/[a-f0-9]{32}\\.png$`));
    const served = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(solidPng(8, 6, [200, 80, 40]))).toBe(true);
  });

  it('answers a list for several files, with the session cookie too', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
    const res = await upload(
      calls.uploadFiles.path,
      [
        png(),
        { name: 'me.jpg', type: 'image/jpeg', content: jpeg },
        { name: 'brief.pdf', type: 'application/pdf', content: pdf },
      ],
      owner,
      { webId },
      'cookie',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((f: { contentType: string }) => f.contentType)).toEqual([
      'image/png',
      'image/jpeg',
      'application/pdf',
    ]);
    const served = await t.app.inject({ method: 'GET', url: res.body.data[2].url });
    expect(served.headers['content-disposition']).toBe('attachment');
  });

  it('refuses a 6 MB PNG with the seed message and keeps nothing', async () => {
    const big = solidPng(4, 4, [0, 0, 0], 6 * 1024 * 1024);
    expect(big.length).toBeGreaterThan(LIMITS.imageMaxBytes);
    const stored = () => readdir(projectPaths(t.dataDir, webId).uploads);
    const before = await stored();
    const res = await upload(
      calls.uploadFiles.path,
      [{ name: 'big.png', type: 'image/png', content: big }],
      owner,
    );
    expect(res).toMatchObject({ status: 400, body: { success: false, message: MESSAGES.IMAGE_TOO_LARGE } });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file whose bytes are not an allowed type, whatever its name says', async () => {
    const fake = { name: 'cat.png', type: 'image/png', content: Buffer.from('<script>alert(1)</script>') };
    const res = await upload(calls.uploadFiles.path, [fake], owner);
    expect(res).toMatchObject({ status: 400, body: { message: MESSAGES.IMAGE_TYPE_INVALID } });
  });

  it('stores text documents as inert text: a .html file is served as text/plain, never as HTML', async () => {
    const files: FormFile[] = [
      { name: 'notes.md', type: 'text/markdown', content: Buffer.from('# Menu\n\n- Pastel de nata\n') },
      { name: 'data.json', type: 'application/json', content: Buffer.from('{"open": true}') },
      {
        name: 'page.html',
        type: 'text/html',
        content: Buffer.from('<script>alert(document.cookie)</script>'),
      },
      { name: 'App.tsx', type: '', content: Buffer.from('export const App = () => <h1>Hi</h1>;\n') },
    ];
    const res = await upload(calls.uploadFiles.path, files, owner);
    expect(res.status).toBe(200);
    expect(res.body.data.map((f: { name: string; contentType: string }) => [f.name, f.contentType])).toEqual([
      ['notes.md', 'text/markdown'],
      ['data.json', 'application/json'],
      ['page.html', 'text/plain'],
      ['App.tsx', 'text/plain'],
    ]);
    const served = await Promise.all(
      res.body.data.map((f: { url: string }) => t.app.inject({ method: 'GET', url: f.url })),
    );
    expect(served.map((r) => r.headers['content-type'])).toEqual([
      'text/markdown; charset=utf-8',
      'application/json; charset=utf-8',
      'text/plain; charset=utf-8',
      'text/plain; charset=utf-8',
    ]);
    const html = served[2];
    expect(html?.body).toBe('<script>alert(document.cookie)</script>');
    expect(html?.headers['x-content-type-options']).toBe('nosniff');
    expect(html?.headers['content-disposition']).toBe('attachment');
    expect(String(html?.headers['content-security-policy'])).toContain('sandbox');
  });

  it('refuses binary bytes under a text name', async () => {
    const binary = { name: 'notes.txt', type: 'text/plain', content: Buffer.from([0x00, 0x01, 0x02, 0xff]) };
    const res = await upload(calls.uploadFiles.path, [binary], owner);
    expect(res).toMatchObject({ status: 400, body: { message: MESSAGES.IMAGE_TYPE_INVALID } });
  });

  it('asks who is uploading, and only the owner may upload to a project', async () => {
    expect((await upload(calls.uploadFiles.path, [png()], null)).status).toBe(401);
    const res = await upload(calls.uploadFiles.path, [png()], other);
    expect(res).toMatchObject({ status: 403, body: { message: MESSAGES.NOT_OWNER } });
    const own = await upload(calls.uploadFiles.path, [png()], other, {});
    expect(own.body.data.url).toMatch(new RegExp(`^/api/web/uploads/u-${other.id}/`));
  });

  it('refuses a request with no file and a body that is not multipart', async () => {
    expect((await upload(calls.uploadFiles.path, [], owner)).body.message).toBe(MESSAGES.UPLOAD_IMAGES_ONLY);
    const json = await call(t.app, calls.uploadFiles, { webId }, owner);
    expect(json.status).toBe(400);
  });

  it('serves nothing for unknown or malformed addresses', async () => {
    for (const url of [
      `/api/web/uploads/p-${webId}/${'0'.repeat(32)}.png`,
      '/api/web/uploads/p-x/../../etc.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([400, 404]).toContain(res.statusCode);
    }
  });
});

describe('POST /api/web/videos/upload', () => {
  it('stores one MP4 and answers with the seed fields', async () => {
    const res = await upload(
      calls.uploadVideo.path,
      [{ name: 'intro.mp4', type: 'video/mp4', content: mp4Bytes() }],
      owner,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ originalname: 'intro.mp4', size: 2048, mimetype: 'video/mp4' });
    const served = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.headers['content-type']).toBe('video/mp4');
  });

  it('refuses a PNG renamed .mp4', async () => {
    const renamed = { name: 'clip.mp4', type: 'video/mp4', content: solidPng(4, 4, [1, 2, 3]) };
    const res = await upload(calls.uploadVideo.path, [renamed], owner);
    expect(res).toMatchObject({ status: 400, body: { message: MESSAGES.VIDEO_FORMAT_INVALID } });
  });

  it('takes a single file only', async () => {
    const clip = { name: 'a.mp4', type: 'video/mp4', content: mp4Bytes() };
    const res = await upload(calls.uploadVideo.path, [clip, { ...clip, name: 'b.mp4' }], owner);
    expect(res.status).toBe(400);
  });

  it('stops a video over 100 MB while it streams', async () => {
    async function* huge() {
      yield mp4Bytes(1024 * 1024);
      for (let i = 0; i < 100; i += 1) yield Buffer.alloc(1024 * 1024);
    }
    const res = await upload(
      calls.uploadVideo.path,
      [{ name: 'long.mp4', type: 'video/mp4', content: Readable.from(huge()) }],
      owner,
    );
    expect(res).toMatchObject({ status: 400, body: { message: MESSAGES.VIDEO_TOO_LARGE } });
  });
});

describe('the asset editor flags (seed 001 calls 7, 9, 10)', () => {
  it('records the Assets tab click, the double-slash path included, for the owner only', async () => {
    for (const url of ['/api/web//update-asset-click', '/api/web/update-asset-click']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${owner.token}` },
        payload: { webId, assetsTabClicked: true },
      });
      expect(res.json()).toEqual({ success: true });
    }
    const refused = await call(t.app, calls.updateAssetClick, { webId, assetsTabClicked: true }, other);
    expect(refused.status).toBe(403);
    const bad = await call(t.app, calls.updateAssetClick, { webId } as never, owner);
    expect(bad.status).toBe(400);
    const row = await t.ctx.db.query.project.findFirst({ where: (p, { eq }) => eq(p.id, webId) });
    expect(row?.assetsTabClicked).toBe(true);
  });

  it('sets hasShownAssetTooltip and hasUserAppliedImage on the session user only', async () => {
    const shown = await call(
      t.app,
      calls.updateUserByEmail,
      { email: owner.email, hasShownAssetTooltip: true },
      owner,
    );
    expect(shown.body.data.hasShownAssetTooltip).toBe(true);
    const wrong = await call(
      t.app,
      calls.updateUserByEmail,
      { email: owner.email, hasShownAssetTooltip: true },
      other,
    );
    expect(wrong).toMatchObject({ status: 403, body: { message: MESSAGES.EMAIL_MISMATCH } });
    expect((await call(t.app, calls.updateAppliedImage, { email: owner.email }, owner)).body).toEqual({
      success: true,
    });
    const me = await call(t.app, calls.getCurrentUser, undefined, owner);
    expect(me.body.data).toMatchObject({ hasShownAssetTooltip: true, hasUserAppliedImage: true });
  });
});
