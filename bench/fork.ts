// Fork and export figures on a real server: a 50-file, 100-commit project (every commit a version with
// its own build, as chat edits leave them) copied until previewable, and zipped for download.
// Printed, never asserted.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { calls } from '@kiln/contracts';
import { median, type Row } from './report';
import { signUpBenchUser, startBenchServer } from './setup';

const FILES = 50;
const COMMITS = 100;

export async function benchFork(): Promise<Row[]> {
  const server = await startBenchServer('fork', { env: { KILN_OFFLINE_DELAY_MS: '0' } });
  const { app, ctx, env } = server;
  try {
    const { email, auth, post } = await signUpBenchUser(server); // the first account: premium
    const webId = (await post(calls.createProject.path, { prompt: 'A landing page for a bakery' })).json()
      .data._id as string;
    await ctx.runs.drain();

    // Grow it to 50 source files over 100 commits, each one a version built as an edit's is.
    const dir = ctx.repos.dir(webId);
    await mkdir(path.join(dir, 'src/bench'), { recursive: true });
    const existing = (
      await ctx.db.query.projectVersion.findMany({ where: (v, { eq }) => eq(v.projectId, webId) })
    ).length;
    for (let i = existing; i < COMMITS; i++) {
      await writeFile(path.join(dir, `src/bench/module-${i % FILES}.ts`), `export const value${i} = ${i};\n`);
      const built = await ctx.engine.commitAndPublish(webId, `Bench edit ${i}`);
      if (!built?.ok) throw new Error(`bench commit ${i} did not build`);
    }
    const versions = await ctx.db.query.projectVersion.findMany({
      where: (v, { eq }) => eq(v.projectId, webId),
    });
    const builtVersions = versions.filter((v) => v.buildStatus === 'ready').length;
    // The versions' screenshots are background work: a fork on an idle server.
    for (let i = 0; i < 600; i++) {
      const shots = await ctx.db.query.projectVersion.findMany({
        where: (v, { eq }) => eq(v.projectId, webId),
      });
      if (shots.every((v) => v.hasScreenshot)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const forks: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      const res = await post(calls.cloneProject.path, { webId, email });
      if (res.statusCode !== 200) throw new Error(`fork failed: ${res.body}`);
      const { subdomain } = res.json().data;
      const preview = await app.inject({
        method: 'GET',
        url: '/',
        headers: { host: `${subdomain}.${env.previewDomain}` },
      });
      if (preview.statusCode !== 200) throw new Error(`fork not previewable: ${preview.statusCode}`);
      forks.push(performance.now() - start);
    }
    const exports: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      const { downloadUrl } = (await post(calls.exportProject.path, { projectId: webId })).json();
      const zip = await app.inject({ method: 'GET', url: `/projects${downloadUrl}`, headers: auth });
      if (zip.statusCode !== 200) throw new Error(`export failed: ${zip.statusCode}`);
      exports.push(performance.now() - start);
    }
    return [
      {
        name: `fork of a ${FILES}-file project, ${versions.length} versions, ${builtVersions} builds → previewable`,
        median: median(forks),
        n: forks.length,
        goal: {
          label: `fork, ${FILES} files, ${versions.length} versions each with a build → previewable`,
          max: 400,
        },
      },
      { name: 'export → zip downloaded', median: median(exports), n: exports.length },
    ];
  } finally {
    await server.close();
  }
}
