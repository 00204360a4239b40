import { cp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  type ClientToServerEvents,
  calls,
  type PreviewDraftEvent,
  type ServerToClientEvents,
} from '@kiln/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeModelServer } from '../models/testing/script';
import { projectPaths } from '../storage/paths';
import { type AnthropicTestApp, createAnthropicTestApp } from '../test/anthropic-app';
import { call, signUp, type TestApp, type TestUser } from '../test/test-app';
import { showDraft } from './preview-draft';

/**
 * Issue 14 §1: an edit shows in the preview as soon as it is built, while its type check and smoke
 * render run. A draft that fails its checks gives way to the last good version; the fix's draft
 * then passes and becomes the version. Driven by a real provider client against the fake Anthropic.
 */

const page = (title: string, extra = '') => `export default function Index() {
${extra}  return (
    <main className="p-8">
      <h1>${title}</h1>
    </main>
  );
}
`;
/** Builds (esbuild drops types) but fails the type check. */
const MISTYPED = page('Crumb, draft one', "  const year: number = 'twenty';\n  console.info(year);\n");
const FIXED = page('Crumb, draft two');

let app: AnthropicTestApp;
let fake: FakeModelServer<unknown>;
let t: TestApp;
let owner: TestUser;
let webId: string;
let subdomain: string;
let socket: Socket<ServerToClientEvents, ClientToServerEvents>;

/** The preview's own code as a browser would load it now: the page, then its scripts (packages aside). */
async function previewScript(): Promise<string> {
  const host = `${subdomain}.preview.localhost:3000`;
  const html = await t.app.inject({ method: 'GET', url: '/', headers: { host, accept: 'text/html' } });
  const scripts = [...html.body.matchAll(/src="([^"]+\.js)"/g)]
    .map((match) => match[1] as string)
    .filter((src) => !src.includes('vendor'));
  if (scripts.length === 0) throw new Error(`no script in the preview: ${html.statusCode}`);
  const bodies = await Promise.all(
    scripts.map(async (src) => (await t.app.inject({ method: 'GET', url: src, headers: { host } })).body),
  );
  return bodies.join('\n');
}

beforeAll(async () => {
  app = await createAnthropicTestApp();
  ({ t, fake } = app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signUp(t.app);
  const usage = { input: 100, output: 10 };
  fake.script([{ events: [{ type: 'text', chunks: ['Here is your bakery.'] }], usage }]);
  const created = (await call(t.app, calls.createProject, { prompt: 'A bakery called Crumb' }, owner)).body
    .data;
  webId = created._id;
  subdomain = created.subdomain;
  await t.ctx.runs.drain();
  socket = io(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, {
    auth: { webId },
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise((resolve) => socket.once('connect', () => resolve(null)));
  socket.emit('initialize:data', { webId });
  await new Promise((resolve) => socket.once('project:status', () => resolve(null)));
});
afterAll(async () => {
  socket.disconnect();
  await app.close();
});

describe('the draft preview', () => {
  it('shows each built edit while it is checked, drops the one that fails, and keeps the one that passes', async () => {
    const usage = { input: 100, output: 10 };
    fake.script([
      {
        events: [
          { type: 'tool', name: 'write_file', input: { path: 'src/pages/Index.tsx', content: MISTYPED } },
        ],
        usage,
      },
      { events: [{ type: 'text', chunks: ['I wrote the page.'] }], usage },
      {
        events: [
          { type: 'tool', name: 'write_file', input: { path: 'src/pages/Index.tsx', content: FIXED } },
        ],
        usage,
      },
      { events: [{ type: 'text', chunks: ['I fixed the type.'] }], usage },
    ]);
    const before = await previewScript();
    const seen: { event: PreviewDraftEvent; script: Promise<string> }[] = [];
    socket.on('preview:draft', (event) => {
      // What the preview serves the moment the workspace hears of the draft.
      seen.push({ event, script: event.state === 'checking' ? previewScript() : Promise.resolve('') });
    });

    const sent = await call(
      t.app,
      calls.sendChatMessage,
      { webId, messages: [{ role: 'user', content: 'Put the name in the heading' }] },
      owner,
    );
    expect(sent.status).toBe(200);
    await t.ctx.runs.drain();
    await expect.poll(() => seen.length).toBe(3);

    expect(seen.map((s) => s.event.state)).toEqual(['checking', 'discarded', 'checking']);
    // The failing edit was live while it was checked; the fix's draft after it.
    expect(await seen[0]?.script).toContain('Crumb, draft one');
    expect(await seen[2]?.script).toContain('Crumb, draft two');
    expect(before).not.toContain('Crumb, draft');

    // The passing draft is the version now: one version for the run, served from its own build.
    const project = (await call(t.app, calls.getProject, { webId }, owner)).body.data;
    expect(project.phase).toBe('COMPLETE');
    const row = await t.ctx.db.query.project.findFirst({ where: (p, { eq }) => eq(p.id, webId) });
    expect(row?.draftBuild).toBeNull();
    const now = await previewScript();
    expect(now).toContain('Crumb, draft two');
    expect(now).not.toContain('Crumb, draft one');
  }, 120_000);

  it("keeps serving a draft's files while it becomes the version, until it is made current", async () => {
    const row = await t.ctx.db.query.project.findFirst({ where: (p, { eq }) => eq(p.id, webId) });
    if (!row?.currentCommitHash) throw new Error('the project has no current version');
    const paths = projectPaths(t.ctx.env.dataDir, webId);
    const staging = path.join(paths.builds, '_staging-handover');
    await cp(paths.build(row.currentCommitHash, 'preview'), staging, { recursive: true });
    await writeFile(path.join(staging, 'assets', 'handover.js'), `console.info("the draft's own file");\n`);
    await writeFile(path.join(t.ctx.repos.dir(webId), 'src', 'handover.ts'), 'export const handover = 1;\n');
    await showDraft({ db: t.ctx.db, realtime: t.realtime }, webId, staging);
    const asset = () =>
      t.app.inject({
        method: 'GET',
        url: '/assets/handover.js',
        headers: { host: `${subdomain}.preview.localhost:3000` },
      });
    expect((await asset()).statusCode).toBe(200);

    // The page loaded from the draft asks for its files after they moved to the version's build.
    const commit = await t.ctx.engine.publishStaged(webId, 'Hand the draft over', staging);
    if (!commit) throw new Error('nothing was committed');
    const served = await asset();
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain("the draft's own file");

    await t.ctx.engine.makeCurrent(webId, commit.hash);
    expect((await asset()).statusCode).toBe(200);
  }, 60_000);

  it("tells a smoke render waiting on a watched draft once the preview fetched the draft's own script", async () => {
    // Nothing fetches the draft on its own: the first test's listener would.
    socket.removeAllListeners('preview:draft');
    expect(t.realtime.isWatched(webId)).toBe(true);
    expect(t.realtime.isWatched('not-a-project')).toBe(false);
    const row = await t.ctx.db.query.project.findFirst({ where: (p, { eq }) => eq(p.id, webId) });
    if (!row?.currentCommitHash) throw new Error('the project has no current version');
    const paths = projectPaths(t.ctx.env.dataDir, webId);
    const staging = path.join(paths.builds, '_staging-watched');
    await cp(paths.build(row.currentCommitHash, 'preview'), staging, { recursive: true });
    let isViewed = false;
    void t.ctx.drafts.firstView('_staging-watched', 60_000).then(() => {
      isViewed = true;
    });
    await showDraft({ db: t.ctx.db, realtime: t.realtime }, webId, staging);
    const host = `${subdomain}.preview.localhost:3000`;
    const html = await t.app.inject({ method: 'GET', url: '/', headers: { host, accept: 'text/html' } });
    const scripts = [...html.body.matchAll(/src="([^"]+\.js)"/g)].map((match) => match[1] as string);
    const vendor = scripts.find((src) => src.includes('/vendor-'));
    if (vendor) await t.app.inject({ method: 'GET', url: vendor, headers: { host } });
    // The page and the packages' bundle are not the draft yet.
    await new Promise((resolve) => setImmediate(resolve));
    expect(isViewed).toBe(false);
    const own = scripts.find((src) => !src.includes('/vendor-'));
    expect(own).toBeDefined();
    await t.app.inject({ method: 'GET', url: own as string, headers: { host } });
    await expect.poll(() => isViewed).toBe(true);
  }, 60_000);
});
