import { mkdir, mkdtemp, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepPartialFiles } from './sweep';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kiln-sweep-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

async function put(relative: string, content = 'x') {
  const file = path.join(dataDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

async function tree(): Promise<string[]> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => !e.isDirectory())
    .map((e) => path.relative(dataDir, path.join(e.parentPath, e.name)))
    .sort();
}

describe('the boot sweep', () => {
  it('removes what a crash left half-written and keeps everything else', async () => {
    const kept = [
      'uploads/p1/0123456789abcdef0123456789abcdef.png',
      'user-uploads/u1/0123456789abcdef0123456789abcdef.mp4',
      'builds/p1/abc123/preview/index.html',
      'screenshots/p1/abc123.png',
      'repos/p1/src/App.tsx',
      // A user's own files inside a project are theirs, whatever their names.
      'repos/p1/notes.tmp-0123456789ab',
      'repos/p1/.draft.part',
      'deploy-src/p1/.draft.part',
      'pglite/base/1/.x.part',
      'deps/abc/node_modules/pkg/.y.part',
    ];
    const partial = [
      'uploads/p1/.0123456789abcdef0123456789abcdef.part',
      'user-uploads/u1/.fedcba9876543210fedcba9876543210.part',
      'builds/p1/abc123/.preview.tmp-0123456789ab/index.html',
      'builds/p1/abc123/.production-next/index.html',
      'screenshots/p1/abc123.png.4242.tmp.png',
      'deps/abc.tmp-a1b2c3d4e5f6/package.json',
      // A run's draft another process built, fetched from object storage.
      'builds/p1/_staging-m1~0123456789ab/index.html',
    ];
    for (const file of [...kept, ...partial]) await put(file);
    await symlink(dataDir, path.join(dataDir, 'repos', '.p1-node_modules.tmp-0123456789ab'));

    const removed = await sweepPartialFiles(dataDir);

    expect(await tree()).toEqual([...kept].sort());
    expect(removed).toEqual(
      [
        'uploads/p1/.0123456789abcdef0123456789abcdef.part',
        'user-uploads/u1/.fedcba9876543210fedcba9876543210.part',
        'builds/p1/abc123/.preview.tmp-0123456789ab',
        'builds/p1/abc123/.production-next',
        'screenshots/p1/abc123.png.4242.tmp.png',
        'deps/abc.tmp-a1b2c3d4e5f6',
        'builds/p1/_staging-m1~0123456789ab',
        'repos/.p1-node_modules.tmp-0123456789ab',
      ].sort(),
    );
  });

  it('with other processes on the data dir, leaves partial files young enough to be theirs', async () => {
    await put('build-cache/old.tmp-0123456789ab/a.js');
    await put('build-cache/fresh.tmp-ba9876543210/a.js');
    const hourAgo = new Date(Date.now() - 3600_000);
    await utimes(path.join(dataDir, 'build-cache/old.tmp-0123456789ab'), hourAgo, hourAgo);
    expect(await sweepPartialFiles(dataDir, { olderThanMs: 15 * 60_000 })).toEqual([
      'build-cache/old.tmp-0123456789ab',
    ]);
    expect(await tree()).toEqual(['build-cache/fresh.tmp-ba9876543210/a.js']);
  });

  it('does nothing on a data dir that does not exist yet', async () => {
    expect(await sweepPartialFiles(path.join(dataDir, 'missing'))).toEqual([]);
  });
});
