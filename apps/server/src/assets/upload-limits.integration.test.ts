import { readdir, utimes } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { calls, LIMITS, MESSAGES } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { mp4Bytes, multipartBody, solidPng } from './testing/multipart';
import { dailyLimitMessage, storageLimitMessage } from './upload-quota';

let t: TestApp;
let owner: TestUser;
let webId: string;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  webId = (await call(t.app, calls.createProject, { prompt: 'A portfolio for a potter' }, owner)).body.data
    ._id;
  await t.ctx.runs.drain();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Sends a body over a real socket the way a browser does; the server may answer before it is all sent. */
function post(url: string, headers: Record<string, string>, body: Readable) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    // The server may close the connection once it has answered; the answer is what counts.
    req.on('error', (error) => setTimeout(() => reject(error), 1_000));
    body.on('error', () => req.destroy());
    body.pipe(req);
  });
}

function* sized(first: Buffer, total: number) {
  yield first;
  let left = total - first.length;
  const block = Buffer.alloc(256 * 1024, 7);
  while (left > 0) {
    const n = Math.min(left, block.length);
    yield n === block.length ? block : block.subarray(0, n);
    left -= n;
  }
}

async function uploadOver(kind: 'image' | 'video') {
  const isImage = kind === 'image';
  const limit = isImage ? LIMITS.imageMaxBytes : LIMITS.videoMaxBytes;
  const first = isImage ? solidPng(4, 4, [0, 0, 0]) : mp4Bytes(4096);
  const file = {
    name: isImage ? 'big.png' : 'long.mp4',
    type: isImage ? 'image/png' : 'video/mp4',
    content: Readable.from(sized(first, limit + 1)),
  };
  const body = multipartBody({ webId }, [file]);
  const url = isImage ? calls.uploadFiles.path : calls.uploadVideo.path;
  return post(url, { ...body.headers, authorization: `Bearer ${owner.token}` }, body.payload);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('over-limit uploads against a listening server', () => {
  it('refuses 100 over-limit uploads in a row with the seed message, stays up and keeps no file', async () => {
    // The project's first run may still write its own files (builds, screenshots): what uploads keep
    // is looked at where uploads go, and no partial file may be left anywhere.
    const uploaded = async () => [
      ...(await filesUnder(path.join(t.dataDir, 'uploads'))),
      ...(await filesUnder(path.join(t.dataDir, 'user-uploads'))),
    ];
    const before = await uploaded();
    for (let i = 0; i < 100; i += 1) {
      const kind = i % 25 === 24 ? 'video' : 'image';
      const res = await uploadOver(kind);
      expect(res.status, `upload ${i} (${kind})`).toBe(400);
      expect(JSON.parse(res.body).message).toBe(
        kind === 'image' ? MESSAGES.IMAGE_TOO_LARGE : MESSAGES.VIDEO_TOO_LARGE,
      );
    }
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await uploaded()).toEqual(before);
    expect((await filesUnder(t.dataDir)).filter((file) => file.endsWith('.part'))).toEqual([]);
  }, 300_000);
});

describe('per-user upload quotas', () => {
  const KB = 1024;
  let q: TestApp;
  let user: TestUser;
  let projectId: string;

  beforeAll(async () => {
    q = await createTestApp({
      KILN_UPLOAD_QUOTA_BYTES: String(700 * KB),
      KILN_UPLOAD_DAILY_BYTES: String(300 * KB),
    });
    user = await signUp(q.app);
    projectId = (await call(q.app, calls.createProject, { prompt: 'A tea shop' }, user)).body.data._id;
    await q.ctx.runs.drain();
  });
  afterAll(() => q.close());

  const send = async (kb: number, fields: Record<string, string>) => {
    const body = multipartBody(fields, [
      { name: 'p.png', type: 'image/png', content: solidPng(4, 4, [9, 9, 9], kb * KB) },
    ]);
    const res = await q.app.inject({
      method: 'POST',
      url: calls.uploadFiles.path,
      headers: { ...body.headers, authorization: `Bearer ${user.token}` },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() };
  };
  /** Makes every upload so far look two days old: out of the daily window, still stored. */
  const age = async () => {
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const file of await filesUnder(path.join(q.dataDir, 'uploads'))) await utimes(file, old, old);
    for (const file of await filesUnder(path.join(q.dataDir, 'user-uploads'))) await utimes(file, old, old);
  };
  const stored = async () =>
    [
      ...(await filesUnder(path.join(q.dataDir, 'uploads'))),
      ...(await filesUnder(path.join(q.dataDir, 'user-uploads'))),
    ].length;

  it('refuses with 413 naming the daily limit, then the storage limit, and keeps nothing refused', async () => {
    expect((await send(200, { webId: projectId })).status).toBe(200);
    const daily = await send(200, {});
    expect(daily).toMatchObject({ status: 413, body: { success: false, code: 'too_large' } });
    expect(daily.body.message).toBe(dailyLimitMessage(300 * KB));
    expect(daily.body.message).toContain('300 KB in 24 hours');
    expect(await stored()).toBe(1);

    await age();
    expect((await send(200, {})).status).toBe(200);
    await age();
    expect((await send(250, { webId: projectId })).status).toBe(200);
    await age();
    // 650 KB stored of 700 KB: the project's uploads and the user's own both count.
    const storage = await send(100, {});
    expect(storage).toMatchObject({ status: 413, body: { code: 'too_large' } });
    expect(storage.body.message).toBe(storageLimitMessage(700 * KB));
    expect(storage.body.message).toContain('700 KB of storage');
    expect(await stored()).toBe(3);
    expect((await send(10, {})).status).toBe(200);
  });
});
