import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git } from './git';
import { RepoStore } from './repo-store';

let root: string;
let template: string;
let store: RepoStore;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kiln-repos-'));
  template = path.join(root, '_template');
  await mkdir(path.join(template, 'src'), { recursive: true });
  await mkdir(path.join(template, 'node_modules', 'x'), { recursive: true });
  await writeFile(path.join(template, 'package.json'), JSON.stringify({ name: 'template', private: true }));
  await writeFile(path.join(template, 'src', 'App.tsx'), 'export const App = () => <h1>Hello</h1>;\n');
  await writeFile(path.join(template, 'node_modules', 'x', 'index.js'), '');
  await mkdir(path.join(template, 'src', 'components', 'ui'), { recursive: true });
  await writeFile(path.join(template, 'src', 'components', 'ui', 'button.tsx'), 'export const Button = 1;\n');
  await writeFile(path.join(template, '.gitignore'), 'node_modules\n');
  await symlink('App.tsx', path.join(template, 'src', 'Main.tsx'));
  await mkdir(path.join(template, 'dist'), { recursive: true });
  await writeFile(path.join(template, 'dist', 'index.html'), '');
  await writeFile(path.join(template, 'biome.json'), '{}');
  store = new RepoStore(path.join(root, 'repos'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('RepoStore', () => {
  it('creates a repository from the template with one commit, named after the project', async () => {
    const first = await store.createFromTemplate('p1', template, 'ember-coffee');
    expect(first.hash).toMatch(/^[0-9a-f]{40}$/);
    expect(first.message).toBe('Initial commit from template');
    const dir = store.dir('p1');
    expect(JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')).name).toBe('ember-coffee');
    expect(existsSync(path.join(dir, 'node_modules'))).toBe(false);
    expect(await store.head('p1')).toBe(first.hash);
    // Every file, at any depth, dotfiles and links too; never node_modules, dist or the lint config.
    const files = (await git(dir, ['ls-files'])).trim().split('\n');
    expect(files).toEqual([
      '.gitignore',
      'package.json',
      'src/App.tsx',
      'src/Main.tsx',
      'src/components/ui/button.tsx',
    ]);
    expect(await readlink(path.join(dir, 'src', 'Main.tsx'))).toBe('App.tsx');
    expect(await readFile(path.join(dir, 'src', 'components', 'ui', 'button.tsx'), 'utf8')).toBe(
      'export const Button = 1;\n',
    );
  });

  it('commits changes, and nothing when nothing changed', async () => {
    const dir = store.dir('p1');
    await writeFile(path.join(dir, 'src', 'App.tsx'), 'export const App = () => <h1>Hi</h1>;\n');
    const second = await store.commitAll('p1', 'Change the greeting\n\nLonger body');
    expect(second?.message).toBe('Change the greeting');
    expect(await store.commitAll('p1', 'Nothing')).toBeNull();
  });

  it('takes a message as text, never as shell, and never runs the repository’s hooks', async () => {
    const dir = store.dir('p1');
    const marker = path.join(root, 'ran');
    // A hook a user's project could carry: git must not run it, whatever the repository's config says.
    await mkdir(path.join(dir, '.git', 'hooks'), { recursive: true });
    await writeFile(path.join(dir, '.git', 'hooks', 'post-commit'), `#!/bin/sh\ntouch ${marker}\n`, {
      mode: 0o755,
    });
    await git(dir, ['config', 'core.hooksPath', '.git/hooks']);
    await writeFile(path.join(dir, 'src', 'App.tsx'), 'export const App = () => <h1>Hey</h1>;\n');
    const hostile = `Say "hi" $(touch ${marker}) \`touch ${marker}\` $1 \\ ;`;
    const commit = await store.commitAll('p1', hostile);
    expect(commit?.message).toBe(hostile);
    expect((await git(dir, ['log', '-1', '--format=%an <%ae>'])).trim()).toBe('Kiln <kiln@localhost>');
    expect(existsSync(marker)).toBe(false);
    await git(dir, ['config', '--unset', 'core.hooksPath']);
  });

  it('diffs two commits file by file, and a first commit against the empty tree', async () => {
    const dir = store.dir('p1');
    await writeFile(path.join(dir, 'src', 'new.ts'), 'export const x = 1;\n');
    const before = await store.head('p1');
    const after = await store.commitAll('p1', 'Add a file');
    const files = await store.diff('p1', before, after?.hash as string);
    expect(files).toEqual([{ path: 'src/new.ts', oldContent: '', newContent: 'export const x = 1;\n' }]);
    const log = (await git(dir, ['rev-list', '--reverse', 'HEAD'])).trim().split('\n');
    const initial = await store.diff('p1', null, log[0] as string);
    expect(initial.map((f) => f.path).sort()).toEqual([
      '.gitignore',
      'package.json',
      'src/App.tsx',
      'src/Main.tsx',
      'src/components/ui/button.tsx',
    ]);
  });

  it('diffs edits, deletions, binary files and awkward names, and reads a whole tree', async () => {
    await store.createFromTemplate('p3', template, 'awkward');
    const dir = store.dir('p3');
    const before = await store.head('p3');
    await writeFile(path.join(dir, 'src', 'App.tsx'), 'export const App = () => <h1>Changed</h1>;\n');
    await rm(path.join(dir, 'package.json'));
    await writeFile(path.join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]));
    await writeFile(path.join(dir, 'line\nbreak.txt'), 'odd name\n');
    await writeFile(path.join(dir, 'space name.md'), '# hi\n');
    const after = await store.commitAll('p3', 'Many kinds of change');
    const files = await store.diff('p3', before, after?.hash as string);
    expect(files.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: 'line\nbreak.txt', oldContent: '', newContent: 'odd name\n' },
      { path: 'logo.png', oldContent: '', newContent: '' },
      {
        path: 'package.json',
        oldContent: `${JSON.stringify({ name: 'awkward', private: true }, null, 2)}\n`,
        newContent: '',
      },
      { path: 'space name.md', oldContent: '', newContent: '# hi\n' },
      {
        path: 'src/App.tsx',
        oldContent: 'export const App = () => <h1>Hello</h1>;\n',
        newContent: 'export const App = () => <h1>Changed</h1>;\n',
      },
    ]);
    const tree = await store.readTree('p3', after?.hash as string);
    expect(tree.find((f) => f.path === 'logo.png')).toEqual({ path: 'logo.png', content: null, size: 7 });
    expect(tree.find((f) => f.path === 'space name.md')?.content).toBe('# hi\n');
  });

  it('switches back and forth without losing any commit, and builds on the switched-to one', async () => {
    const dir = store.dir('p1');
    const all = (await git(dir, ['rev-list', '--reverse', 'HEAD'])).trim().split('\n');
    const oldest = all[0] as string;
    const newest = all[all.length - 1] as string;
    await store.switchTo('p1', oldest);
    expect(await readFile(path.join(dir, 'src', 'App.tsx'), 'utf8')).toContain('Hello');
    expect(existsSync(path.join(dir, 'src', 'new.ts'))).toBe(false);
    await store.switchTo('p1', newest);
    expect(existsSync(path.join(dir, 'src', 'new.ts'))).toBe(true);
    await store.switchTo('p1', oldest);
    await writeFile(path.join(dir, 'src', 'branch.ts'), 'export {};\n');
    const branched = await store.commitAll('p1', 'Edit on an old version');
    const parent = (await git(dir, ['rev-parse', `${branched?.hash}^`])).trim();
    expect(parent).toBe(oldest);
    // The later commits are still there and can be switched to.
    await store.switchTo('p1', newest);
    expect(existsSync(path.join(dir, 'src', 'new.ts'))).toBe(true);
    await git(dir, ['gc', '--prune=now', '--quiet']);
    await store.switchTo('p1', branched?.hash as string);
    expect(existsSync(path.join(dir, 'src', 'branch.ts'))).toBe(true);
  });

  it('prepares a commit that nothing sees until it is published as a version', async () => {
    const dir = store.dir('p1');
    const before = await store.head('p1');
    await writeFile(path.join(dir, 'src', 'App.tsx'), 'export const App = () => <h1>Prepared</h1>;\n');
    const prepared = await store.prepareCommit('p1', 'Say prepared\n\nbody');
    expect(prepared).toMatchObject({ message: 'Say prepared', parent: before });
    expect(await store.head('p1')).toBe(before);
    const versionRef = `refs/kiln/versions/${prepared?.hash}`;
    await expect(git(dir, ['rev-parse', '--verify', '--quiet', versionRef])).rejects.toThrow();

    expect(prepared && (await store.publishPrepared('p1', prepared))).toBe(true);
    expect(await store.head('p1')).toBe(prepared?.hash);
    expect((await git(dir, ['rev-parse', versionRef])).trim()).toBe(prepared?.hash);
    expect((await git(dir, ['log', '-1', '--format=%an <%ae>%n%B'])).trim()).toBe(
      'Kiln <kiln@localhost>\nSay prepared\n\nbody',
    );
    expect(await store.prepareCommit('p1', 'Nothing')).toBeNull();
  });

  it('publishes a prepared commit only on the head it was prepared on', async () => {
    const dir = store.dir('p1');
    await writeFile(path.join(dir, 'stale.txt'), 'one');
    const stale = await store.prepareCommit('p1', 'Stale');
    await writeFile(path.join(dir, 'stale.txt'), 'two');
    const moved = await store.commitAll('p1', 'Moved on');

    expect(stale && (await store.publishPrepared('p1', stale))).toBe(false);
    expect(await store.head('p1')).toBe(moved?.hash);
    await expect(
      git(dir, ['rev-parse', '--verify', '--quiet', `refs/kiln/versions/${stale?.hash}`]),
    ).rejects.toThrow();
  });

  it('refuses to switch to an unknown commit', async () => {
    await expect(store.switchTo('p1', 'f'.repeat(40))).rejects.toThrow();
  });

  it('serialises concurrent commits on one repository', async () => {
    const dir = store.dir('p1');
    const results = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        await writeFile(path.join(dir, `f${i}.txt`), String(i));
        return store.commitAll('p1', `File ${i}`);
      }),
    );
    const hashes = results.filter(Boolean).map((r) => r?.hash);
    expect(new Set(hashes).size).toBe(hashes.length);
    expect((await git(dir, ['status', '--porcelain'])).trim()).toBe('');
  });

  it('recovers from a stale index.lock left by a dead process', async () => {
    const dir = store.dir('p1');
    await writeFile(path.join(dir, '.git', 'index.lock'), '');
    await writeFile(path.join(dir, 'after-crash.txt'), 'ok');
    expect(await store.commitAll('p1', 'After a crash')).not.toBeNull();
  });

  it('copies a repository with all its versions', async () => {
    await store.cloneTo('p1', 'p2');
    expect(await store.head('p2')).toBe(await store.head('p1'));
    const refs = (d: string) => git(d, ['for-each-ref', '--format=%(objectname)', 'refs/kiln/versions/']);
    expect((await refs(store.dir('p2'))).trim().split('\n').sort()).toEqual(
      (await refs(store.dir('p1'))).trim().split('\n').sort(),
    );
    expect((await git(store.dir('p2'), ['remote'])).trim()).toBe('');
  });
});
