// What a chat edit's version screenshot costs once its run says COMPLETE, on a real server with the
// offline model, real builds and the sandboxed Chromium. CPU is the whole process tree's (the server,
// its sandboxed workers, Chromium's processes), read from /proc. Printed, never asserted.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { calls } from '@kiln/contracts';
import { projectPaths } from '../apps/server/src/storage/paths';
import { median, type Row } from './report';
import { signUpBenchUser, startBenchServer } from './setup';

const EDITS = 8;
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/**
 * CPU milliseconds used so far by `root` and every process under it (live ones, plus the children
 * they have reaped). A process that ends unreaped inside a window is missed: a slight undercount.
 */
function treeCpuMs(root = process.pid): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // Fields after the command (which may hold spaces), from field 3 (state) on.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    const ppid = Number(fields[1]);
    // utime, stime, cutime, cstime are fields 14–17 (11–14 here).
    ticks.set(
      pid,
      [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0),
    );
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let total = 0;
  const pending = [root];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    total += ticks.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total * TICK_MS;
}

export async function benchRender(): Promise<Row[]> {
  const server = await startBenchServer('render', { env: { KILN_OFFLINE_DELAY_MS: '0' } });
  const { ctx, dataDir } = server;
  const { post } = await signUpBenchUser(server);
  try {
    const webId = (
      await post(calls.createProject.path, { prompt: 'A landing page for a bakery called Crumb' })
    ).json().data._id as string;
    await ctx.runs.drain();
    const versions = () =>
      ctx.db.query.projectVersion.findMany({ where: (v, { eq }) => eq(v.projectId, webId) });
    // The first run's screenshots are background work: let them finish before measuring.
    for (let i = 0; i < 200 && !(await versions()).every((v) => v.hasScreenshot); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));

    const shotsDir = projectPaths(dataDir, webId).screenshots;
    const shotCount = () =>
      existsSync(shotsDir) ? readdirSync(shotsDir).filter((f) => /^[0-9a-f]{40}\.png$/.test(f)).length : 0;
    // Heard as the project's viewers hear it: the moment the run says COMPLETE, with the screenshots
    // on disk then and the CPU used so far.
    let completed: { wall: number; cpu: number; shots: number } | null = null;
    const emit = server.realtime.emitToProject.bind(server.realtime);
    server.realtime.emitToProject = (id, event, payload) => {
      if (id === webId && event === 'project:status' && (payload as { step: string }).step === 'COMPLETE')
        completed = { wall: performance.now(), cpu: treeCpuMs(), shots: shotCount() };
      emit(id, event, payload);
    };

    const sendToComplete: number[] = [];
    const waitWall: number[] = [];
    const waitCpu: number[] = [];
    const loads: number[] = [];
    const editCpu: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      completed = null;
      const shotsBefore = shotCount();
      const loadsBefore = server.screenshots.pageLoads;
      const start = performance.now();
      const startCpu = treeCpuMs();
      const sent = await post(calls.sendChatMessage.path, {
        webId,
        messages: [{ role: 'user', content: `change the title to Fresh bread, batch ${i + 1}` }],
      });
      if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
      await ctx.runs.whenIdle(webId);
      const done = completed as { wall: number; cpu: number; shots: number } | null;
      const phase = (await post(calls.getProject.path, { webId })).json().data.phase;
      if (phase !== 'COMPLETE' || !done) throw new Error(`edit ${i + 1} ended ${phase}`);
      sendToComplete.push(done.wall - start);
      if (done.shots > shotsBefore) {
        // On disk when the run said COMPLETE: nothing left to wait for.
        waitWall.push(0);
        waitCpu.push(0);
        editCpu.push(done.cpu - startCpu);
      } else {
        for (let tries = 0; tries < 3000 && shotCount() === shotsBefore; tries++)
          await new Promise((resolve) => setTimeout(resolve, 5));
        if (shotCount() === shotsBefore) throw new Error(`edit ${i + 1} got no screenshot`);
        waitWall.push(performance.now() - done.wall);
        const shotCpu = treeCpuMs();
        waitCpu.push(shotCpu - done.cpu);
        editCpu.push(shotCpu - startCpu);
      }
      loads.push(server.screenshots.pageLoads - loadsBefore);
    }
    return [
      {
        name: 'chat edit: send → COMPLETE, offline model, with checks',
        median: median(sendToComplete),
        n: EDITS,
      },
      { name: 'chat edit: COMPLETE → version screenshot on disk', median: median(waitWall), n: EDITS },
      { name: 'chat edit: CPU, COMPLETE → screenshot (all processes)', median: median(waitCpu), n: EDITS },
      {
        name: 'chat edit: CPU, send → screenshot on disk (all processes)',
        median: median(editCpu),
        n: EDITS,
      },
      { name: 'chat edit: Chromium page loads per version', unit: 'loads', median: median(loads), n: EDITS },
    ];
  } finally {
    await server.close();
  }
}
