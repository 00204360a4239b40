import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectWorkspace, ToolError, WriteBudget } from './workspace';

let root: string;
let outside: string;
let ws: ProjectWorkspace;

beforeAll(async () => {
  const base = await mkdtemp(path.join(os.tmpdir(), 'kiln-ws-'));
  root = path.join(base, 'project');
  outside = path.join(base, 'outside');
  await mkdir(path.join(root, 'src'), { recursive: true });
  await mkdir(path.join(root, '.git'), { recursive: true });
  await mkdir(outside);
  await writeFile(path.join(outside, 'secret.txt'), 'top secret');
  await writeFile(path.join(root, 'src', 'App.tsx'), 'const a = 1;\nconst b = 1;\n');
  await writeFile(path.join(root, '.env'), 'KEY=1');
  await symlink(outside, path.join(root, 'src', 'escape'));
  ws = new ProjectWorkspace(root);
});
afterAll(() => rm(path.dirname(root), { recursive: true, force: true }));

describe('ProjectWorkspace', () => {
  it('refuses hostile paths', async () => {
    for (const bad of [
      '../outside/secret.txt',
      '/etc/passwd',
      'src/../../outside/x',
      '.git/config',
      '.GIT/config',
      'src/.Env.local',
      'Node_Modules/x',
      'node_modules/a/index.js',
      '.env',
      'src/.env.local',
      'C:\\x',
      '..',
    ]) {
      await expect(ws.writeFile(bad, 'x'), bad).rejects.toBeInstanceOf(ToolError);
    }
    await expect(ws.readFile('src/escape/secret.txt')).rejects.toThrow(/leaves the project/);
    await expect(ws.writeFile('src/escape/new.txt', 'x')).rejects.toThrow(/leaves the project/);
    expect(await readFile(path.join(root, '.env'), 'utf8')).toBe('KEY=1');
  });

  it('writes, edits exactly once, renames and deletes', async () => {
    expect(await ws.writeFile('./src/pages/Home.tsx', 'export default 1;\n')).toBe('src/pages/Home.tsx');
    await ws.editFile('src/pages/Home.tsx', 'default 1', 'default 2');
    expect(await ws.readFile('src/pages/Home.tsx')).toBe('export default 2;\n');
    await expect(ws.editFile('src/App.tsx', 'const', 'let')).rejects.toThrow(/more than once/);
    await expect(ws.editFile('src/App.tsx', 'missing', 'x')).rejects.toThrow(/not found/);
    await ws.renameFile('src/pages/Home.tsx', 'src/pages/Index.tsx');
    await expect(ws.renameFile('src/pages/Index.tsx', 'src/App.tsx')).rejects.toThrow(/already exists/);
    await ws.deleteFile('src/pages/Index.tsx');
    await expect(ws.readFile('src/pages/Index.tsx')).rejects.toThrow(/not found/);
  });

  it('lists files without .git, node_modules or .env', async () => {
    const files = await ws.listFiles();
    expect(files).toContain('src/App.tsx');
    expect(files.some((f) => f.startsWith('.git') || f.includes('.env'))).toBe(false);
  });
});

describe("a turn's write budget", () => {
  it('counts side-by-side writes in the order the model made them, whatever finishes first', async () => {
    const budgeted = new ProjectWorkspace(
      root,
      undefined,
      Promise.resolve(),
      new WriteBudget({ maxFiles: 3, maxBytes: 10_000 }),
    );
    // The first write goes deepest (more to resolve): it is still counted first.
    const results = await Promise.allSettled([
      budgeted.writeFile('src/budget/a/b/c/d/first.txt', '1'),
      budgeted.writeFile('src/budget/second.txt', '2'),
      budgeted.writeFile('src/budget/third.txt', '3'),
      budgeted.writeFile('src/budget/fourth.txt', '4'),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    const refused = results[3] as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ToolError);
    expect(String(refused.reason.message)).toContain('KILN_TURN_MAX_FILES');
  });

  it('gives back what a failed change had counted', async () => {
    const budgeted = new ProjectWorkspace(
      root,
      undefined,
      Promise.resolve(),
      new WriteBudget({ maxFiles: 1, maxBytes: 10_000 }),
    );
    await expect(budgeted.writeFile('src/escape/leak.txt', 'x')).rejects.toThrow('leaves the project');
    await expect(budgeted.deleteFile('src/budget/missing.txt')).rejects.toThrow('File not found');
    expect(await budgeted.writeFile('src/budget/kept.txt', 'ok')).toBe('src/budget/kept.txt');
  });
});
