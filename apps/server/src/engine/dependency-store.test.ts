import { existsSync, realpathSync } from 'node:fs';
import { readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilder } from '../build/builder';
import { hasChromium, launchChromium, visit } from '../build/testing/chromium';
import {
  copyProject,
  KILN_ORIGIN,
  makeTempDir,
  STORE_NODE_MODULES,
  type TempDir,
} from '../build/testing/fixture';
import { serveStatic } from '../build/testing/static-server';
import { REPO_ROOT } from '../paths';
import { createTools, TurnRecord } from '../pipeline/ai-tools';
import { ProjectWorkspace } from '../pipeline/tools/workspace';
import { typecheck } from '../pipeline/typecheck';
import { DependencyStore } from './dependency-store';
import { buildWithDependencies } from './project-build';
import { type FakePackage, type FakeRegistry, startFakeRegistry } from './testing/fake-npm-registry';

const TEMPLATE = path.join(REPO_ROOT, 'templates', 'react-vite');

// A package with types, and a React component package that only peers on React: it must run on the
// app's one React (hooks throw with two copies).
const PACKAGES: FakePackage[] = [
  {
    name: 'kiln-test-greeting',
    version: '1.0.0',
    files: { 'index.js': "export function greet(name) { return 'Hello, ' + name + ' (v1)'; }\n" },
  },
  {
    name: 'kiln-test-greeting',
    version: '1.2.0',
    types: 'index.d.ts',
    files: {
      'index.js': "export function greet(name) { return 'Hello, ' + name; }\n",
      'index.d.ts': 'export declare function greet(name: string): string;\n',
    },
  },
  {
    name: '@kiln-test/counter',
    version: '2.0.0',
    types: 'index.d.ts',
    peerDependencies: { react: '>=18' },
    dependencies: { 'kiln-test-greeting': '^1.2.0' },
    files: {
      'index.js': [
        "import { createElement, useState } from 'react';",
        "import { greet } from 'kiln-test-greeting';",
        'export function Counter() {',
        '  const [count] = useState(41);',
        "  return createElement('p', null, greet('counter') + ': ' + (count + 1));",
        '}',
      ].join('\n'),
      'index.d.ts': 'export declare function Counter(): import("react").JSX.Element;\n',
    },
  },
];

const PAGE = `import { Counter } from '@kiln-test/counter';
import { greet } from 'kiln-test-greeting';

export default function Index() {
  return (
    <main>
      <h1>{greet('Kiln')}</h1>
      <Counter />
    </main>
  );
}
`;

describe('the dependency store', () => {
  let temp: TempDir;
  let registry: FakeRegistry;
  let store: DependencyStore;
  const builder = createBuilder({
    maxConcurrent: 2,
    timeoutMs: 60_000,
    nodePaths: [STORE_NODE_MODULES],
    tagJsx: true,
  });

  const newProject = async (name: string, dependencies: Record<string, string>) => {
    const dir = await copyProject(path.join(temp.dir, name), { from: TEMPLATE });
    const pkgFile = path.join(dir, 'package.json');
    const pkg = JSON.parse(await readFile(pkgFile, 'utf8'));
    pkg.dependencies = { ...pkg.dependencies, ...dependencies };
    await writeFile(pkgFile, JSON.stringify(pkg, null, 2));
    return dir;
  };

  beforeAll(async () => {
    temp = await makeTempDir('kiln-deps-');
    registry = await startFakeRegistry(PACKAGES);
    store = new DependencyStore(STORE_NODE_MODULES, {
      depsDir: path.join(temp.dir, 'deps'),
      registry: registry.url,
      // Its own cache, so every download shows in the registry's log.
      cache: path.join(temp.dir, 'npm-cache'),
      timeoutMs: 60_000,
    });
  });

  afterAll(async () => {
    await builder.close();
    await registry?.close();
    await temp?.remove();
  });

  it('links a project using only the template packages to the shared store, with nothing installed', async () => {
    const dir = await newProject('plain', { 'lucide-react': 'latest', react: '^19.0.0' });
    const prepared = await store.prepare(dir);
    expect(prepared).toEqual({ ok: true, nodeModules: STORE_NODE_MODULES, extraRoots: [] });
    expect(await readlink(path.join(dir, 'node_modules'))).toBe(STORE_NODE_MODULES);
    expect(registry.requests).toEqual([]);
  });

  it('installs added packages into a keyed store that builds, type-checks and renders on one React', async () => {
    const dir = await newProject('app', { '@kiln-test/counter': '^2.0.0', 'kiln-test-greeting': '^1.2.0' });
    await writeFile(path.join(dir, 'src/pages/Index.tsx'), PAGE);

    const prepared = await store.prepare(dir);
    if (!prepared.ok) throw new Error(prepared.message);
    const [storeDir] = prepared.extraRoots;
    expect(storeDir).toBeDefined();
    expect(path.dirname(storeDir as string)).toBe(path.join(temp.dir, 'deps'));
    // The project has no install of its own: a link to the set's view.
    expect(await readlink(path.join(dir, 'node_modules'))).toBe(prepared.nodeModules);
    const view = prepared.nodeModules;
    expect(
      JSON.parse(await readFile(path.join(view, 'kiln-test-greeting/package.json'), 'utf8')).version,
    ).toBe('1.2.0');
    // React is the shared store's, reached through the view.
    expect(realpathSync(path.join(view, 'react'))).toBe(realpathSync(path.join(STORE_NODE_MODULES, 'react')));
    // Kiln's own workspace packages are not part of a project's view.
    expect(existsSync(path.join(view, '@kiln'))).toBe(false);

    expect(await typecheck(dir)).toEqual([]);
    const result = await buildWithDependencies(builder, store, {
      projectId: 'app',
      projectDir: dir,
      outDir: path.join(temp.dir, 'out-app'),
      mode: 'preview',
      kilnOrigin: KILN_ORIGIN,
    });
    expect(result.ok ? [] : result.errors).toEqual([]);

    if (!hasChromium) return;
    const server = await serveStatic(path.join(temp.dir, 'out-app'));
    const browser = await launchChromium();
    try {
      const report = await visit(browser, `${server.origin}/`, { expectedText: 'Hello, counter: 42' });
      expect(report.text).toContain('Hello, Kiln');
      expect(report.problems).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  });

  it('shares one install between projects asking for the same set', async () => {
    const before = registry.requests.length;
    const dir = await newProject('twin', { 'kiln-test-greeting': '^1.2.0', '@kiln-test/counter': '^2.0.0' });
    const prepared = await store.prepare(dir);
    expect(prepared.ok).toBe(true);
    expect(registry.requests.length).toBe(before);
    expect((await readdir(path.join(temp.dir, 'deps'))).filter((name) => !name.startsWith('.'))).toHaveLength(
      1,
    );
  });

  it('serialises concurrent installs of one set', async () => {
    const dirs = await Promise.all(
      ['c1', 'c2', 'c3'].map((name) => newProject(name, { 'kiln-test-greeting': '1.0.0' })),
    );
    const results = await Promise.all(dirs.map((dir) => store.prepare(dir)));
    const roots = results.map((r) => (r.ok ? r.extraRoots[0] : r.message));
    expect(new Set(roots).size).toBe(1);
    expect(registry.requests.filter((url) => url.endsWith('kiln-test-greeting-1.0.0.tgz'))).toHaveLength(1);
  });

  it("installs the version the project's lockfile recorded, not the newest in range", async () => {
    const dir = await newProject('locked', { 'kiln-test-greeting': '^1.0.0' });
    const lock = `importers:\n\n  .:\n    dependencies:\n      kiln-test-greeting:\n        specifier: ^1.0.0\n        version: 1.0.0\n`;
    await writeFile(path.join(dir, 'pnpm-lock.yaml'), lock);
    const prepared = await store.prepare(dir);
    if (!prepared.ok) throw new Error(prepared.message);
    const installed = path.join(prepared.nodeModules, 'kiln-test-greeting/package.json');
    expect(JSON.parse(await readFile(installed, 'utf8')).version).toBe('1.0.0');
  });

  it('names an unknown package, and a version that does not exist', async () => {
    const unknown = await store.prepare(await newProject('unknown', { 'kiln-no-such-package': '^1.0.0' }));
    expect(unknown).toEqual({
      ok: false,
      message: 'Package "kiln-no-such-package" could not be installed: it was not found in the npm registry',
    });
    const noVersion = await store.prepare(await newProject('no-version', { 'kiln-test-greeting': '^9.0.0' }));
    expect(noVersion).toEqual({
      ok: false,
      message: 'Package "kiln-test-greeting" could not be installed: no version matches "^9.0.0"',
    });
    // A failed install leaves nothing a later build could take for a store.
    const sets = await readdir(path.join(temp.dir, 'deps'));
    expect(sets.filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it('fails the build with an error on package.json naming the package', async () => {
    const dir = await newProject('broken', { 'kiln-no-such-package': '1.0.0' });
    const result = await buildWithDependencies(builder, store, {
      projectId: 'broken',
      projectDir: dir,
      outDir: path.join(temp.dir, 'out-broken'),
      mode: 'preview',
      kilnOrigin: KILN_ORIGIN,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      {
        file: 'package.json',
        line: null,
        column: null,
        message:
          'Package "kiln-no-such-package" could not be installed: it was not found in the npm registry',
      },
    ]);
    expect(existsSync(path.join(temp.dir, 'out-broken'))).toBe(false);
  });

  it('stops an install that takes too long, naming the package', async () => {
    // A registry that accepts connections and never answers.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const slow = new DependencyStore(STORE_NODE_MODULES, {
      depsDir: path.join(temp.dir, 'deps-slow'),
      registry: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      cache: path.join(temp.dir, 'npm-cache-slow'),
      timeoutMs: 1_500,
    });
    try {
      const result = await slow.prepare(await newProject('slow', { 'kiln-test-greeting': '^1.2.0' }));
      expect(result).toEqual({
        ok: false,
        message: 'Installing package "kiln-test-greeting" took longer than 2 s and was stopped',
      });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('add_dependency installs the package, or leaves package.json as it was and tells the model why', async () => {
    const dir = await newProject('tool', {});
    const workspace = new ProjectWorkspace(dir, () => store.prepare(dir));
    const tools = createTools(workspace, new TurnRecord(), {
      onWrite: () => undefined,
      onProjectName: () => undefined,
    });
    const run = (name: string, version: string) =>
      tools.add_dependency?.execute?.({ name, version }, { toolCallId: name, messages: [] });

    await expect(run('kiln-test-greeting', '^1.2.0')).resolves.toContain('kiln-test-greeting@^1.2.0');
    expect(existsSync(path.join(dir, 'node_modules/kiln-test-greeting/index.d.ts'))).toBe(true);

    const before = await readFile(path.join(dir, 'package.json'), 'utf8');
    await expect(run('kiln-no-such-package', '1.0.0')).rejects.toThrow(
      'Package "kiln-no-such-package" could not be installed: it was not found in the npm registry',
    );
    expect(await readFile(path.join(dir, 'package.json'), 'utf8')).toBe(before);
  });

  it('refuses specs that are not registry ranges (files, git, URLs, aliases)', async () => {
    for (const spec of [
      'file:../../secrets',
      'git+https://example.com/x.git',
      'npm:react@18',
      'https://x/y.tgz',
    ]) {
      const result = await store.prepare(await newProject(`spec-${spec.length}`, { evil: spec }));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toContain('must name a version range from the npm registry');
    }
  });
});
