import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitError, gitScript } from './git';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kiln-git-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('gitScript', () => {
  it('survives a script that exits without reading its input', async () => {
    // Megabytes a script never reads: the pipe breaks (EPIPE) and must not take the process down.
    const input = 'x'.repeat(8 * 1024 * 1024);
    await expect(gitScript(dir, 'early-exit', 'exit 0', [], { input })).resolves.toBe('');
    await expect(gitScript(dir, 'early-fail', 'exit 3', [], { input })).rejects.toBeInstanceOf(GitError);
  });

  it('passes values as arguments, never as script text', async () => {
    const hostile = '$(echo owned); `echo owned`';
    expect(await gitScript(dir, 'echo', 'printf %s "$1"', [hostile])).toBe(hostile);
  });
});
