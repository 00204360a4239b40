import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { calls } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project } from '../db/schema';
import { projectPaths } from '../storage/paths';
import { call, createTestApp, signUp, type TestApp } from '../test/test-app';

/**
 * Issue 17 §9: a visitor who leaves while an asset downloads (a video skipped, a tab closed) is no
 * error of Kiln's: nothing is logged as a 500 and no second answer is attempted on the response.
 */
let t: TestApp;
let port: number;
let host: string;
const logs: { level: number; msg: string; reqId?: string; res?: { statusCode?: number } }[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
  );
  const owner = await signUp(t.app);
  const p = (await call(t.app, calls.createProject, { prompt: 'A bakery' }, owner)).body.data;
  host = `${p.subdomain}.preview.localhost:3000`;
  const commit = 'c'.repeat(40);
  const root = projectPaths(t.dataDir, p._id).build(commit, 'preview');
  await mkdir(path.join(root, 'videos'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Bakery</title>');
  await writeFile(path.join(root, 'videos', 'oven.mp4'), randomBytes(8 * 1024 * 1024));
  await writeFile(path.join(root, 'data.json'), JSON.stringify({ rows: 'x'.repeat(4 * 1024 * 1024) }));
  await t.ctx.db.update(project).set({ currentCommitHash: commit }).where(eq(project.id, p._id));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Reads the first chunk of the answer, then hangs up; resolves with the answer's status. */
function leaveAfterFirstChunk(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ port, path: url, headers: { host, ...headers } }, (response) => {
      response.once('data', () => {
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}

describe('a visitor who leaves mid-download', () => {
  it.each([
    ['a video, whole', '/videos/oven.mp4', {}, 200],
    ['a video, by range', '/videos/oven.mp4', { range: 'bytes=0-' }, 206],
    ['a large file, uncompressed', '/data.json', {}, 200],
  ] as const)('%s: no 500 and no second answer', async (_, url, headers, status) => {
    const before = logs.length;
    expect(await leaveAfterFirstChunk(url, headers)).toBe(status);
    // The server notices the hang-up; give its stream's close a moment to be handled and logged.
    await expect
      .poll(() => logs.slice(before).some((line) => line.msg === 'stream closed prematurely'))
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = logs.slice(before);
    expect(after.filter((line) => line.level >= 50)).toEqual([]);
    expect(after.filter((line) => line.res?.statusCode === 500)).toEqual([]);
    expect(after.map((line) => line.msg).join('\n')).not.toMatch(/already sent/);
  });

  it('and a whole download is answered once', async () => {
    const before = logs.length;
    const body = await new Promise<Buffer>((resolve, reject) => {
      http
        .get({ port, path: '/videos/oven.mp4', headers: { host } }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => resolve(Buffer.concat(chunks)));
        })
        .on('error', reject);
    });
    expect(body.length).toBe(8 * 1024 * 1024);
    await expect.poll(() => logs.slice(before).some((line) => line.msg === 'request completed')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      logs
        .slice(before)
        .map((line) => line.msg)
        .join('\n'),
    ).not.toMatch(/already sent/);
  });
});
