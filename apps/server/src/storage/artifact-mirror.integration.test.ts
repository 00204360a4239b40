import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RepoStore } from '../git/repo-store';
import { type LocalS3, startS3 } from '../test/engines/s3';
import { ArtifactMirror } from './artifact-mirror';
import { type ObjectStore, S3ObjectStore } from './object-store';

/**
 * Issue 19 §4: two processes' data dirs, each its own cache of one S3-compatible bucket (s3rver on
 * loopback, the real AWS SDK client): what one pushes, the other pulls whole.
 */
let s3: LocalS3;
let store: S3ObjectStore;
let dirs: string[] = [];
const log = pino({ level: 'silent' });

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kiln-mirror-'));
  dirs.push(dir);
  return dir;
}

async function files(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(root, full)] = (await readFile(full)).toString('base64');
  }
  return out;
}

describe('the artifact mirror on S3-compatible storage', () => {
  beforeAll(async () => {
    s3 = await startS3();
    store = new S3ObjectStore(s3.settings);
  }, 30_000);

  afterAll(async () => {
    store?.close();
    await s3?.stop();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    dirs = [];
  });

  it('pulls on node B the build and screenshot node A pushed, byte for byte, and nothing it did not', async () => {
    const [a, b] = [await dataDir(), await dataDir()];
    const build = (root: string) => path.join(root, 'builds', 'p1', 'c0ffee', 'preview');
    await mkdir(path.join(build(a), 'assets'), { recursive: true });
    await writeFile(path.join(build(a), 'index.html'), '<div id="root"></div>');
    await writeFile(path.join(build(a), 'assets', 'app.js'), 'console.log(1)'.repeat(50_000));
    await writeFile(path.join(build(a), 'assets', 'logo.png'), Buffer.from([0, 1, 2, 255, 254]));
    const shot = (root: string) => path.join(root, 'screenshots', 'p1', 'c0ffee.png');
    await mkdir(path.dirname(shot(a)), { recursive: true });
    await writeFile(shot(a), Buffer.alloc(300_000, 7));
    const mirrorA = new ArtifactMirror(a, store, log);
    await mirrorA.pushDir(build(a));
    await mirrorA.pushFile(shot(a));

    const mirrorB = new ArtifactMirror(b, store, log);
    // Two readers at once share one download.
    const [first, second] = await Promise.all([mirrorB.pullDir(build(b)), mirrorB.pullDir(build(b))]);
    expect([first, second]).toEqual([true, true]);
    expect(await files(build(b))).toEqual(await files(build(a)));
    expect(await mirrorB.pullFile(shot(b))).toBe(true);
    expect(await readFile(shot(b))).toEqual(await readFile(shot(a)));
    expect(await mirrorB.pullDir(path.join(b, 'builds', 'p1', 'deadbeef', 'preview'))).toBe(false);
    expect(await mirrorB.pullFile(path.join(b, 'screenshots', 'p1', 'deadbeef.png'))).toBe(false);
    // Nothing half-downloaded is left beside them.
    expect(await readdir(path.join(b, 'builds', 'p1', 'c0ffee'))).toEqual(['preview']);

    // A key that would climb out of its folder is refused, nothing written. S3's own URLs cannot
    // carry one (the SDK resolves the dots), so a tampered bucket's listing is played here.
    const tampered: ObjectStore = {
      putFile: async () => '',
      head: async () => null,
      list: async (prefix) => [`${prefix}../../../../escaped.txt`],
      getFile: (key, file) => store.getFile(key, file),
      deletePrefix: async () => {},
    };
    const fooled = new ArtifactMirror(b, tampered, log);
    await expect(fooled.pullDir(path.join(b, 'builds', 'p1', 'bad', 'preview'))).rejects.toThrow(
      'unsafe key',
    );
    expect(await readdir(b)).not.toContain('escaped.txt');

    await mirrorA.forget(path.join(a, 'builds', 'p1'));
    expect(await store.list('builds/p1/')).toEqual([]);
    expect(() => mirrorA.keyOf(path.join(a, '..', 'elsewhere'))).toThrow('outside the data dir');
  });

  it('keeps a repository in step across two nodes through its bundle, every version ref kept', async () => {
    const [a, b] = [await dataDir(), await dataDir()];
    const template = path.join(a, 'template');
    await mkdir(template, { recursive: true });
    await writeFile(path.join(template, 'index.html'), 'one');
    const reposA = new RepoStore(path.join(a, 'repos'), new ArtifactMirror(a, store, log));
    const reposB = new RepoStore(path.join(b, 'repos'), new ArtifactMirror(b, store, log));
    await reposA.createFromTemplate('p2', template, 'p2');
    await writeFile(path.join(reposA.dir('p2'), 'index.html'), 'two');
    const second = await reposA.commitAll('p2', 'Second');

    // Node B has never seen it: its first git work brings the repository, tree on the branch.
    expect(await reposB.head('p2')).toBe(second?.hash);
    expect(await readFile(path.join(reposB.dir('p2'), 'index.html'), 'utf8')).toBe('two');
    const git = (...args: string[]) => execFileSync('git', args, { cwd: reposB.dir('p2'), encoding: 'utf8' });
    git('fsck', '--full', '--strict');
    expect(git('for-each-ref', '--format=%(refname)', 'refs/kiln/versions').trim().split('\n')).toHaveLength(
      2,
    );
    expect(git('symbolic-ref', 'HEAD').trim()).toBe('refs/heads/main');
    expect(git('status', '--porcelain')).toBe('');

    // B commits (a run on a worker), then A switches back a version: each sees the other's.
    await writeFile(path.join(reposB.dir('p2'), 'index.html'), 'three');
    const third = await reposB.commitAll('p2', 'Third');
    expect(await reposA.head('p2')).toBe(third?.hash);
    expect(await readFile(path.join(reposA.dir('p2'), 'index.html'), 'utf8')).toBe('three');
    await reposA.switchTo('p2', second?.hash as string);
    await reposB.sync('p2');
    expect(git('rev-parse', 'HEAD').trim()).toBe(second?.hash);
    expect(await readFile(path.join(reposB.dir('p2'), 'index.html'), 'utf8')).toBe('two');
    expect(git('for-each-ref', '--format=%(refname)', 'refs/kiln/versions').trim().split('\n')).toHaveLength(
      3,
    );
  });
});
