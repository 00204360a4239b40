// What a user waits for, on the real server in its own process (built, listening, the offline model
// at full speed): prompt → first preview, edit → draft preview and edit → version at 10 to 300
// source files next to `vite build` of the same project, and what Chromium downloads for the
// workspace and a cold preview. Printed, never asserted.
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { calls } from '@kiln/contracts';
import { viteBuild } from '../apps/server/src/build/testing/vite-build';
import { REPO_ROOT } from '../apps/server/src/paths';
import { loadPreview, sizeProject } from './live-project';
import {
  ensureBuilt,
  type HeardEvent,
  isStep,
  type LiveServer,
  type LiveUser,
  ProjectListener,
  signUpLiveUser,
  startLiveServer,
} from './live-server';
import { measureTransfers } from './live-transfer';
import { addNote, median, type Row } from './report';

const ALL_SIZES = [10, 30, 100, 300] as const;
/** `KILN_BENCH_LIVE_SIZES=30` times edits at those sizes only; `KILN_BENCH_LIVE_CREATES=0` skips creates. */
const SIZES = process.env.KILN_BENCH_LIVE_SIZES
  ? ALL_SIZES.filter((size) => process.env.KILN_BENCH_LIVE_SIZES?.split(',').includes(String(size)))
  : ALL_SIZES;
const CREATES = process.env.KILN_BENCH_LIVE_CREATES !== '0';
const EDITS = Number(process.env.KILN_BENCH_LIVE_EDITS ?? 5);
/** `KILN_BENCH_TRACE=1` prints each edit's model stop → draft event → preview served. */
const TRACE = Boolean(process.env.KILN_BENCH_TRACE);
/** The pause before each measured create (see benchLive). */
const SETTLE_MS = 3_000;

/** `cache`: the preview's hashed assets the project's iframe has fetched (see loadPreview). */
type Project = { webId: string; subdomain: string; listener: ProjectListener; cache: Set<string> };

const ended = (e: HeardEvent) => isStep('COMPLETE')(e) || isStep('FAILED')(e);

/**
 * Creates a project from a prompt: the time from the call to its first preview served (the draft the
 * workspace shows while the checks run, null if the run ended before the bench heard it) and to its
 * run's COMPLETE (the first version).
 */
async function createProject(server: LiveServer, user: LiveUser, prompt: string) {
  const start = performance.now();
  const created = await user.post<{ data: { _id: string } }>(calls.createProject.path, { prompt });
  const webId = created.data._id;
  const listener = await ProjectListener.open(server, user.token, webId);
  const phase = async () =>
    (await user.post<{ data: { phase: string; subdomain: string } }>(calls.getProject.path, { webId })).data;
  const { subdomain } = await phase();
  const isOver = async () => ['COMPLETE', 'FAILED'].includes((await phase()).phase);
  // The room is joined after the create call answers: a run that ended before it is asked about.
  const shown = await listener.next(start, (e) => isDraft(e) || ended(e), 120_000, isOver);
  let previewMs: number | null = null;
  const cache = new Set<string>();
  if (isDraft(shown) && (await loadPreview(server, subdomain, cache)).length > 0)
    previewMs = performance.now() - start;
  const done = await listener.next(start, ended, 120_000, isOver);
  const project = await phase();
  if (project.phase !== 'COMPLETE') {
    const history = await user.post<{ data: { content: string }[] }>(calls.getChatHistory.path, { webId });
    throw new Error(`"${prompt}" ended ${project.phase}: ${history.data.at(-1)?.content.slice(-1500)}`);
  }
  return { ms: done.at - start, previewMs, project: { webId, subdomain, listener, cache } };
}

const isDraft = (e: HeardEvent) => e.event === 'preview:draft' && e.payload.state === 'checking';

/** One chat edit: the time to its draft shown in the preview, and to its version committed. */
async function edit(server: LiveServer, user: LiveUser, project: Project, marker: string) {
  const { webId, subdomain, listener, cache } = project;
  const start = performance.now();
  await user.post(calls.sendChatMessage.path, {
    webId,
    messages: [{ role: 'user', content: `change the title to ${marker}` }],
  });
  // The workspace reloads the preview on the draft (or on a version published without one).
  const shown = await listener.next(start, (e) => isDraft(e) || e.event === 'upload:success');
  const served = await loadPreview(server, subdomain, cache);
  const visible = performance.now();
  if (!served.includes(marker)) throw new Error(`the preview did not show "${marker}" after ${shown.event}`);
  const done = await listener.next(start, ended);
  if (!isStep('COMPLETE')(done)) throw new Error(`the edit "${marker}" failed`);
  // The model has stopped once the checks start (`project:subphase` TESTING: its files are written)
  // and before its last streamed update, which is sent up to 100 ms after its text (the chat's
  // throttle): the earlier of the two, and what follows is Kiln's own wait.
  const before = listener.heard.filter((e) => e.at >= start && e.at <= shown.at);
  const testing = before.find((e) => e.event === 'project:subphase' && e.payload.subPhase === 'TESTING');
  const lastUpdate = before.filter((e) => e.event === 'chat:update').at(-1);
  const modelStop = Math.min(testing?.at ?? shown.at, lastUpdate?.at ?? shown.at);
  if (TRACE)
    console.log(
      `TRACE ${marker}: model stop → draft event ${Math.round(shown.at - modelStop)} ms, → served ${Math.round(visible - shown.at)} ms`,
    );
  return {
    draft: visible - start,
    afterModel: visible - modelStop,
    version: done.at - start,
    wasDraft: shown.event === 'preview:draft',
  };
}

/** The project as a user downloads it, ready for `vite build` (the monorepo's packages). */
async function peerCopy(server: LiveServer, webId: string, peerDir: string): Promise<void> {
  await rm(path.join(peerDir, 'src'), { recursive: true, force: true });
  await cp(path.join(server.dataDir, 'repos', webId), peerDir, {
    recursive: true,
    filter: (source) => !source.split(path.sep).some((part) => part === '.git' || part === 'node_modules'),
  });
}

/** Prompt → first preview and → COMPLETE, creates apart and back to back. */
async function measureCreates(
  server: LiveServer,
  user: LiveUser,
  listeners: ProjectListener[],
): Promise<Row[]> {
  // Prompt → COMPLETE on a running instance: the same kinds of app first, unmeasured, so the
  // package bundles each kind needs are built, as on an instance that has served them before.
  const warmUps = [
    'A landing page for a yoga studio called Sana',
    'A blog about sourdough baking',
    'A portfolio for an architect',
    'A menu for a pizzeria called Forno',
    'A page for a hackathon in Porto',
    'An online shop for vintage vinyl records',
  ];
  const prompts = [
    'A landing page for a bakery called Crumb',
    'A blog about slow travel in Portugal',
    'A portfolio for a wedding photographer called Lumen',
    'A restaurant menu for a ramen bar called Koji',
    'An event page for a jazz festival in Lisbon',
    'An online store selling handmade ceramics',
  ];
  for (const prompt of warmUps) listeners.push((await createProject(server, user, prompt)).project.listener);
  // A user reads the app they just made before making another: each measured create starts with the
  // instance done with the one before (its version's screenshot, the next spare project). Creates
  // made back to back, the instance still busy with the previous one, are timed apart.
  const creates: number[] = [];
  const previews: number[] = [];
  for (const prompt of prompts) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const created = await createProject(server, user, prompt);
    listeners.push(created.project.listener);
    creates.push(created.ms);
    if (created.previewMs !== null) previews.push(created.previewMs);
  }
  const backToBack: number[] = [];
  for (const prompt of prompts) {
    const created = await createProject(server, user, prompt);
    listeners.push(created.project.listener);
    if (created.previewMs !== null) backToBack.push(created.previewMs);
  }
  return [
    {
      name: `create → first preview served (the draft, offline model; ${SETTLE_MS / 1000} s after the last)`,
      median: median(previews),
      n: previews.length,
      goal: { label: 'create → first preview (the draft served)', max: 1000 },
    },
    {
      name: 'create → first preview served, creates back to back',
      median: median(backToBack),
      n: backToBack.length,
    },
    {
      name: 'create → first version (prompt → COMPLETE, offline model)',
      median: median(creates),
      n: creates.length,
    },
  ];
}

export async function benchLive(): Promise<Row[]> {
  ensureBuilt();
  const server = await startLiveServer();
  const listeners: ProjectListener[] = [];
  const peerRoot = await mkdtemp(path.join(os.tmpdir(), 'kiln-bench-live-peer-'));
  const rows: Row[] = [];
  try {
    const user = await signUpLiveUser(server);

    if (CREATES) rows.push(...(await measureCreates(server, user, listeners)));

    let transferProject: Project | null = null;
    for (const size of SIZES) {
      const { project } = await createProject(server, user, 'A landing page for a bakery called Crumb');
      listeners.push(project.listener);
      const repo = path.join(server.dataDir, 'repos', project.webId);
      const files = await sizeProject(repo, size);
      // The first edit after the files changed outside the chat, unmeasured.
      await edit(server, user, project, `Warm bread ${size}`);
      const peerDir = path.join(peerRoot, String(size));
      await peerCopy(server, project.webId, peerDir);
      await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(peerDir, 'node_modules'));
      await viteBuild(peerDir, path.join(peerDir, 'dist')); // warms the disk cache, unmeasured

      // Paired: each edit, then `vite build` of the project it left.
      const drafts: number[] = [];
      const afterModel: number[] = [];
      const versions: number[] = [];
      const vites: number[] = [];
      let withoutDraft = 0;
      for (let i = 0; i < EDITS; i++) {
        const result = await edit(server, user, project, `Fresh bread ${size}-${i + 1}`);
        drafts.push(result.draft);
        afterModel.push(result.afterModel);
        versions.push(result.version);
        if (!result.wasDraft) withoutDraft += 1;
        await peerCopy(server, project.webId, peerDir);
        vites.push(await viteBuild(peerDir, path.join(peerDir, 'dist')));
      }
      if (withoutDraft > 0)
        addNote(
          `${files} files: ${withoutDraft} of ${EDITS} edits showed no draft (timed to upload:success)`,
        );
      const peer = { name: 'vite build', median: median(vites) };
      const label = files === size ? `${size} files` : `${size} files (reached ${files})`;
      // The goal is timed from the model's stop (what Kiln adds); from the send is printed too.
      rows.push({
        name: `edit → draft preview served after the model stops, ${label}`,
        median: median(afterModel),
        n: afterModel.length,
        peer,
        goal: {
          label: `edit → preview visible after the model stops, ${label}`,
          ...(size === 30 ? { max: 150, maxPeerRatio: 0.1 } : size === 300 ? { max: 300 } : {}),
        },
      });
      rows.push({
        name: `edit → draft preview served, from the send, ${label}`,
        median: median(drafts),
        n: drafts.length,
        peer,
        goal: { label: `edit → preview visible from the send, ${label}` },
      });
      rows.push({
        name: `edit → version committed (COMPLETE), ${label}`,
        median: median(versions),
        n: versions.length,
        peer,
        goal: { label: `edit → version committed, ${label}` },
      });
      if (size === 30) transferProject = project;
    }
    addNote('peer `npm install && vite build` not run: the registry is too slow here to stay within ~10 min');

    if (transferProject) rows.push(...(await measureTransfers(server, user, transferProject)));
    return rows;
  } finally {
    for (const listener of listeners) listener.close();
    await server.stop();
    await rm(peerRoot, { recursive: true, force: true });
  }
}
