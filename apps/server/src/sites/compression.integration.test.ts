import { randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { calls } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project } from '../db/schema';
import { projectPaths } from '../storage/paths';
import { call, createTestApp, signUp, type TestApp } from '../test/test-app';

let t: TestApp;
let host: string;
let root: string;
const commit = 'c'.repeat(40);
// Real-looking text: compressible, over the threshold.
const script = `export const rows = ${JSON.stringify(
  Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Pastry ${i}`, price: i * 1.5 })),
)};\n`;
const page = `<!doctype html><html><head><title>Bakery</title></head><body>${'<p>Fresh bread every morning.</p>'.repeat(60)}<script type="module" src="/assets/index-abc123.js"></script></body></html>`;
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(4096)]);
const video = randomBytes(64 * 1024);

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { host, accept: '*/*', ...headers } });
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUp(t.app);
  const p = (await call(t.app, calls.createProject, { prompt: 'A bakery' }, owner)).body.data;
  host = `${p.subdomain}.preview.localhost:3000`;
  root = projectPaths(t.dataDir, p._id).build(commit, 'preview');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await mkdir(path.join(root, 'videos'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), page);
  await writeFile(path.join(root, 'assets', 'index-abc123.js'), script);
  await writeFile(path.join(root, 'assets', 'hero-def456.png'), png);
  await writeFile(path.join(root, 'videos', 'oven.mp4'), video);
  await t.ctx.db.update(project).set({ currentCommitHash: commit }).where(eq(project.id, p._id));
});
afterAll(() => t.close());

describe('compressed previews and sites', () => {
  it('sends hashed scripts brotli-compressed, immutable, with Vary and the compressed length', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(script);
    // Compressed once: the sibling is kept next to the file and sent from there next time.
    const sibling = await readFile(path.join(root, 'assets', 'index-abc123.js.br'));
    expect(brotliDecompressSync(sibling).toString('utf8')).toBe(script);
    const again = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(sibling)).toBe(true);
    expect(Number(again.headers['content-length'])).toBe(sibling.length);
  });

  it('sends gzip to a client without brotli, and the bytes as they are to one accepting neither', async () => {
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(script);

    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await get('/assets/index-abc123.js', header ? { 'accept-encoding': header } : {});
      expect(res.headers['content-encoding'], header).toBeUndefined();
      expect(res.headers.vary, header).toMatch(/accept-encoding/i);
      expect(res.body, header).toBe(script);
      expect(Number(res.headers['content-length']), header).toBe(Buffer.byteLength(script));
    }
  });

  it('revalidates pages: no-cache, an ETag per coding, and 304 when unchanged', async () => {
    const res = await get('/menu', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(page);
    const tag = res.headers.etag as string;
    expect(tag).toMatch(/^".+-br"$/);
    const revalidated = await get('/menu', {
      accept: 'text/html',
      'accept-encoding': 'br',
      'if-none-match': tag,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    const plain = await get('/', { accept: 'text/html' });
    expect(plain.headers.etag).not.toBe(tag);
    expect(plain.body).toBe(page);
  });

  it('never recompresses images, and still sends their exact bytes', async () => {
    const res = await get('/assets/hero-def456.png', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.rawPayload.equals(png)).toBe(true);
    await expect(stat(path.join(root, 'assets', 'hero-def456.png.br'))).rejects.toThrow();
  });

  it('answers byte ranges of a video, as players ask for them', async () => {
    const full = await get('/videos/oven.mp4', { 'accept-encoding': 'br' });
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.headers['content-encoding']).toBeUndefined();
    expect(full.rawPayload.equals(video)).toBe(true);

    const part = await get('/videos/oven.mp4', { range: 'bytes=1024-2047', 'accept-encoding': 'br' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1024-2047/${video.length}`);
    expect(part.headers['content-length']).toBe('1024');
    expect(part.rawPayload.equals(video.subarray(1024, 2048))).toBe(true);

    const tail = await get('/videos/oven.mp4', { range: 'bytes=-100' });
    expect(tail.rawPayload.equals(video.subarray(video.length - 100))).toBe(true);
    const open = await get('/videos/oven.mp4', { range: 'bytes=65000-' });
    expect(open.headers['content-range']).toBe(`bytes 65000-${video.length - 1}/${video.length}`);

    const beyond = await get('/videos/oven.mp4', { range: `bytes=${video.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);
  });
});
