// The sandbox's cost: the template's first preview build and a one-file edit → preview rebuild run by
// a sandboxed project worker (apps/server/src/sandbox), next to the same builds in process (how Kiln
// built before issue 13), measured in the same run; and the type check both ways.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createBuilder } from '../apps/server/src/build/index';
import {
  copyProject,
  KILN_ORIGIN,
  makeTempDir,
  STORE_NODE_MODULES,
} from '../apps/server/src/build/testing/fixture';
import { REPO_ROOT } from '../apps/server/src/paths';
import { typecheck } from '../apps/server/src/pipeline/typecheck';
import { isSandboxAvailable } from '../apps/server/src/sandbox/bwrap';
import { localSandbox } from '../apps/server/src/sandbox/testing/local-sandbox';
import { median, type Row } from './report';

const COLD_RUNS = 5;
const EDIT_RUNS = 10;
const CHECK_RUNS = 5;
const TEMPLATE = path.join(REPO_ROOT, 'templates/react-vite');
const EDIT_FILE = 'src/App.tsx';

export async function benchSandbox(): Promise<Row[]> {
  if (!isSandboxAvailable()) {
    console.log('  (skipped: bubblewrap is not installed)');
    return [];
  }
  const temp = await makeTempDir('kiln-bench-sandbox-');
  const sandbox = localSandbox(temp.dir);

  const inProcess = createBuilder({
    maxConcurrent: 1,
    timeoutMs: 60_000,
    nodePaths: [STORE_NODE_MODULES],
    tagJsx: true,
  });
  const project = async (name: string) => {
    const dir = await copyProject(path.join(temp.dir, 'repos', name), {
      from: TEMPLATE,
      linkNodeModules: STORE_NODE_MODULES,
    });
    await mkdir(path.join(dir, '.git'), { recursive: true });
    return dir;
  };
  const timed = async (work: () => Promise<{ ok: boolean } | unknown[]>) => {
    const started = performance.now();
    const result = await work();
    if (!Array.isArray(result) && !result.ok)
      throw new Error(`A bench build failed: ${JSON.stringify(result)}`);
    if (Array.isArray(result) && result.length > 0)
      throw new Error(`The type check failed: ${JSON.stringify(result)}`);
    return performance.now() - started;
  };
  const out = (name: string) => path.join(temp.dir, 'out', name);
  const sandboxed = (id: string, dir: string) =>
    timed(() =>
      sandbox.build(
        { projectId: id, projectDir: dir, mode: 'preview', kilnOrigin: KILN_ORIGIN },
        out(`s-${id}`),
      ),
    );
  const direct = (id: string, dir: string) =>
    timed(() =>
      inProcess.build({
        projectId: id,
        projectDir: dir,
        outDir: out(`d-${id}`),
        mode: 'preview',
        kilnOrigin: KILN_ORIGIN,
      }),
    );

  try {
    // Warm-up: the package bundle exists, as on any running instance.
    await sandboxed('warm-up', await project('warm-up'));
    await direct('warm-up', await project('warm-up-direct'));

    const cold = { sandboxed: [] as number[], direct: [] as number[] };
    for (let run = 0; run < COLD_RUNS; run += 1) {
      cold.sandboxed.push(await sandboxed(`cold-${run}`, await project(`cold-${run}`)));
      cold.direct.push(await direct(`cold-${run}`, await project(`cold-direct-${run}`)));
      await Promise.all([sandbox.forget(`cold-${run}`), inProcess.dispose(`cold-${run}`)]);
    }

    // As a first run does: the worker warms while the model writes, then the first edit builds.
    const prewarmed: number[] = [];
    for (let run = 0; run < COLD_RUNS; run += 1) {
      const dir = await project(`first-${run}`);
      await sandbox.warm({
        projectId: `first-${run}`,
        projectDir: dir,
        mode: 'preview',
        kilnOrigin: KILN_ORIGIN,
      });
      const file = path.join(dir, EDIT_FILE);
      await writeFile(file, `${await readFile(file, 'utf8')}\n// The model's first edit\n`);
      prewarmed.push(await sandboxed(`first-${run}`, dir));
      await sandbox.forget(`first-${run}`);
    }

    const edits = { sandboxed: [] as number[], direct: [] as number[] };
    const dirs = { sandboxed: await project('edit'), direct: await project('edit-direct') };
    const original = await readFile(path.join(dirs.sandboxed, EDIT_FILE), 'utf8');
    await sandboxed('edit', dirs.sandboxed);
    await direct('edit', dirs.direct);
    for (let run = 0; run < EDIT_RUNS; run += 1) {
      const text = `${original}\n// Edit ${run}: className="mt-${(run % 8) + 1}"\n`;
      await writeFile(path.join(dirs.sandboxed, EDIT_FILE), text);
      edits.sandboxed.push(await sandboxed('edit', dirs.sandboxed));
      await writeFile(path.join(dirs.direct, EDIT_FILE), text);
      edits.direct.push(await direct('edit', dirs.direct));
    }

    const checks = { sandboxed: [] as number[], direct: [] as number[] };
    for (let run = 0; run < CHECK_RUNS; run += 1) {
      const text = `${original}\n// Check ${run}\n`;
      await writeFile(path.join(dirs.sandboxed, EDIT_FILE), text);
      checks.sandboxed.push(await timed(() => sandbox.typecheck('edit', dirs.sandboxed)));
      await writeFile(path.join(dirs.direct, EDIT_FILE), text);
      checks.direct.push(await timed(() => typecheck(dirs.direct, { seed: null })));
    }

    const peer = (values: number[]) => ({ name: 'in process', median: median(values) });
    return [
      {
        name: 'template: first preview build, new worker',
        median: median(cold.sandboxed),
        n: COLD_RUNS,
        peer: peer(cold.direct),
      },
      {
        name: "template: a new project's first edit → preview build, worker prewarmed",
        median: median(prewarmed),
        n: COLD_RUNS,
        peer: peer(cold.direct),
      },
      {
        name: 'template: one-file edit → preview rebuild',
        median: median(edits.sandboxed),
        n: EDIT_RUNS,
        peer: peer(edits.direct),
      },
      {
        name: 'template: type check after an edit',
        median: median(checks.sandboxed),
        n: CHECK_RUNS,
        peer: peer(checks.direct),
      },
    ];
  } finally {
    await Promise.all([sandbox.close(), inProcess.close()]);
    await temp.remove();
  }
}
