import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { calls } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilder } from '../build';
import { STORE_NODE_MODULES } from '../build/testing/fixture';
import { git } from '../git/git';
import { RepoStore } from '../git/repo-store';
import { importZipAndWait, zipFolder } from '../imports/testing/import-client';
import { SAMPLE_FILES, sampleZip } from '../imports/testing/sample-project';
import { REPO_ROOT } from '../paths';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { DependencyStore } from './dependency-store';
import { ProjectEngine } from './engine';
import { SpareProject } from './spare-project';
import { type MirrorRegistry, startMirrorRegistry } from './testing/mirror-registry';

/**
 * Issue 14 §1: the next new project's sandboxed worker starts before the project exists, so a first
 * run's build does not wait for it. The project takes the spare's id and folder, and the worker that
 * was started for them is the one that builds it.
 */

let t: TestApp;
let owner: TestUser;
let mirror: MirrorRegistry;

beforeAll(async () => {
  // An import's packages the shared store lacks come from the ones installed here, through the real npm.
  mirror = await startMirrorRegistry([
    path.join(REPO_ROOT, 'node_modules'),
    path.join(REPO_ROOT, 'packages/import-fixtures/node_modules'),
  ]);
  t = await createTestApp({ KILN_SANDBOX_SPARE: 'true', KILN_NPM_REGISTRY: mirror.url });
  owner = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  await mirror.close();
});

/** Processes whose command line names `dir` (a sandboxed worker binds its project's folder). */
async function processesSeeing(dir: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.split('\0').includes(dir)) pids.push(Number(entry));
  }
  return pids;
}

async function until(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The spare once it is reserved and its worker runs: its id, folder and worker processes. */
async function spareWithWorker() {
  const spares = t.ctx.spares;
  if (!spares) throw new Error('the sandbox is not available here');
  await spares.settled();
  await until(async () => spares.current !== null, 'a spare');
  const reserved = spares.current as string;
  const dir = t.ctx.repos.dir(reserved);
  await until(async () => (await processesSeeing(dir)).length > 0, "the spare's worker");
  return { reserved, dir, workers: await processesSeeing(dir) };
}

describe('the spare project', () => {
  it('gives the next project its id, folder and already-started worker, then reserves another', async () => {
    const spares = t.ctx.spares;
    if (!spares) throw new Error('the sandbox is not available here');
    await until(async () => spares.current !== null, 'a spare');
    const reserved = spares.current as string;
    const dir = t.ctx.repos.dir(reserved);
    expect(existsSync(spares.markerOf(reserved))).toBe(true);
    await until(async () => (await processesSeeing(dir)).length > 0, "the spare's worker");
    const workers = await processesSeeing(dir);

    const created = await call(t.app, calls.createProject, { prompt: 'A landing page for a bakery' }, owner);
    expect(created.status).toBe(200);
    expect(created.body.data._id).toBe(reserved);
    await t.ctx.runs.drain();
    const project = await call(t.app, calls.getProject, { webId: reserved }, owner);
    expect(project.body.data.phase).toBe('COMPLETE');
    expect(existsSync(spares.markerOf(reserved))).toBe(false);
    expect(existsSync(path.join(dir, 'index.html'))).toBe(true);
    // The worker started for the spare built the project: it was not replaced by a new one.
    const alive = await processesSeeing(dir);
    for (const pid of workers) expect(alive).toContain(pid);

    await spares.settled();
    expect(spares.current).not.toBeNull();
    expect(spares.current).not.toBe(reserved);
  }, 120_000);

  it('gives an imported project the spare too: its folder emptied of the template, the same worker', async () => {
    const { reserved, dir, workers } = await spareWithWorker();

    const imported = await importZipAndWait(
      t.app,
      { authorization: `Bearer ${owner.token}` },
      'sunrise-bakery.zip',
      sampleZip(),
    );
    expect(imported.webId).toBe(reserved);
    expect(imported.phase, imported.account).toBe('COMPLETE');
    // Only the imported files: nothing of the template the spare held is left or committed.
    const tracked = (await git(dir, ['ls-files'])).trim().split('\n').sort();
    expect(tracked).toEqual(Object.keys(SAMPLE_FILES).sort());
    expect((await git(dir, ['status', '--porcelain'])).trim()).toBe('');
    const alive = await processesSeeing(dir);
    for (const pid of workers) expect(alive).toContain(pid);
  }, 120_000);

  it('serves an import whose packages need a store of their own with the same worker', async () => {
    const { reserved, dir, workers } = await spareWithWorker();

    // Tailwind 3 and its plugins: a set the shared store (Tailwind 4) cannot serve, installed after
    // the spare's worker started.
    const zip = await zipFolder(path.join(REPO_ROOT, 'packages/import-fixtures/projects/tailwind-v3-shadcn'));
    const imported = await importZipAndWait(
      t.app,
      { authorization: `Bearer ${owner.token}` },
      'shadcn.zip',
      zip,
    );
    expect(imported.webId).toBe(reserved);
    expect(imported.phase, imported.account).toBe('COMPLETE');
    // Its packages are a store of their own, not the shared one.
    expect(await realpath(path.join(dir, 'node_modules'))).toContain(`${path.sep}deps${path.sep}`);
    const alive = await processesSeeing(dir);
    for (const pid of workers) expect(alive).toContain(pid);
  }, 180_000);
});

/** A spare-project keeper of its own, on a temporary folder and an in-process builder. */
async function ownSpares() {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'kiln-spares-'));
  const repos = new RepoStore(path.join(temp, 'repos'));
  const builder = createBuilder({ maxConcurrent: 1, timeoutMs: 30_000, nodePaths: [STORE_NODE_MODULES] });
  const store = new DependencyStore(STORE_NODE_MODULES, {
    depsDir: path.join(temp, 'deps'),
    timeoutMs: 60_000,
  });
  const spares = new SpareProject({
    repos,
    builder,
    kilnOrigin: 'http://localhost:3000',
    log: { warn() {} },
    templateDir: ProjectEngine.templateDir(REPO_ROOT),
    linkPackages: (dir) => store.prepare(dir),
  });
  const close = async () => {
    await spares.close();
    await builder.close();
    await rm(temp, { recursive: true, force: true });
  };
  return { repos, spares, close };
}

describe('the next spare', () => {
  it('is reserved once the project that took the last one has its first preview, not before', async () => {
    const { spares, close } = await ownSpares();
    try {
      await spares.start();
      await spares.settled();
      const taken = spares.take();
      expect(taken).not.toBeNull();
      // Nothing is reserved while the project's first build may still be running...
      await spares.settled();
      expect(spares.current).toBeNull();
      spares.built('another project');
      await spares.settled();
      expect(spares.current).toBeNull();
      // ...and once it has its preview, the next spare is.
      spares.built(taken as string);
      await spares.settled();
      expect(spares.current).not.toBeNull();
      expect(spares.current).not.toBe(taken);
    } finally {
      await close();
    }
  }, 60_000);
});

describe('spares a stopped process left', () => {
  it('are removed at start, but a marked folder that became a project stays', async () => {
    const { repos, spares, close } = await ownSpares();
    try {
      // A pid above the kernel's maximum (4,194,304) belongs to no process.
      const stopped = `${os.hostname()}:9999999`;
      await mkdir(path.join(repos.dir('left'), '.git'), { recursive: true });
      await mkdir(path.join(repos.dir('taken'), '.git'), { recursive: true });
      await writeFile(path.join(repos.dir('taken'), '.git', 'HEAD'), 'ref: refs/heads/main\n');
      for (const id of ['left', 'taken']) {
        await mkdir(path.dirname(spares.markerOf(id)), { recursive: true });
        await writeFile(spares.markerOf(id), stopped);
      }
      await spares.start();
      expect(existsSync(repos.dir('left'))).toBe(false);
      expect(existsSync(path.join(repos.dir('taken'), '.git', 'HEAD'))).toBe(true);
      expect(existsSync(spares.markerOf('left'))).toBe(false);
      expect(existsSync(spares.markerOf('taken'))).toBe(false);
    } finally {
      await close();
    }
  }, 60_000);
});
