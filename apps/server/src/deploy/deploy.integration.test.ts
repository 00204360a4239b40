import { existsSync } from 'node:fs';
import { appendFile, readFile, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type ClientToServerEvents, calls, MESSAGES, type ServerToClientEvents } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project } from '../db/schema';
import { projectPaths } from '../storage/paths';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { DEPLOY_BLOCKED } from './service';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let webId: string;
let subdomain: string;
let socket: Socket<ServerToClientEvents, ClientToServerEvents>;

const siteHost = () => `${subdomain}.app.localhost:3000`;

function site(url = '/', accept = 'text/html') {
  return t.app.inject({ method: 'GET', url, headers: { host: siteHost(), accept } });
}

/** A version whose public file names it, so the site shows which version is live. */
async function publishVersion(label: string): Promise<string> {
  await writeFile(path.join(t.ctx.repos.dir(webId), 'public', 'version.txt'), label);
  const result = await t.ctx.engine.commitAndPublish(webId, `Version ${label}`);
  if (!result?.ok) throw new Error(`publish failed: ${JSON.stringify(result)}`);
  return result.commitHash;
}

/** A JWT shaped like Supabase's keys (the signature is not checked by the scan). */
function jwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.${'s1gnatureS1gnatureS1gnature0123456789abcd'}`;
}

function deploy(as: TestUser = owner) {
  return call(t.app, calls.deployProject, { webId }, as);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signUp(t.app); // the first account of an instance is premium
  stranger = await signUp(t.app);
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
});
afterAll(async () => {
  socket.disconnect();
  await t.close();
});

describe('deploy', () => {
  it('is refused while a generation holds the project’s run slot', async () => {
    const slot = await t.ctx.runs.reserve(webId);
    expect(slot).not.toBeNull();
    const res = await deploy();
    slot?.release();
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(DEPLOY_BLOCKED);
    expect((await site()).statusCode).toBe(404);
  });

  it('answers 401 to visitors, 403 to non-owners and 400 to a bad body', async () => {
    expect((await call(t.app, calls.deployProject, { webId }, null)).status).toBe(401);
    const other = await deploy(stranger);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(MESSAGES.NOT_OWNER);
    const bad = await call(t.app, calls.deployProject, {} as never, owner);
    expect(bad.status).toBe(400);
  });

  it('publishes the current version at the site host with the tracker, and says so on the socket', async () => {
    const v1 = await publishVersion('one');
    const event = new Promise((resolve) => socket.once('deployment:complete', resolve));
    const started = Date.now();
    let settled = false;
    const deploying = deploy().finally(() => {
      settled = true;
    });
    // While it works, the project says so (a workspace reloaded meanwhile shows it), to its owner.
    let during: { phase: string } | null = null;
    while (!settled && !during) {
      during = (await call(t.app, calls.getProject, { webId }, owner)).body.data.deploymentStatus;
    }
    expect(['BUILDING', 'PUBLISHING']).toContain(during?.phase);
    const res = await deploying;
    expect(res.status).toBe(200);
    const prodLink = `http://${subdomain}.app.localhost:3000/`;
    expect(res.body.data).toEqual({ prodLink, deployedCommitHash: v1 });
    expect(await event).toEqual({ prodLink });

    const project = (await call(t.app, calls.getProject, { webId }, owner)).body.data;
    expect(project).toMatchObject({ prodLink, deployedCommitHash: v1, deploymentStatus: null });
    expect(Date.parse(project.deployedAt)).toBeGreaterThanOrEqual(started - 1000);
    const page = await site('/menu');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-kiln-analytics');
    expect(page.body).not.toContain('kiln-preview-bridge');
    expect((await site('/version.txt', '*/*')).body).toBe('one');
  });

  it('swaps atomically on redeploy: every request gets a whole old or new site, never a 404', async () => {
    const v2 = await publishVersion('two');
    let deploying = true;
    const seen = new Set<string>();
    const failures: string[] = [];
    const reader = (async () => {
      while (deploying) {
        const page = await site();
        const version = await site('/version.txt', '*/*');
        const script = page.body.match(/src="([^"]+\.js)"/)?.[1];
        const asset = script ? await site(script, '*/*') : null;
        if (page.statusCode !== 200 || version.statusCode !== 200 || asset?.statusCode !== 200) {
          failures.push(`${page.statusCode} ${version.statusCode} ${asset?.statusCode}`);
        }
        seen.add(version.body);
      }
    })();
    const res = await deploy();
    deploying = false;
    await reader;
    expect(res.status).toBe(200);
    expect(res.body.data.deployedCommitHash).toBe(v2);
    expect(failures).toEqual([]);
    expect([...seen].every((v) => v === 'one' || v === 'two')).toBe(true);
    expect((await site('/version.txt', '*/*')).body).toBe('two');
  });

  it('keeps serving the replaced release’s hashed assets to pages loaded before the swap, for a while', async () => {
    const scriptOf = (html: string) => html.match(/src="([^"]+\.js)"/)?.[1];
    const loadedBefore = scriptOf((await site()).body);
    expect(loadedBefore).toBeDefined();
    const oldScript = await site(loadedBefore, '*/*');
    await appendFile(
      path.join(t.ctx.repos.dir(webId), 'src', 'main.tsx'),
      "\nconsole.info('Crumb, release four');\n",
    );
    await publishVersion('four');
    expect((await deploy()).status).toBe(200);

    const current = scriptOf((await site()).body);
    expect(current).not.toBe(loadedBefore);
    expect((await site(current, '*/*')).body).toContain('Crumb, release four');
    // The page loaded before the deploy still gets its own script, unchanged.
    const stale = await site(loadedBefore, '*/*');
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(oldScript.body);
    // A navigation is the new release's, whatever the old one had.
    expect((await site('/version.txt', '*/*')).body).toBe('four');

    // Past the window (a day by default) the old release is gone from the site.
    await t.ctx.db
      .update(project)
      .set({ deployedAt: new Date(Date.now() - t.ctx.env.previousReleaseMs - 1_000) })
      .where(eq(project.id, webId));
    expect((await site(loadedBefore, '*/*')).statusCode).toBe(404);
    expect((await site(current, '*/*')).statusCode).toBe(200);
  });

  it('redeploys an older version from the build it already has, without rebuilding', async () => {
    const versions = (await call(t.app, calls.listVersions, { webId }, owner)).body.data;
    const older = versions.find((v: { message: string }) => v.message === 'Version one');
    const index = path.join(
      projectPaths(t.dataDir, webId).build(older.commitHash, 'production'),
      'index.html',
    );
    const before = await stat(index);
    const switched = await call(t.app, calls.switchVersion, { webId, webVersionId: older._id }, owner);
    expect(switched.status).toBe(200);

    const res = await deploy();
    expect(res.status).toBe(200);
    expect(res.body.data.deployedCommitHash).toBe(older.commitHash);
    const after = await stat(index);
    expect({ ino: after.ino, mtime: after.mtimeMs }).toEqual({ ino: before.ino, mtime: before.mtimeMs });
    expect((await site('/version.txt', '*/*')).body).toBe('one');
  });

  it('builds the commit it deploys, not the working tree beside it', async () => {
    const v3 = await publishVersion('three');
    // An edit not yet committed (a run mid-way, say): the deploy must not pick it up.
    await writeFile(path.join(t.ctx.repos.dir(webId), 'public', 'version.txt'), 'uncommitted');
    await writeFile(path.join(t.ctx.repos.dir(webId), 'public', 'stray.txt'), 'stray');
    const res = await deploy();
    expect(res.status).toBe(200);
    expect(res.body.data.deployedCommitHash).toBe(v3);
    expect((await site('/version.txt', '*/*')).body).toBe('three');
    expect((await site('/stray.txt', '*/*')).body).not.toBe('stray');
    // The export is a clean copy of the commit, its archive gone.
    const source = projectPaths(t.dataDir, webId).deploySource;
    expect(await readFile(path.join(source, 'public', 'version.txt'), 'utf8')).toBe('three');
    expect(existsSync(`${source}.tar`)).toBe(false);
  });

  it('refuses a bundle holding a live secret key, naming the file and never the key, and keeps the live site', async () => {
    const live = (await call(t.app, calls.getProject, { webId }, owner)).body.data.deployedCommitHash;
    const key = 'sk_live_51HqLyjWDarjtT1zdp7dcXk9Q2vZ';
    const anon = jwt({ role: 'anon', iss: 'supabase' });
    const dir = t.ctx.repos.dir(webId);
    await writeFile(path.join(dir, 'public', 'config.js'), `window.config = { supabaseKey: "${anon}" };\n`);
    await writeFile(path.join(dir, 'public', 'payments.js'), `window.stripeKey = "${key}";\n`);
    await publishVersion('four');

    const res = await deploy();
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('payments.js');
    expect(res.body.message).toContain(`a Stripe live secret key (ending in ${key.slice(-4)})`);
    expect(res.body.message).not.toContain(key.slice(0, 12));
    expect((await call(t.app, calls.getProject, { webId }, owner)).body.data.deployedCommitHash).toBe(live);
    expect((await site('/version.txt', '*/*')).body).toBe('three');

    // A Supabase service-role key is refused too; the public anon key beside it was not.
    await writeFile(path.join(dir, 'public', 'payments.js'), 'window.stripeKey = null;\n');
    const serviceRole = jwt({ role: 'service_role', iss: 'supabase' });
    await writeFile(path.join(dir, 'public', 'admin.js'), `export const k = '${serviceRole}';\n`);
    await publishVersion('five');
    const again = await deploy();
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('admin.js contains a Supabase service-role key');
    expect(again.body.message).not.toContain(serviceRole.slice(0, 40));
  });

  it('is a premium feature', async () => {
    const own = (await call(t.app, calls.createProject, { prompt: 'A free plan app' }, stranger)).body.data;
    await t.ctx.runs.drain();
    const res = await call(t.app, calls.deployProject, { webId: own._id }, stranger);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(MESSAGES.PREMIUM_RESTRICTED);
  });
});
