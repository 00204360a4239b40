import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { calls, LIMITS, MESSAGES } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { mp4Bytes, multipartBody, solidPng } from './testing/multipart';

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
    const before = await filesUnder(t.dataDir);
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
    expect(await filesUnder(t.dataDir)).toEqual(before);
  }, 300_000);
});
