import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBuilder } from './builder';
import { copyProject, KILN_ORIGIN, makeTempDir, STORE_NODE_MODULES, type TempDir } from './testing/fixture';
import { readTree } from './testing/output';
import type { BuildResult } from './types';

/** Every package esbuild asked the vendor plugin about: one round trip to this process each. */
const asked = vi.hoisted(() => [] as string[]);

// Counts where esbuild calls the plugin, outside the rebuild cache (which answers inside the call).
vi.mock('./esbuild-options', async (importOriginal) => {
  const original = await importOriginal<typeof import('./esbuild-options')>();
  const counted = (plugin: Plugin): Plugin =>
    plugin.name !== 'kiln-vendor'
      ? plugin
      : {
          ...plugin,
          setup: (build) =>
            plugin.setup({
              ...build,
              onResolve: (options, callback) =>
                build.onResolve(options, (args) => {
                  // Not the plugin's own `kiln-vendor-cjs:` imports, between its shims' halves.
                  if (!args.path.startsWith('kiln-vendor-cjs:')) asked.push(args.path);
                  return callback(args);
                }),
            }),
        };
  return {
    ...original,
    contextOptions: (...args: Parameters<typeof original.contextOptions>) => {
      const options = original.contextOptions(...args);
      return { ...options, plugins: options.plugins?.map(counted) };
    },
  };
});

const FIXTURE_PACKAGES = ['clsx', 'react', 'react-dom/client', 'react-router', 'react/jsx-dev-runtime'];

// A chat session's builds of one project: packages come and go between them.
describe('packages known to a warm context are esbuild aliases', () => {
  let temp: TempDir;
  let projectDir: string;
  let mainSource: string;
  const builder = createBuilder({
    maxConcurrent: 1,
    timeoutMs: 30_000,
    nodePaths: [STORE_NODE_MODULES],
    tagJsx: true,
  });

  beforeAll(async () => {
    temp = await makeTempDir();
    projectDir = await copyProject(path.join(temp.dir, 'project'));
    mainSource = await readFile(path.join(projectDir, 'src/main.tsx'), 'utf8');
  });

  afterAll(async () => {
    await builder.close();
    await temp.remove();
  });

  /** main.tsx as in the fixture, plus these lines. */
  async function mainWith(...lines: string[]) {
    await writeFile(path.join(projectDir, 'src/main.tsx'), [mainSource, ...lines, ''].join('\n'));
  }

  let runs = 0;
  async function build() {
    runs += 1;
    asked.length = 0;
    const outDir = path.join(temp.dir, `out-${runs}`);
    const result: BuildResult = await builder.build({
      projectId: 'aliases',
      projectDir,
      outDir,
      mode: 'preview',
      kilnOrigin: KILN_ORIGIN,
    });
    const tree = result.ok ? await readTree(outDir) : new Map<string, string>();
    const html = tree.get('index.html') ?? '';
    const vendorScript = /src="\/(assets\/vendor-[A-Z0-9]+\.js)"/.exec(html)?.[1] ?? null;
    // The app's own scripts, not the vendor bundle.
    const appJs = [...tree]
      .filter(([file]) => file.endsWith('.js') && file !== vendorScript)
      .map(([, text]) => text)
      .join('\n');
    return { result, tree, vendorScript, appJs, asked: [...new Set(asked)].sort() };
  }

  let fixtureVendor: string | null = null;

  it('asks the vendor plugin about the packages of the first build only', async () => {
    const first = await build();
    expect(first.result.ok).toBe(true);
    expect(first.asked).toEqual(expect.arrayContaining(FIXTURE_PACKAGES));
    fixtureVendor = first.vendorScript;

    const second = await build();
    expect(second.result.ok).toBe(true);
    expect(second.asked).toEqual([]);
    // The same packages, resolved to the same files: the same vendor bundle.
    expect(second.vendorScript).toBe(fixtureVendor);
    expect(second.appJs).toContain('globalThis.__kilnVendor["clsx"]');
    expect(second.appJs).not.toContain('kiln-vendor:');

    const third = await build();
    expect(third.asked).toEqual([]);
    expect(third.tree).toEqual(second.tree);
  });

  it('serves a package new to the project on its first build, and aliases it on the next', async () => {
    await mainWith(
      "import { twMerge } from 'tailwind-merge';",
      "export const merged = twMerge('p-2', 'p-4');",
    );
    const added = await build();
    expect(added.result.ok).toBe(true);
    expect(added.asked).toEqual(['tailwind-merge']);
    expect(added.appJs).toContain('globalThis.__kilnVendor["tailwind-merge"]');
    expect(added.vendorScript).not.toBe(fixtureVendor);

    const next = await build();
    expect(next.asked).toEqual([]);
    expect(next.vendorScript).toBe(added.vendorScript);
  });

  it('leaves a package no longer imported out of the vendor bundle', async () => {
    await mainWith();
    const removed = await build();
    expect(removed.result.ok).toBe(true);
    expect(removed.appJs).not.toContain('tailwind-merge');
    expect(removed.vendorScript).toBe(fixtureVendor);
    // Nothing new: the context stays (its unused alias costs nothing).
    expect(removed.asked).toEqual([]);
  });

  it('resolves a subpath of an aliased package as esbuild would without the alias', async () => {
    await mainWith("import { Toaster } from 'sonner';", 'export const toaster = Toaster;');
    await build();
    expect((await build()).asked).toEqual([]);

    // esbuild applies an alias `sonner` to `sonner/dist/styles.css` too, which names no file.
    // And `react` to `react/jsx-runtime`, which only the unaliased resolution finds.
    await mainWith(
      "import { Toaster } from 'sonner';",
      "import 'sonner/dist/styles.css';",
      "import { jsx } from 'react/jsx-runtime';",
      'export const toaster = Toaster;',
      'export const element = jsx;',
    );
    const subpaths = await build();
    expect(subpaths.result.ok ? [] : subpaths.result.errors).toEqual([]);
    expect(subpaths.asked).toEqual(['react/jsx-runtime', 'sonner/dist/styles.css']);
    const css = [...subpaths.tree].filter(([file]) => file.endsWith('.css')).map(([, text]) => text);
    expect(css.join('\n')).toContain('[data-sonner-toaster]');
    expect(subpaths.appJs).toContain('globalThis.__kilnVendor["react/jsx-runtime"]');
    // A stylesheet is part of the app, never an alias: the plugin is asked each time.
    expect((await build()).asked).toEqual(['sonner/dist/styles.css']);
  });

  it("reads a package file's text with `?raw`, as Vite does, though the package itself is an alias", async () => {
    await mainWith("import text from 'clsx?raw';", 'export const raw = text;');
    const raw = await build();
    expect(raw.result.ok ? [] : raw.result.errors).toEqual([]);
    // The file's own text, as a string in the app, not the package's vendor shim.
    expect(raw.appJs).toMatch(/function clsx\(\)/);
    expect(raw.appJs).not.toContain('globalThis.__kilnVendor["clsx?raw"]');
  });
});

// An alias serves every import of its specifier, from anywhere; the vendor plugin serves only the
// project's static ones. Where they differ the build is done again the plugin's way.
describe('imports an alias would serve unlike the vendor plugin', () => {
  let temp: TempDir;
  let projectDir: string;
  let mainSource: string;
  const builder = createBuilder({ maxConcurrent: 1, timeoutMs: 30_000, nodePaths: [STORE_NODE_MODULES] });

  beforeAll(async () => {
    temp = await makeTempDir();
    projectDir = await copyProject(path.join(temp.dir, 'project'));
    mainSource = await readFile(path.join(projectDir, 'src/main.tsx'), 'utf8');
  });

  afterAll(async () => {
    await builder.close();
    await temp.remove();
  });

  let runs = 0;
  async function buildWith(projectId: string, ...lines: string[]) {
    await writeFile(path.join(projectDir, 'src/main.tsx'), [mainSource, ...lines, ''].join('\n'));
    runs += 1;
    asked.length = 0;
    const outDir = path.join(temp.dir, `out-${runs}`);
    const result = await builder.build({
      projectId,
      projectDir,
      outDir,
      mode: 'preview',
      kilnOrigin: KILN_ORIGIN,
    });
    const tree = result.ok ? await readTree(outDir) : new Map<string, string>();
    const appJs = [...tree]
      .filter(([file]) => /^assets\/(?!vendor-).*\.js$/.test(file))
      .map(([, text]) => text)
      .join('\n');
    return { result, appJs, asked: [...new Set(asked)].sort() };
  }

  it.each([
    // A dynamic import is bundled as it is: a shim's names would not cross to the chunk.
    ['a dynamic import', "export const later = () => import('clsx').then((module) => module.clsx('a'));"],
    // class-variance-authority imports clsx itself: a package's imports are its own.
    [
      "a package's own import",
      "export const later = () => import('class-variance-authority').then((module) => module.cva('a'));",
    ],
  ])('bundles clsx itself for %s of it, also once clsx is an alias', async (name, line) => {
    expect((await buildWith(name)).result.ok).toBe(true);
    expect((await buildWith(name)).asked).toEqual([]);

    const mixed = await buildWith(name, line);
    expect(mixed.result.ok).toBe(true);
    // clsx's own code (`arguments.length`) is in the app's chunks, not behind a shim.
    expect(mixed.appJs).toContain('arguments.length');
    const again = await buildWith(name, line);
    expect(again.appJs).toContain('arguments.length');
    expect(again.asked).toContain('clsx');
    expect(again.asked).not.toContain('react');
  });

  it('builds an import with attributes of an aliased package as the plugin does', async () => {
    const line = "import data from 'react-router' with { type: 'json' };\nexport { data };";
    await buildWith('attributes');
    expect((await buildWith('attributes')).asked).toEqual([]);
    expect((await buildWith('attributes', line)).result).toMatchObject({ ok: true });
    const again = await buildWith('attributes', line);
    expect(again.result).toMatchObject({ ok: true });
    expect(again.asked).toContain('react-router');
  });
});

describe('React with more than one store', () => {
  let temp: TempDir;
  let projectDir: string;
  let builder: ReturnType<typeof createBuilder>;

  beforeAll(async () => {
    temp = await makeTempDir();
    projectDir = await copyProject(path.join(temp.dir, 'project'));
    const secondStore = path.join(temp.dir, 'second-store/node_modules');
    await mkdir(secondStore, { recursive: true });
    builder = createBuilder({
      maxConcurrent: 1,
      timeoutMs: 30_000,
      nodePaths: [STORE_NODE_MODULES, secondStore],
    });
  });

  afterAll(async () => {
    await builder.close();
    await temp.remove();
  });

  it('is left to the vendor plugin, which the dedupe follows; other packages are aliases', async () => {
    const build = async (run: number) => {
      asked.length = 0;
      const outDir = path.join(temp.dir, `out-${run}`);
      const result = await builder.build({
        projectId: 'stores',
        projectDir,
        outDir,
        mode: 'preview',
        kilnOrigin: KILN_ORIGIN,
      });
      const tree = result.ok ? await readTree(outDir) : new Map<string, string>();
      const appJs = [...tree]
        .filter(([file]) => /^assets\/(?!vendor-).*\.js$/.test(file))
        .map(([, text]) => text);
      return { result, appJs: appJs.join('\n'), asked: [...new Set(asked)].sort() };
    };
    expect((await build(1)).result.ok).toBe(true);
    const second = await build(2);
    expect(second.result.ok).toBe(true);
    expect(second.asked).toEqual(['react', 'react-dom/client', 'react/jsx-dev-runtime']);
    expect(second.appJs).toContain('globalThis.__kilnVendor["react"]');
    expect(second.appJs).not.toContain('react.development.js');
  });
});
