import { mkdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilder } from './builder';
import { copyProject, KILN_ORIGIN, makeTempDir, STORE_NODE_MODULES, type TempDir } from './testing/fixture';
import { readTree } from './testing/output';
import type { BuildMode, BuildResult } from './types';

// One warm context per mode, rebuilt after each change: what a chat session does to a project.
describe('rebuilding a warm project', () => {
  let temp: TempDir;
  let projectDir: string;
  const builder = createBuilder({
    maxConcurrent: 1,
    timeoutMs: 30_000,
    nodePaths: [STORE_NODE_MODULES],
    tagJsx: true,
  });

  beforeAll(async () => {
    temp = await makeTempDir();
    projectDir = await copyProject(path.join(temp.dir, 'project'));
    await write(
      'src/widgets/badge.tsx',
      'export const Badge = () => <b className="text-sky-500">badge one</b>;\n',
    );
    await write(
      'src/widgets/panel.tsx',
      "import { Badge } from '@/widgets/badge';\nexport const Panel = () => <aside><Badge /></aside>;\n",
    );
    await append('src/main.tsx', "\nimport { Panel } from './widgets/panel';\nexport const panel = Panel;\n");
  });

  afterAll(async () => {
    await builder.close();
    await temp.remove();
  });

  function write(file: string, contents: string) {
    const target = path.join(projectDir, file);
    return mkdir(path.dirname(target), { recursive: true }).then(() => writeFile(target, contents));
  }

  async function append(file: string, text: string) {
    await writeFile(
      path.join(projectDir, file),
      (await readFile(path.join(projectDir, file), 'utf8')) + text,
    );
  }

  let runs = 0;
  async function build(mode: BuildMode = 'preview', changedPaths?: string[]) {
    runs += 1;
    const outDir = path.join(temp.dir, `out-${runs}`);
    const result: BuildResult = await builder.build({
      projectId: 'rebuild',
      projectDir,
      outDir,
      mode,
      kilnOrigin: KILN_ORIGIN,
      changedPaths,
    });
    const tree = result.ok ? await readTree(outDir) : new Map<string, string>();
    const text = (extension: string) =>
      [...tree]
        .filter(([file]) => file.endsWith(extension))
        .map(([, contents]) => contents)
        .join('\n');
    return { result, js: text('.js'), css: text('.css'), tree };
  }

  it('serves identical output when nothing changed', async () => {
    // The first build meets the project's packages; the second is the first of a context that has
    // them as aliases (the same shims, from other module paths). From then on nothing moves.
    expect((await build()).result.ok).toBe(true);
    const second = await build();
    const third = await build();
    expect(second.result.ok).toBe(true);
    expect(third.tree).toEqual(second.tree);
  });

  it('shows a one-file edit, with or without the changed paths', async () => {
    await build();
    await write(
      'src/widgets/badge.tsx',
      'export const Badge = () => <b className="text-sky-500">badge two</b>;\n',
    );
    expect((await build()).js).toContain('badge two');

    await write(
      'src/widgets/badge.tsx',
      'export const Badge = () => <b className="text-sky-500">badge 3</b>;\n',
    );
    const hinted = await build('preview', ['src/widgets/badge.tsx']);
    expect(hinted.js).toContain('badge 3');
    expect(hinted.js).not.toContain('badge two');
  });

  it('shows an edit that keeps the size and the mtime when the caller names the file', async () => {
    const file = path.join(projectDir, 'src/widgets/badge.tsx');
    await write(
      'src/widgets/badge.tsx',
      'export const Badge = () => <b className="text-sky-500">badge AAA</b>;\n',
    );
    const before = await stat(file);
    await build();
    await write(
      'src/widgets/badge.tsx',
      'export const Badge = () => <b className="text-sky-500">badge BBB</b>;\n',
    );
    await utimes(file, before.atime, before.mtime);
    expect((await build('preview', ['src/widgets/badge.tsx'])).js).toContain('badge BBB');
  });

  it('puts the Tailwind classes of an edited file in the CSS', async () => {
    expect((await build()).css).not.toContain('.bg-fuchsia-700');
    await write(
      'src/widgets/badge.tsx',
      'export const Badge = () => <b className="bg-fuchsia-700">badge</b>;\n',
    );
    expect((await build()).css).toContain('.bg-fuchsia-700');
  });

  it('fails on an import of a deleted file, and resolves it again once it is back under its new name', async () => {
    await build();
    await rename(
      path.join(projectDir, 'src/widgets/badge.tsx'),
      path.join(projectDir, 'src/widgets/chip.tsx'),
    );
    const broken = await build();
    expect(broken.result.ok).toBe(false);
    expect(broken.result.ok ? [] : broken.result.errors.map((error) => error.file)).toContain(
      'src/widgets/panel.tsx',
    );

    await write(
      'src/widgets/panel.tsx',
      "import { Badge } from '@/widgets/chip';\nexport const Panel = () => <aside><Badge /></aside>;\n",
    );
    const renamed = await build('preview', ['src/widgets/panel.tsx']);
    expect(renamed.result.ok).toBe(true);
    expect(renamed.js).toContain('bg-fuchsia-700');
  });

  it('resolves an import that failed once the file it names is added', async () => {
    await write(
      'src/widgets/panel.tsx',
      "import { Badge } from '@/widgets/chip';\nimport { Extra } from '@/widgets/extra';\nexport const Panel = () => <aside><Badge /><Extra /></aside>;\n",
    );
    expect((await build()).result.ok).toBe(false);
    await write('src/widgets/extra.tsx', 'export const Extra = () => <i>the extra widget</i>;\n');
    const added = await build();
    expect(added.result.ok).toBe(true);
    expect(added.js).toContain('the extra widget');
  });

  it('resolves an alias to a file added beside the one it resolved to, when it takes precedence', async () => {
    // `.ts` comes before `.tsx` in the resolution order: a new chip.ts wins over chip.tsx.
    await build();
    await write('src/widgets/chip.ts', "export const Badge = () => 'the chip as plain ts';\n");
    expect((await build()).js).toContain('the chip as plain ts');
    await rm(path.join(projectDir, 'src/widgets/chip.ts'));
  });

  it('never serves a file outside the project from its cache', async () => {
    await write(
      'src/widgets/leak.tsx',
      "import secret from '../../../outside.txt?raw';\nexport const leak = secret;\n",
    );
    await writeFile(path.join(temp.dir, 'outside.txt'), 'outside text');
    await append('src/widgets/panel.tsx', "import { leak } from './leak';\nexport const leaked = leak;\n");
    for (const run of [1, 2]) {
      const result = (await build()).result;
      expect(result.ok, `build ${run}`).toBe(false);
      expect(result.ok ? '' : result.errors[0]?.message).toContain('outside the project');
    }
  });
});
