import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../build/testing/chromium';
import { SANDBOX_LIMITS } from '../run-services';
import { sandboxIdentity } from '../sandbox/bwrap';
import { Screenshotter } from './screenshotter';

/** A build folder whose page runs `script` (a classic script, after #root). */
async function app(root: string, name: string, script: string): Promise<string> {
  const dir = path.join(root, name);
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>${name}</title></head><body><div id="root"></div><script>${script}</script></body></html>`,
  );
  return dir;
}

const RENDERS = "document.getElementById('root').innerHTML = '<h1>Hello</h1>';";

/** A PNG's width and height, from its IHDR chunk. */
async function pngSize(file: string): Promise<{ width: number; height: number }> {
  const png = await readFile(file);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe.skipIf(!hasChromium)('smoke renders', () => {
  let root = '';
  const shots = new Screenshotter(Fastify({ logger: false }).log, {
    identity: sandboxIdentity(),
    limits: SANDBOX_LIMITS,
  });

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'kiln-smoke-'));
  });
  afterAll(async () => {
    await shots.close();
    await rm(root, { recursive: true, force: true });
  });

  it('passes an app that renders, and reports one that throws, logs errors or renders nothing', async () => {
    expect(await shots.smokeRender(await app(root, 'fine', RENDERS))).toEqual({ errors: [], isBlank: false });

    const throws = await shots.smokeRender(
      await app(root, 'throws', `${RENDERS} throw new Error('Menu is not defined');`),
    );
    expect(throws?.errors.some((e) => e.includes('Menu is not defined'))).toBe(true);

    const logs = await shots.smokeRender(await app(root, 'logs', `${RENDERS} console.error('bad prop');`));
    expect(logs?.errors).toEqual(['bad prop']);

    expect(await shots.smokeRender(await app(root, 'blank', ''))).toEqual({ errors: [], isBlank: true });
  });

  it('notices an app that renders, then unmounts itself right after', async () => {
    const result = await shots.smokeRender(
      await app(
        root,
        'unmounts',
        `${RENDERS} requestAnimationFrame(() => setTimeout(() => { document.getElementById('root').innerHTML = ''; }, 20));`,
      ),
    );
    expect(result?.isBlank).toBe(true);
  });

  it('shows each render a first visit: nothing kept from the one before', async () => {
    // Cookies belong to the host, whatever the port: the warm context must not carry them over.
    const writes = await app(
      root,
      'writes',
      `${RENDERS} document.cookie = 'leak=1; max-age=3600'; localStorage.setItem('leak', '1');`,
    );
    const reads = await app(
      root,
      'reads',
      `${RENDERS} if (document.cookie.includes('leak') || localStorage.getItem('leak')) console.error('saw ' + document.cookie);`,
    );
    expect(await shots.smokeRender(writes)).toEqual({ errors: [], isBlank: false });
    expect(await shots.smokeRender(reads)).toEqual({ errors: [], isBlank: false });
  });

  it('holds version screenshots back until the run that held them lets go', async () => {
    const page = await app(root, 'shot', RENDERS);
    const file = path.join(root, 'shots', 'one.png');
    const release = shots.hold();
    let taken: boolean | undefined;
    const capture = shots.capture(page, file).then((result) => {
      taken = result;
      return result;
    });
    // A whole smoke render fits while the screenshot waits.
    expect(await shots.smokeRender(page)).toEqual({ errors: [], isBlank: false });
    expect(taken).toBeUndefined();
    expect(existsSync(file)).toBe(false);
    release();
    expect(await capture).toBe(true);
    expect(existsSync(file)).toBe(true);
  });

  it("takes a passing render's version screenshot in the same page load, as a capture would", async () => {
    const page = await app(root, 'one-load', RENDERS);
    const file = path.join(root, 'shots', 'from-render.png');
    const loads = shots.pageLoads;
    const result = await shots.smokeRender(page, { screenshot: file });
    expect(result).toMatchObject({ errors: [], isBlank: false });
    expect(await result?.screenshot).toBe(true);
    expect(shots.pageLoads).toBe(loads + 1);
    // The same picture a version screenshot of its own load gives: the viewport, nothing more.
    const captured = path.join(root, 'shots', 'captured.png');
    expect(await shots.capture(page, captured)).toBe(true);
    expect(shots.pageLoads).toBe(loads + 2);
    expect(await pngSize(file)).toEqual({ width: 1280, height: 800 });
    expect((await readFile(file)).equals(await readFile(captured))).toBe(true);
  });

  it('takes no screenshot of a render that fails', async () => {
    const file = path.join(root, 'shots', 'failed.png');
    const throws = await shots.smokeRender(
      await app(root, 'throws-again', `${RENDERS} throw new Error('Menu is not defined');`),
      { screenshot: file },
    );
    expect(throws?.screenshot).toBeUndefined();
    expect(await shots.smokeRender(await app(root, 'blank-again', ''), { screenshot: file })).toEqual({
      errors: [],
      isBlank: true,
    });
    expect(existsSync(file)).toBe(false);
  });

  it('renders with no network, as an unprivileged user with Chromium sandboxed', async () => {
    const listener = http.createServer((_request, response) => response.end('reached'));
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as AddressInfo).port;
    let hits = 0;
    listener.on('request', () => {
      hits += 1;
    });
    try {
      // The page tells what it could reach by what it renders; a blank page would hide a failure.
      const probe = await app(
        root,
        'probe',
        `fetch('http://127.0.0.1:${port}/').then(() => 'reached', () => 'unreachable').then((seen) => { document.getElementById('root').textContent = seen; if (seen === 'reached') console.error('network reached'); });`,
      );
      expect(await shots.smokeRender(probe)).toEqual({ errors: [], isBlank: false });
      expect(hits).toBe(0);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
    // Chromium's own sandbox is on, in a process of the sandbox's user. Only this test's renderers
    // are looked at (the processes under this one): the machine may run other browsers meanwhile.
    const processes = execFileSync('ps', ['-eo', 'pid=,ppid=,user:20=,args='], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
      .filter((match) => match !== null)
      .map(([, pid, ppid, rest]) => ({ pid: Number(pid), ppid: Number(ppid), line: rest ?? '' }));
    const ours = new Set([process.pid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const p of processes)
        if (ours.has(p.ppid) && !ours.has(p.pid)) {
          ours.add(p.pid);
          grew = true;
        }
    }
    const chromium = processes
      .filter((p) => ours.has(p.pid) && p.line.includes('--type=renderer'))
      .map((p) => p.line);
    expect(chromium.length).toBeGreaterThan(0);
    for (const line of chromium) expect(line).not.toContain('--no-sandbox');
    if (process.getuid?.() === 0) {
      expect(chromium.some((line) => line.startsWith('nobody'))).toBe(true);
    }
  });
});
