// The builder's figures: a project's first build and a rebuild after a one-file edit, next to
// `vite build` of the same project measured in the same run (Vite has no incremental build: after an
// edit a user runs it again).
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { esbuildJsxTagger } from '@kiln/jsx-tagger';
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
import { median, type Row } from './report';

const NEW_SET_RUNS = 3;
const COLD_RUNS = 5;
const EDIT_RUNS = 10;
const VITE_RUNS = 3;

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
  return rows;
}

async function benchProject(project: BenchProject): Promise<Row[]> {
  const temp = await makeTempDir('kiln-bench-build-');
  const builder = createBuilder({
    maxConcurrent: 1,
    timeoutMs: 60_000,
    nodePaths: project.nodePaths,
    jsxTagger: (root) => esbuildJsxTagger({ root }),
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
