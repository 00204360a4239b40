import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';

/**
 * The supervised program: a small HTTP server with Kiln's real process-level handlers. `/throw`
 * throws outside any request's promise chain, `/reject` leaves a rejected promise unheard.
 */
const CHILD = `
import { createServer } from 'node:http';
import { installFatalHandlers } from ${JSON.stringify(path.join(REPO_ROOT, 'apps/server/src/process/fatal-handlers.ts'))};
installFatalHandlers({ fatal: (details, message) => console.error('FATAL', message, String(details.err)) });
if (process.env.CHILD_MODE === 'crash') process.exit(3);
if (process.env.CHILD_MODE === 'clean') process.exit(0);
if (process.env.CHILD_MODE === 'burst') {
  for (let i = 0; i < 11; i += 1) setImmediate(() => { throw new Error('burst ' + i); });
  setInterval(() => {}, 1000);
}
const server = createServer((req, res) => {
  if (req.url === '/throw') setImmediate(() => { throw new Error('boom in a callback'); });
  if (req.url === '/reject') Promise.reject(new Error('nobody awaited me'));
  res.end(String(process.pid));
});
server.listen(0, '127.0.0.1', () => console.log('listening', server.address().port, process.pid));
`;

let dir: string;
let childScript: string;
const running: ChildProcess[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kiln-supervisor-'));
  childScript = path.join(dir, 'child.ts');
  await writeFile(childScript, CHILD);
});
afterEach(() => {
  for (const p of running.splice(0)) if (p.exitCode === null) p.kill('SIGKILL');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Starts `scripts/supervise.mjs` on a script (the small child by default) and collects what it prints. */
function startSupervisor(env: Record<string, string> = {}, script = childScript) {
  const supervisor = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'scripts/supervise.mjs'), '--import', 'tsx', script],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, KILN_SUPERVISOR_BASE_DELAY_MS: '100', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.push(supervisor);
  let output = '';
  supervisor.stdout.on('data', (c: Buffer) => {
    output += c.toString();
  });
  supervisor.stderr.on('data', (c: Buffer) => {
    output += c.toString();
  });
  const exited = new Promise<number | null>((resolve) => supervisor.on('exit', (code) => resolve(code)));
  /** The children started so far, as [port, pid]. */
  const children = () =>
    [...output.matchAll(/listening (\d+) (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
  return { supervisor, output: () => output, exited, children };
}

const get = async (port: number, url: string) => (await fetch(`http://127.0.0.1:${port}${url}`)).text();

describe('the supervisor (npm start)', () => {
  it('keeps the server up through a thrown callback and an unheard rejection, restarts it after a kill, and stops on SIGTERM', async () => {
    const s = startSupervisor();
    await expect.poll(() => s.children().length, { timeout: 20_000 }).toBe(1);
    const [port, pid] = s.children()[0] as [number, number];

    await get(port, '/throw');
    await get(port, '/reject');
    await expect.poll(s.output).toContain('nobody awaited me');
    expect(s.output()).toContain('FATAL uncaught exception (kept running) Error: boom in a callback');
    expect(await get(port, '/health')).toBe(String(pid));

    process.kill(pid, 'SIGKILL');
    await expect.poll(() => s.children().length, { timeout: 20_000 }).toBe(2);
    expect(s.output()).toMatch(/the server crashed \(signal SIGKILL\); restarting it in 0\.1 s/);
    const [newPort, newPid] = s.children()[1] as [number, number];
    expect(newPid).not.toBe(pid);
    expect(await get(newPort, '/health')).toBe(String(newPid));

    s.supervisor.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(() => process.kill(newPid, 0)).toThrow();
  }, 60_000);

  it('stops with the server when it exits cleanly', async () => {
    const s = startSupervisor({ CHILD_MODE: 'clean' });
    expect(await s.exited).toBe(0);
    expect(s.output()).not.toContain('crashed');
  }, 30_000);

  it('exits for a restart once uncaught exceptions come in a burst', async () => {
    const s = startSupervisor({ CHILD_MODE: 'burst', KILN_SUPERVISOR_MAX_QUICK_CRASHES: '1' });
    expect(await s.exited).toBe(1);
    const out = s.output();
    expect(out.match(/uncaught exception \(kept running\)/g)).toHaveLength(10);
    expect(out).toContain('uncaught exception, 11 within a minute: exiting for a restart');
    expect(out).toContain('the server crashed (exit code 1) 1 times in a row right after starting');
  }, 30_000);

  it('backs off a crash loop and gives up with a message', async () => {
    const s = startSupervisor({ CHILD_MODE: 'crash', KILN_SUPERVISOR_MAX_QUICK_CRASHES: '3' });
    expect(await s.exited).toBe(3);
    const out = s.output();
    expect(out).toContain('the server crashed (exit code 3); restarting it in 0.1 s');
    expect(out).toContain('the server crashed (exit code 3); restarting it in 0.2 s');
    expect(out).toContain(
      'the server crashed (exit code 3) 3 times in a row right after starting: not restarting it',
    );
  }, 30_000);
});

describe('the real server under the supervisor', () => {
  it('sweeps partial files at boot, and comes back after being killed', async () => {
    const dataDir = path.join(dir, 'data');
    const partial = path.join(dataDir, 'uploads', 'p1', '.0123456789abcdef0123456789abcdef.part');
    const kept = path.join(dataDir, 'uploads', 'p1', '0123456789abcdef0123456789abcdef.png');
    await mkdir(path.dirname(partial), { recursive: true });
    await writeFile(partial, 'half an upload');
    await writeFile(kept, 'a whole one');
    const s = startSupervisor(
      { KILN_DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'production' },
      path.join(REPO_ROOT, 'apps/server/src/main.ts'),
    );
    const info = async () =>
      JSON.parse(await readFile(path.join(dataDir, 'server.json'), 'utf8').catch(() => 'null')) as {
        pid: number;
        url: string;
      } | null;
    const health = async (url: string) => (await fetch(`${url}/api/health`)).status;

    await expect.poll(info, { timeout: 90_000, interval: 250 }).not.toBeNull();
    const first = (await info()) as { pid: number; url: string };
    expect(await health(first.url)).toBe(200);
    expect(await readdir(path.dirname(partial))).toEqual([path.basename(kept)]);
    expect(s.output()).toContain('removed 1 partial file(s) left by a crash');

    process.kill(first.pid, 'SIGKILL');
    await expect
      .poll(async () => (await info())?.pid !== first.pid && (await info()) !== null, {
        timeout: 90_000,
        interval: 250,
      })
      .toBe(true);
    expect(s.output()).toMatch(/the server crashed \(signal SIGKILL\); restarting it/);
    const second = (await info()) as { pid: number; url: string };
    expect(await health(second.url)).toBe(200);

    s.supervisor.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(() => process.kill(second.pid, 0)).toThrow();
  }, 200_000);
});
