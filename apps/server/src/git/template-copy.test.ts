import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncTemplate } from './template-copy';

let root: string;
let template: string;
let project: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kiln-template-sync-'));
  template = path.join(root, 'template');
  project = path.join(root, 'project');
  await mkdir(path.join(template, 'src', 'components'), { recursive: true });
  await mkdir(path.join(template, 'node_modules', 'react'), { recursive: true });
  await writeFile(path.join(template, 'package.json'), '{"name":"template"}\n');
  await writeFile(path.join(template, 'src', 'App.tsx'), 'export const App = () => null;\n');
  await writeFile(path.join(template, 'src', 'components', 'Hero.tsx'), 'export const Hero = 1;\n');
  await writeFile(path.join(template, 'node_modules', 'react', 'index.js'), 'never copied\n');
  await symlink('App.tsx', path.join(template, 'src', 'Alias.tsx'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** What a project holds of the template above. */
const TEMPLATE_TREE = [
  'package.json',
  'src/',
  'src/Alias.tsx',
  'src/App.tsx',
  'src/components/',
  'src/components/Hero.tsx',
];

async function tree(dir: string, relative = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(dir, relative), { withFileTypes: true })) {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) found.push(`${child}/`, ...(await tree(dir, child)));
    else found.push(child);
  }
  return found.sort();
}

describe('syncTemplate', () => {
  it('copies the template into a new folder, less what is never copied', async () => {
    await syncTemplate(template, project);
    expect(await tree(project)).toEqual(TEMPLATE_TREE);
    expect(await readlink(path.join(project, 'src', 'Alias.tsx'))).toBe('App.tsx');
  });

  it('leaves a file already the same alone, rewrites one that differs and removes what is not the template’s', async () => {
    await syncTemplate(template, project);
    const kept = await lstat(path.join(project, 'src', 'App.tsx'));
    await writeFile(path.join(project, 'src', 'components', 'Hero.tsx'), 'changed\n');
    await writeFile(path.join(project, 'src', 'extra.ts'), 'not the template’s\n');
    await mkdir(path.join(project, 'src', 'pages'));
    await writeFile(path.join(project, 'src', 'pages', 'About.tsx'), 'x\n');
    await rm(path.join(project, 'src', 'Alias.tsx'));
    await writeFile(path.join(project, 'src', 'Alias.tsx'), 'a file where a link was\n');
    await mkdir(path.join(project, '.git', 'objects'), { recursive: true });
    await writeFile(path.join(project, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    const gitFolder = await lstat(path.join(project, '.git'));
    await symlink(path.join(template, 'node_modules'), path.join(project, 'node_modules'));

    await syncTemplate(template, project);

    expect(await tree(project)).toEqual(['.git/', 'node_modules', ...TEMPLATE_TREE]);
    const after = await lstat(path.join(project, 'src', 'App.tsx'));
    expect([after.ino, after.mtimeMs]).toEqual([kept.ino, kept.mtimeMs]);
    expect(await readFile(path.join(project, 'src', 'components', 'Hero.tsx'), 'utf8')).toBe(
      'export const Hero = 1;\n',
    );
    expect(await readlink(path.join(project, 'src', 'Alias.tsx'))).toBe('App.tsx');
    expect((await lstat(path.join(project, '.git'))).ino).toBe(gitFolder.ino);
    expect((await lstat(path.join(project, 'node_modules'))).isSymbolicLink()).toBe(true);
  });

  it('keeps an entry only as the template’s kind: a symlink where a folder belongs is replaced, not written through', async () => {
    const outside = path.join(root, 'outside');
    await mkdir(outside);
    await mkdir(project);
    await symlink(outside, path.join(project, 'src'));
    await syncTemplate(template, project);
    expect((await lstat(path.join(project, 'src'))).isDirectory()).toBe(true);
    expect(await tree(project)).toEqual(TEMPLATE_TREE);
    expect(await readdir(outside)).toEqual([]);
  });

  it('removes a node_modules that is a real folder (only the store’s link is kept)', async () => {
    await mkdir(path.join(project, 'node_modules', 'evil'), { recursive: true });
    await syncTemplate(template, project);
    expect(await tree(project)).not.toContain('node_modules/');
  });
});
