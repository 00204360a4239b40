// Engine figures on a real server: project creation to first served build, version switch, diff,
// disk per project, and a prompt to COMPLETE with the offline model. Printed, never asserted.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { calls } from '@kiln/contracts';
import type { Db } from '../apps/server/src/db/client';
import { REPO_ROOT } from '../apps/server/src/paths';
import { median, type Row } from './report';
import { signUpBenchUser, startBenchServer } from './setup';

const execFileAsync = promisify(execFile);

async function duSize(dir: string): Promise<number> {
  const { stdout } = await execFileAsync('du', ['-sb', dir]);
  return Number(stdout.split('\t')[0]);
}

/** Screenshots are taken in the background after each build: wait until the project's are on disk. */
async function settleScreenshots(db: Db, webId: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const versions = await db.query.projectVersion.findMany({ where: (v, { eq }) => eq(v.projectId, webId) });
    if (versions.every((v) => v.hasScreenshot)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function benchEngine(): Promise<Row[]> {
  const rows: Row[] = [];
  const server = await startBenchServer('engine', { env: { KILN_OFFLINE_DELAY_MS: '0' } });
  const { ctx, dataDir } = server;
  const { post } = await signUpBenchUser(server);

  // Prompt → COMPLETE with the offline model (setup, generation, build, type check, smoke render).
  // The first served build is the template's, live when the project's viewers are told to load it
  // (`upload:success`, heard here as a viewer would, without polling the database meanwhile).
  const servedAt = new Map<string, number>();
  const { realtime } = server;
  const emit = realtime.emitToProject.bind(realtime);
  realtime.emitToProject = (id, event, payload) => {
    if (event === 'upload:success' && !servedAt.has(id)) servedAt.set(id, performance.now());
    emit(id, event, payload);
  };
  // A different app each time, as different people would ask: every recipe, each with its own subject,
  // so no run reuses another's generated files (the template's are shared, as in real use).
  const prompts = [
    'A landing page for a bakery called Crumb',
    'A task manager for my design team',
    'A blog about slow travel in Portugal',
    'A portfolio for a wedding photographer called Lumen',
    'A sales dashboard with charts for a bike shop',
    'An online store selling handmade ceramics',
    'A restaurant menu for a ramen bar called Koji',
    'An event page for a jazz festival in Lisbon',
    'A workout tracker for marathon training',
  ];
  // First the same kinds of app about other subjects, unmeasured: a server that has served each kind
  // before has its package bundle (recharts, say) built, as a running instance has.
  const warmUps = [
    'A landing page for a yoga studio called Sana',
    'A to-do list for my groceries',
    'A blog about sourdough baking',
    'A portfolio for an architect',
    'An analytics dashboard for a coffee roaster',
    'An online shop for vintage vinyl records',
    'A menu for a pizzeria called Forno',
    'A page for a hackathon in Porto',
    'A fitness tracker for my gym sessions',
  ];
  for (const prompt of warmUps) {
    await post(calls.createProject.path, { prompt });
    await ctx.runs.drain();
  }
  const completes: number[] = [];
  const setups: number[] = [];
  let webId = '';
  let diskBefore = 0;
  for (const [i, prompt] of prompts.entries()) {
    // Each prompt on an idle server: the last project's background screenshots are done.
    if (webId) await settleScreenshots(ctx.db, webId);
    // Disk per extra project: the whole data dir before and after the last one (shared package
    // bundles and hard links counted once, as on disk).
    if (i === prompts.length - 1) diskBefore = await duSize(dataDir);
    const start = performance.now();
    webId = (await post(calls.createProject.path, { prompt })).json().data._id;
    await ctx.runs.drain();
    completes.push(performance.now() - start);
    // A run that failed fast would flatter the figure.
    const phase = (await post(calls.getProject.path, { webId })).json().data.phase;
    if (phase !== 'COMPLETE') {
      const history = (await post(calls.getChatHistory.path, { webId })).json().data as { content: string }[];
      throw new Error(`"${prompt}" ended ${phase}: ${history.at(-1)?.content.slice(-1500)}`);
    }
    setups.push((servedAt.get(webId) ?? Number.NaN) - start);
  }
  rows.push({
    name: 'create project → first build served (target ≤ 1000 ms)',
    median: median(setups),
    n: setups.length,
  });
  rows.push({
    name: 'prompt → COMPLETE, offline model, with checks (≤ 1500 ms)',
    median: median(completes),
    n: completes.length,
  });

  await settleScreenshots(ctx.db, webId);
  rows.push({
    name: 'disk per extra project (target ≤ 5 MB)',
    unit: 'MB',
    median: ((await duSize(dataDir)) - diskBefore) / 1e6,
    n: 1,
  });

  // Version switch and diff.
  const versions = (await post(calls.listVersions.path, { webId })).json().data as {
    _id: string;
    commitHash: string;
  }[];
  const [latest, initial] = [versions[0], versions[versions.length - 1]];
  const switches: number[] = [];
  for (let i = 0; i < 20; i++) {
    const target = i % 2 === 0 ? initial : latest;
    const start = performance.now();
    await post(calls.switchVersion.path, { webId, webVersionId: target?._id });
    switches.push(performance.now() - start);
  }
  rows.push({ name: 'version switch (target ≤ 100 ms)', median: median(switches), n: switches.length });
  const subdomain = (await post(calls.getProject.path, { webId })).json().data.subdomain;
  const diffs: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    await post(calls.getCommitDiff.path, {
      previousCommit: initial?.commitHash,
      currentCommit: latest?.commitHash,
      subdomain,
    });
    diffs.push(performance.now() - start);
  }
  rows.push({ name: 'diff between two commits', median: median(diffs), n: diffs.length });

  // The peer way: a project with its own node_modules (npm install, warm cache) and `vite build`.
  const peerDir = await mkdtemp(path.join(os.tmpdir(), 'kiln-bench-peer-'));
  await cp(ctx.repos.dir(webId), peerDir, {
    recursive: true,
    filter: (s) => !s.includes(`${path.sep}.git`) && !s.endsWith('node_modules'),
  });
  const installStart = performance.now();
  let installMs = Number.NaN;
  try {
    await execFileAsync(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
      { cwd: peerDir, timeout: 300_000 },
    );
    installMs = performance.now() - installStart;
  } catch {
    await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(peerDir, 'node_modules'));
  }
  const viteStart = performance.now();
  await execFileAsync(
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'silent'],
    { cwd: peerDir },
  );
  const viteMs = performance.now() - viteStart;
  rows[0] = {
    ...(rows[0] as Row),
    peer: { name: 'npm install + vite build', median: (Number.isNaN(installMs) ? 0 : installMs) + viteMs },
  };
  rows.push({ name: 'peer: npm install (warm cache), per project', median: installMs, n: 1 });
  rows.push({ name: 'peer: vite build of the generated app', median: viteMs, n: 1 });
  rows.push({
    name: 'peer: disk of a project with node_modules',
    unit: 'MB',
    median: (await duSize(peerDir)) / 1e6,
    n: 1,
  });

  await server.close();
  await rm(peerDir, { recursive: true, force: true });
  return rows;
}
