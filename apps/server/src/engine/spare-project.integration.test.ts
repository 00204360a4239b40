import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { calls } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { SPARE_MARKER } from './spare-project';

/**
 * Issue 14 §1: the next new project's sandboxed worker starts before the project exists, so a first
 * run's build does not wait for it. The project takes the spare's id and folder, and the worker that
 * was started for them is the one that builds it.
 */

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({ KILN_SANDBOX_SPARE: 'true' });
  owner = await signUp(t.app);
});
afterAll(() => t.close());

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

describe('the spare project', () => {
  it('gives the next project its id, folder and already-started worker, then reserves another', async () => {
    const spares = t.ctx.spares;
    if (!spares) throw new Error('the sandbox is not available here');
    await until(async () => spares.current !== null, 'a spare');
    const reserved = spares.current as string;
    const dir = t.ctx.repos.dir(reserved);
    expect(existsSync(path.join(dir, SPARE_MARKER))).toBe(true);
    await until(async () => (await processesSeeing(dir)).length > 0, "the spare's worker");
    const workers = await processesSeeing(dir);

    const created = await call(t.app, calls.createProject, { prompt: 'A landing page for a bakery' }, owner);
    expect(created.status).toBe(200);
    expect(created.body.data._id).toBe(reserved);
    await t.ctx.runs.drain();
    const project = await call(t.app, calls.getProject, { webId: reserved }, owner);
    expect(project.body.data.phase).toBe('COMPLETE');
    expect(existsSync(path.join(dir, SPARE_MARKER))).toBe(false);
    expect(existsSync(path.join(dir, 'index.html'))).toBe(true);
    // The worker started for the spare built the project: it was not replaced by a new one.
    const alive = await processesSeeing(dir);
    for (const pid of workers) expect(alive).toContain(pid);

    await spares.settled();
    expect(spares.current).not.toBeNull();
    expect(spares.current).not.toBe(reserved);
  }, 120_000);
});
