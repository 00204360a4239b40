// Issue 21 §5: importing a project until its first preview is live, next to what a user does with the
// same project without Kiln (`npm install && vite build`), measured in the same run on the same
// packages (a registry mirroring the installed ones, so neither side touches the network).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { viteBuild } from '../apps/server/src/build/testing/vite-build';
import { ownViteBuildReason } from '../apps/server/src/build/vite-config-scan';
import { type MirrorRegistry, startMirrorRegistry } from '../apps/server/src/engine/testing/mirror-registry';
import { importZipAndWait, zipFolder } from '../apps/server/src/imports/testing/import-client';
import { SAMPLE_FILES } from '../apps/server/src/imports/testing/sample-project';
import { REPO_ROOT } from '../apps/server/src/paths';
import { median, type Row } from './report';
import { signUpBenchUser, startBenchServer } from './setup';

const RUNS = 3;
const FIXTURES_DIR = path.join(REPO_ROOT, 'packages/import-fixtures/projects');

export async function benchImport(): Promise<Row[]> {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'kiln-bench-import-'));
  const mirror = await startMirrorRegistry([
    path.join(REPO_ROOT, 'node_modules'),
    path.join(REPO_ROOT, 'packages/import-fixtures/node_modules'),
  ]);
  const server = await startBenchServer('import', { env: { KILN_NPM_REGISTRY: mirror.url } });
  try {
    const user = await signUpBenchUser(server);
    const projects = [{ name: 'sample', dir: await writeSample(path.join(temp, 'sample')) }];
    if (existsSync(FIXTURES_DIR)) {
      for (const name of readdirSync(FIXTURES_DIR).sort())
        projects.push({ name, dir: path.join(FIXTURES_DIR, name) });
    }
    const rows: Row[] = [];
    for (const project of projects) {
      const zip = await zipFolder(project.dir);
      const importOnce = async () => {
        // One import at a time on a quiet server, as a user makes them: the last one's screenshot
        // taken and the next spare project's worker started.
        await server.ctx.engine.whenScreenshotsTaken();
        await server.ctx.spares?.settled();
        const started = performance.now();
        const imported = await importZipAndWait(server.app, user.auth, `${project.name}.zip`, zip);
        if (imported.phase !== 'COMPLETE')
          throw new Error(`${project.name} did not import: ${imported.account}`);
        return performance.now() - started;
      };
      // The first import installs the project's dependency set; later ones find it in the store.
      const first = await importOnce();
      const again: number[] = [];
      for (let i = 0; i < RUNS; i++) again.push(await importOnce());
      await server.ctx.engine.whenScreenshotsTaken();
      const peer = await npmInstallAndViteBuild(project.dir, path.join(temp, 'peer', project.name), mirror);
      const peerFigure = { name: 'npm install && vite build', median: median(peer) };
      // A project its own vite build builds is not the fast path the goal is about.
      const ownBuild = await ownViteBuildReason(project.dir);
      rows.push(
        {
          name: `${project.name}: import → first preview (its packages in the store${ownBuild ? ', its own vite build' : ''})`,
          median: median(again),
          n: again.length,
          peer: peerFigure,
          ...(ownBuild
            ? {}
            : { goal: { label: `import → first preview, ${project.name}`, maxPeerRatio: 0.2 } }),
        },
        {
          name: `${project.name}: first import (its packages installed)`,
          median: first,
          n: 1,
          peer: peerFigure,
        },
      );
    }
    return rows;
  } finally {
    await server.close();
    await mirror.close();
    await rm(temp, { recursive: true, force: true });
  }
}

/** The sample as files on disk; its config's dev-only Lovable plugin stood in for (not installed here). */
async function writeSample(dir: string): Promise<string> {
  for (const [file, content] of Object.entries(SAMPLE_FILES)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  const pkg = JSON.parse(SAMPLE_FILES['package.json'] ?? '{}') as { devDependencies: Record<string, string> };
  delete pkg.devDependencies['lovable-tagger'];
  delete pkg.devDependencies.eslint;
  await writeFile(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
  await writeFile(
    path.join(dir, 'vite.config.ts'),
    (SAMPLE_FILES['vite.config.ts'] ?? '').replace(
      "import { componentTagger } from 'lovable-tagger';\n",
      'const componentTagger = () => null;\n',
    ),
  );
  return dir;
}

/** What a user runs on a fresh copy: `npm install` (npm's cache warm from a first, unmeasured run), then `vite build`. */
async function npmInstallAndViteBuild(
  source: string,
  work: string,
  mirror: MirrorRegistry,
): Promise<number[]> {
  const cache = path.join(work, 'npm-cache');
  const once = async (round: number) => {
    const copy = path.join(work, `copy-${round}`);
    await cp(source, copy, { recursive: true, filter: (file) => !/[/\\](node_modules|dist)$/.test(file) });
    const started = performance.now();
    await run(
      'npm',
      ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--registry', mirror.url, '--cache', cache],
      copy,
    );
    await viteBuild(copy, path.join(copy, 'dist'));
    const elapsed = performance.now() - started;
    await rm(copy, { recursive: true, force: true });
    return elapsed;
  };
  await once(-1);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await once(i));
  return times;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
    );
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${stderr}`)),
    );
  });
}
