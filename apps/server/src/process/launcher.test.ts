import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchRequest, launch, launcherPid } from './launcher';

let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(path.join(os.tmpdir(), 'kiln-launcher-'));
});
afterAll(() => rm(cwd, { recursive: true, force: true }));

const sh = (script: string, extra: Partial<LaunchRequest> = {}) =>
  launch({
    file: '/bin/sh',
    args: ['-c', script, 'label', 'first arg'],
    cwd,
    env: { PATH: process.env.PATH, GREETING: 'hello' },
    timeoutMs: 10_000,
    maxBufferBytes: 1024 * 1024,
    ...extra,
  });

describe('launch', () => {
  it('runs a command in its folder with its environment and arguments, and gives its output', async () => {
    const result = await sh('printf "%s|%s|%s" "$GREETING" "$1" "$(pwd)"; printf oops >&2');
    expect(result).toMatchObject({ code: 0, timedOut: false, failure: null });
    expect(result.stdout.toString()).toBe(`hello|first arg|${await realCwd()}`);
    expect(result.stderr.toString()).toBe('oops');
  });

  it('feeds standard input, and closes it when there is none', async () => {
    expect((await sh('cat', { input: 'ünïcode\nlines\n' })).stdout.toString()).toBe('ünïcode\nlines\n');
    expect((await sh('cat; echo done')).stdout.toString()).toBe('done\n');
  });

  it('keeps binary output intact', async () => {
    const result = await sh("printf '\\000\\377\\001'");
    expect([...result.stdout]).toEqual([0, 255, 1]);
  });

  it('reports an exit code, a missing program and a time limit', async () => {
    expect(await sh('echo no >&2; exit 3')).toMatchObject({ code: 3, failure: null });
    const missing = await launch({
      file: 'kiln-no-such-program',
      args: [],
      cwd,
      env: { PATH: process.env.PATH },
      timeoutMs: 10_000,
      maxBufferBytes: 1024,
    });
    expect(missing.code).toBeNull();
    expect(missing.failure).toContain('ENOENT');
    const slow = await sh('sleep 5', { timeoutMs: 100 });
    expect(slow).toMatchObject({ code: null, timedOut: true });
  });

  it('answers each of many concurrent commands with its own output', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sh(`sleep 0.0${i % 5}; echo ${i}`)),
    );
    expect(results.map((r) => r.stdout.toString().trim())).toEqual(
      Array.from({ length: 20 }, (_, i) => String(i)),
    );
  });

  it('fails the commands in flight when the helper dies, and starts a new one for the next', async () => {
    await sh('true');
    const pid = launcherPid() as number;
    const inFlight = sh('sleep 5');
    process.kill(pid, 'SIGKILL');
    await expect(inFlight).rejects.toThrow(/process helper stopped/);
    expect((await sh('echo again')).stdout.toString()).toBe('again\n');
    expect(launcherPid()).not.toBe(pid);
  });
});

async function realCwd(): Promise<string> {
  const { realpath } = await import('node:fs/promises');
  return realpath(cwd);
}
