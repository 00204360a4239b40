import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyProject,
  KILN_ORIGIN,
  makeTempDir,
  STORE_NODE_MODULES,
  type TempDir,
} from '../build/testing/fixture';
import { readTree } from '../build/testing/output';
import { DependencyStore } from '../engine/dependency-store';
import { type FakeRegistry, startFakeRegistry } from '../engine/testing/fake-npm-registry';
import { REPO_ROOT } from '../paths';
import { isSandboxAvailable } from './bwrap';
import type { Sandbox } from './sandbox';
import { localSandbox } from './testing/local-sandbox';
import { SandboxJobTimeoutError } from './worker';

/**
 * The sandbox's jobs end to end, without the rest of Kiln: an install from a registry (the only
 * job with a network), a preview build reading the installed set and the package bundle the vendor
 * worker makes, a type check, and a worker that runs too long or dies.
 */

const TEMPLATE = path.join(REPO_ROOT, 'templates', 'react-vite');

let temp: TempDir;
let registry: FakeRegistry;
let sandbox: Sandbox;
let store: DependencyStore;

function newSandbox(options: { buildTimeoutMs?: number } = {}): Sandbox {
  return localSandbox(temp.dir, options);
}

async function newProject(name: string, dependencies: Record<string, string> = {}): Promise<string> {
  const dir = await copyProject(path.join(temp.dir, 'repos', name), { from: TEMPLATE });
  const file = path.join(dir, 'package.json');
  const pkg = JSON.parse(await readFile(file, 'utf8'));
  pkg.dependencies = { ...pkg.dependencies, ...dependencies };
  await writeFile(file, JSON.stringify(pkg, null, 2));
  await mkdir(path.join(dir, '.git'), { recursive: true });
  if (Object.keys(dependencies).length === 0) {
    const linked = await store.prepare(dir);
    if (!linked.ok) throw new Error(linked.message);
  }
  return dir;
}

describe.skipIf(!isSandboxAvailable())('the sandbox', () => {
  beforeAll(async () => {
    temp = await makeTempDir('kiln-sandbox-');
    registry = await startFakeRegistry([
      {
        name: 'kiln-test-greeting',
        version: '1.2.0',
        types: 'index.d.ts',
        files: {
          'index.js': "export function greet(name) { return 'Hello from the sandbox, ' + name; }\n",
          'index.d.ts': 'export declare function greet(name: string): string;\n',
        },
      },
    ]);
    sandbox = newSandbox();
    store = new DependencyStore(STORE_NODE_MODULES, {
      depsDir: path.join(temp.dir, 'deps'),
      registry: registry.url,
      timeoutMs: 60_000,
      install: (dir, dependencies, options) => sandbox.install(dir, dependencies, options),
    });
  });

  afterAll(async () => {
    await sandbox?.close();
    await registry?.close();
    await temp?.remove();
  });

  it('installs a package from the registry, then builds and type-checks a project using it', async () => {
    const dir = await newProject('greets', { 'kiln-test-greeting': '^1.2.0' });
    await writeFile(
      path.join(dir, 'src/pages/Index.tsx'),
      "import { greet } from 'kiln-test-greeting';\nexport default function Index() { return <h1>{greet('Kiln')}</h1>; }\n",
    );
    const prepared = await store.prepare(dir);
    if (!prepared.ok) throw new Error(prepared.message);
    expect(registry.requests.length).toBeGreaterThan(0);

    const outDir = path.join(temp.dir, 'builds', 'greets', 'preview');
    const built = await sandbox.build(
      {
        projectId: 'greets',
        projectDir: dir,
        mode: 'preview',
        kilnOrigin: KILN_ORIGIN,
        extraStores: prepared.extraRoots,
      },
      outDir,
    );
    expect(built).toMatchObject({ ok: true });
    const files = await readTree(outDir);
    expect([...files.values()].join('\n')).toContain('Hello from the sandbox');
    expect(files.has('index.html')).toBe(true);

    expect(await sandbox.typecheck('greets', dir, prepared.extraRoots)).toEqual([]);
    await writeFile(
      path.join(dir, 'src/pages/Index.tsx'),
      "import { greet } from 'kiln-test-greeting';\nexport default function Index() { return <h1>{greet(42)}</h1>; }\n",
    );
    const errors = await sandbox.typecheck('greets', dir, prepared.extraRoots);
    expect(errors).toEqual([expect.objectContaining({ file: 'src/pages/Index.tsx', line: 2 })]);
    // The check's files live in the worker's scratch folder, not in the project's `.git`.
    expect(existsSync(path.join(dir, '.git', 'kiln.tsbuildinfo'))).toBe(false);
    // A second project starts from the first one's build info (kept by the API), and checks.
    const second = await newProject('second');
    expect(await sandbox.typecheck('second', second)).toEqual([]);
  });

  it('stops a build that runs too long, and the next build gets a new worker', async () => {
    const slow = newSandbox({ buildTimeoutMs: 15_000 });
    try {
      const dir = await newProject('stalls');
      await writeFile(path.join(dir, 'src/stall.mjs'), 'while (true) {}\nexport default function () {}\n');
      await writeFile(path.join(dir, 'src/index.css'), '@import "tailwindcss";\n@plugin "./stall.mjs";\n');
      const outDir = path.join(temp.dir, 'builds', 'stalls', 'preview');
      const job = { projectId: 'stalls', projectDir: dir, mode: 'preview' as const, kilnOrigin: KILN_ORIGIN };
      const [firstPid] = await Promise.all([
        waitForWorker(slow, 'stalls'),
        expect(slow.build(job, outDir)).rejects.toBeInstanceOf(SandboxJobTimeoutError),
      ]);
      // Killed is gone: the next build must not be handed to it while its exit is on the way.
      expect(slow.workerPids('stalls')).toEqual([]);
      await writeFile(path.join(dir, 'src/index.css'), '@import "tailwindcss";\n');
      expect(await slow.build(job, outDir)).toMatchObject({ ok: true });
      expect(slow.workerPids('stalls')).not.toContain(firstPid);
    } finally {
      await slow.close();
    }
  });

  it('fails the job of a worker that dies, and builds again after', async () => {
    const dir = await newProject('dies');
    await writeFile(path.join(dir, 'src/die.mjs'), 'process.exit(7);\nexport default function () {}\n');
    await writeFile(path.join(dir, 'src/index.css'), '@import "tailwindcss";\n@plugin "./die.mjs";\n');
    const outDir = path.join(temp.dir, 'builds', 'dies', 'preview');
    const job = { projectId: 'dies', projectDir: dir, mode: 'preview' as const, kilnOrigin: KILN_ORIGIN };
    await expect(sandbox.build(job, outDir)).rejects.toThrow(/worker stopped/);
    expect(existsSync(outDir)).toBe(false);
    await writeFile(path.join(dir, 'src/index.css'), '@import "tailwindcss";\n');
    expect(await sandbox.build(job, outDir)).toMatchObject({ ok: true });
  });
});

async function waitForWorker(sandbox: Sandbox, projectId: string): Promise<number | undefined> {
  await expect.poll(() => sandbox.workerPids(projectId).length).toBeGreaterThan(0);
  return sandbox.workerPids(projectId)[0];
}
