import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type KilnApp } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let web: KilnApp;
let dist: string;

beforeAll(async () => {
  t = await createTestApp();
  dist = await mkdtemp(path.join(os.tmpdir(), 'kiln-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Kiln</title><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("kiln")');
  web = await buildApp({
    env: t.ctx.env,
    database: { ...t.database, close: async () => {} },
    webDistDir: dist,
  });
  await web.app.ready();
});
afterAll(async () => {
  await web.app.close();
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the web app', () => {
  it('serves index.html at / and for client routes, never cached', async () => {
    for (const url of ['/', '/projects', '/workspace/abc?from=fork', '/sign-in']) {
      const res = await web.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable, including files added after start', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    await writeFile(path.join(dist, 'assets', 'late-def456.js'), 'console.log("rebuilt")');
    expect((await web.app.inject({ method: 'GET', url: '/assets/late-def456.js' })).statusCode).toBe(200);
  });

  it('sends the build’s precompressed siblings the browser accepts, with Vary and their length', async () => {
    const source = 'console.log("kiln");\n'.repeat(100);
    await writeFile(path.join(dist, 'assets', 'big-aaa111.js'), source);
    await writeFile(path.join(dist, 'assets', 'big-aaa111.js.br'), brotliCompressSync(source));
    await writeFile(path.join(dist, 'assets', 'big-aaa111.js.gz'), gzipSync(source));
    const br = await web.app.inject({
      method: 'GET',
      url: '/assets/big-aaa111.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);
    const gz = await web.app.inject({
      method: 'GET',
      url: '/assets/big-aaa111.js',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(source);
    const plain = await web.app.inject({ method: 'GET', url: '/assets/big-aaa111.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });

  it('answers unknown API paths and missing assets with the JSON 404, not the app', async () => {
    for (const url of ['/api/nope', '/users/nope', '/assets/missing.js']) {
      const res = await web.app.inject({
        method: 'GET',
        url,
        headers: url.startsWith('/assets') ? {} : html,
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
    }
  });
});
