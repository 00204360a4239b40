// The builder's figures: a project's first build and a rebuild after a one-file edit, next to
// `vite build` of the same project measured in the same run (Vite has no incremental build: after an
// edit a user runs it again).
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { context } from 'esbuild';
import { ASSET_LOADERS } from '../apps/server/src/build/assets-plugin';
import { createBuilder } from '../apps/server/src/build/index';
import {
  copyProject,
  FIXTURE_APP_DIR,
  KILN_ORIGIN,
  makeTempDir,
  STORE_NODE_MODULES,
} from '../apps/server/src/build/testing/fixture';
import { viteBuild } from '../apps/server/src/build/testing/vite-build';
import { REPO_ROOT } from '../apps/server/src/paths';
import { copyLargeApp, LARGE_APP_EDIT_FILE } from './large-app';
import { median, type Row } from './report';

const NEW_SET_RUNS = 3;
const COLD_RUNS = 5;
const EDIT_RUNS = 10;
const VITE_RUNS = 3;
const LARGE_APP_FILES = 300;
const LARGE_RUNS = 10;

type BenchProject = {
  name: string;
  from: string;
  /** The file each edit rewrites. */
  editFile: string;
  /** The project's dependency stores, first one first. */
  nodePaths: string[];
};

export async function benchBuild(): Promise<Row[]> {
  const projects: BenchProject[] = [
    {
      name: 'fixture',
      from: FIXTURE_APP_DIR,
      editFile: 'src/pages/home.tsx',
      nodePaths: [STORE_NODE_MODULES],
    },
  ];
  const template = path.join(REPO_ROOT, 'templates/react-vite');
  const templateEdit = ['src/App.tsx', 'src/app.tsx'].find((file) => existsSync(path.join(template, file)));
  if (existsSync(path.join(template, 'index.html')) && templateEdit) {
    const own = path.join(template, 'node_modules');
    const nodePaths = existsSync(own) ? [own, STORE_NODE_MODULES] : [STORE_NODE_MODULES];
    projects.push({ name: 'template', from: template, editFile: templateEdit, nodePaths });
  }
  const rows: Row[] = [];
  for (const project of projects) rows.push(...(await benchProject(project)));
  rows.push(...(await benchLargeRebuilds()));
  return rows;
}

/**
 * Rebuilds of a 300-file app in a warm context (issue 14 §2's goals: a one-file edit ≤ 300 ms to the
 * preview, a no-change rebuild within 2× of plain esbuild), next to plain esbuild's own incremental
 * rebuild of the same sources: no plugins, packages left external, nothing written. Kiln's figure is
 * the whole build (plugins, Tailwind, checks, index.html, output written), with and without the
 * turn's changed paths.
 */
export async function benchLargeRebuilds(): Promise<Row[]> {
  const temp = await makeTempDir('kiln-bench-rebuild-');
  const builder = createBuilder({
    maxConcurrent: 1,
    timeoutMs: 60_000,
    nodePaths: [STORE_NODE_MODULES],
    tagJsx: true,
  });
  const projectDir = await copyLargeApp(path.join(temp.dir, 'app'), LARGE_APP_FILES);
  const editPath = path.join(projectDir, LARGE_APP_EDIT_FILE);
  const original = await readFile(editPath, 'utf8');
  let edits = 0;
  const edit = () => {
    edits += 1;
    return writeFile(editPath, `${original}\n// Edit ${edits}: className="mt-${(edits % 8) + 1}"\n`);
  };
  const timed = async (rebuild: () => Promise<unknown>) => {
    const started = performance.now();
    await rebuild();
    return performance.now() - started;
  };
  const kiln = (changedPaths?: string[]) => async () => {
    const result = await builder.build({
      projectId: 'large',
      projectDir,
      outDir: path.join(temp.dir, 'out'),
      mode: 'preview',
      kilnOrigin: KILN_ORIGIN,
      changedPaths,
    });
    if (!result.ok) throw new Error(`The ${LARGE_APP_FILES}-file build failed: ${JSON.stringify(result)}`);
  };
  const plain = await context({
    absWorkingDir: projectDir,
    entryPoints: [path.join(projectDir, 'src/main.tsx')],
    outdir: path.join(projectDir, '.plain-out'),
    write: false,
    metafile: true,
    bundle: true,
    splitting: true,
    format: 'esm',
    jsx: 'automatic',
    jsxDev: true,
    sourcemap: 'linked',
    loader: ASSET_LOADERS,
    alias: { '@': path.join(projectDir, 'src') },
    external: [
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      'react-router',
      'clsx',
      'lucide-react',
      'tailwindcss',
    ],
    logLevel: 'silent',
  });
  try {
    const inputs = Object.keys((await plain.rebuild()).metafile.inputs).length;
    if (inputs < LARGE_APP_FILES - 12) throw new Error(`Plain esbuild bundled only ${inputs} files`);
    await kiln()();
    const figures = { kilnSame: [] as number[], kilnEdit: [] as number[], kilnHinted: [] as number[] };
    const plainFigures = { same: [] as number[], edit: [] as number[] };
    for (let run = 0; run < LARGE_RUNS; run += 1) {
      // Interleaved, so a busy machine slows both sides of each ratio alike. Each side's no-change
      // rebuild follows its own rebuild of the same edit, with nothing written in between.
      await edit();
      figures.kilnEdit.push(await timed(kiln()));
      plainFigures.edit.push(await timed(() => plain.rebuild()));
      figures.kilnSame.push(await timed(kiln()));
      plainFigures.same.push(await timed(() => plain.rebuild()));
      await edit();
      figures.kilnHinted.push(await timed(kiln([LARGE_APP_EDIT_FILE])));
    }
    const samePeer = { name: 'plain esbuild rebuild', median: median(plainFigures.same) };
    const editPeer = { name: 'plain esbuild rebuild', median: median(plainFigures.edit) };
    const name = `${LARGE_APP_FILES} files`;
    return [
      {
        name: `${name}: no-change preview rebuild`,
        median: median(figures.kilnSame),
        n: LARGE_RUNS,
        peer: samePeer,
        goal: { label: `no-change preview rebuild, ${name}`, maxPeerRatio: 2 },
      },
      {
        name: `${name}: one-file edit → preview rebuild`,
        median: median(figures.kilnEdit),
        n: LARGE_RUNS,
        peer: editPeer,
      },
      {
        name: `${name}: one-file edit → preview rebuild, changedPaths given`,
        median: median(figures.kilnHinted),
        n: LARGE_RUNS,
        peer: editPeer,
      },
    ];
  } finally {
    await plain.dispose();
    await builder.close();
    await temp.remove();
  }
}

async function benchProject(project: BenchProject): Promise<Row[]> {
  const temp = await makeTempDir('kiln-bench-build-');
  const builder = createBuilder({
    maxConcurrent: 1,
    timeoutMs: 60_000,
    nodePaths: project.nodePaths,
    tagJsx: true,
  });
  const out = (name: string) => path.join(temp.dir, 'out', name);
  const timed = async (build: () => Promise<{ ok: boolean }>) => {
    const started = performance.now();
    const result = await build();
    if (!result.ok) throw new Error(`The ${project.name} build failed: ${JSON.stringify(result)}`);
    return performance.now() - started;
  };
  const buildOf = (projectId: string, projectDir: string, mode: 'preview' | 'production') =>
    timed(() =>
      builder.build({ projectId, projectDir, outDir: out(projectId + mode), mode, kilnOrigin: KILN_ORIGIN }),
    );

  try {
    // A preview build of a project whose set of packages no builder has bundled yet: a fresh builder
    // each time (the process stays warm: esbuild's service and Tailwind are loaded).
    const newPackageSet: number[] = [];
    for (let run = 0; run < NEW_SET_RUNS; run += 1) {
      const fresh = createBuilder({ maxConcurrent: 1, timeoutMs: 60_000, nodePaths: project.nodePaths });
      const projectDir = await copyProject(path.join(temp.dir, `new-set-${run}`), { from: project.from });
      newPackageSet.push(
        await timed(() =>
          fresh.build({
            projectId: 'new-set',
            projectDir,
            outDir: out(`new-set-${run}`),
            mode: 'preview',
            kilnOrigin: KILN_ORIGIN,
          }),
        ).finally(() => fresh.close()),
      );
    }

    // From here on the package set is known, as it is for every project made from the template.
    await buildOf(
      'warm-up',
      await copyProject(path.join(temp.dir, 'warm-up'), { from: project.from }),
      'preview',
    );

    const cold: Record<'preview' | 'production', number[]> = { preview: [], production: [] };
    for (let run = 0; run < COLD_RUNS; run += 1) {
      const projectDir = await copyProject(path.join(temp.dir, `cold-${run}`), { from: project.from });
      for (const mode of ['preview', 'production'] as const) {
        cold[mode].push(await buildOf(`cold-${run}`, projectDir, mode));
      }
      await builder.dispose(`cold-${run}`);
    }

    // Each edit changes some text and swaps a Tailwind class for another, so the stylesheet changes
    // and the class of the previous edit disappears: the builder's slowest kind of one-file edit.
    const editDir = await copyProject(path.join(temp.dir, 'edit'), { from: project.from });
    const editPath = path.join(editDir, project.editFile);
    const original = await readFile(editPath, 'utf8');
    const edit = (run: number) =>
      writeFile(editPath, `${original}\n// Edit ${run}: className="mt-${(run % 8) + 1}"\n`);
    const rebuild: Record<'preview' | 'production', number[]> = { preview: [], production: [] };
    for (const mode of ['preview', 'production'] as const) {
      await buildOf('edit', editDir, mode);
      for (let run = 0; run < EDIT_RUNS; run += 1) {
        await edit(run);
        rebuild[mode].push(await buildOf('edit', editDir, mode));
      }
    }

    const viteDir = await copyProject(path.join(temp.dir, 'vite'), {
      from: project.from,
      linkNodeModules: project.nodePaths[0],
    });
    const vite: number[] = [];
    for (let run = 0; run < VITE_RUNS; run += 1) {
      await writeFile(path.join(viteDir, project.editFile), `${original}\n// Edit ${run}\n`);
      vite.push(await viteBuild(viteDir, out(`vite-${run}`)));
    }
    const peer = { name: 'vite build', median: median(vite) };

    return [
      {
        name: `${project.name}: first preview build, new package set`,
        median: median(newPackageSet),
        n: NEW_SET_RUNS,
        peer,
      },
      { name: `${project.name}: first preview build`, median: median(cold.preview), n: COLD_RUNS, peer },
      {
        name: `${project.name}: first production build`,
        median: median(cold.production),
        n: COLD_RUNS,
        peer,
      },
      {
        name: `${project.name}: one-file edit → preview rebuild`,
        median: median(rebuild.preview),
        n: EDIT_RUNS,
        peer,
      },
      {
        name: `${project.name}: one-file edit → production rebuild`,
        median: median(rebuild.production),
        n: EDIT_RUNS,
        peer,
      },
    ];
  } finally {
    await builder.close();
    await temp.remove();
  }
}
