import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type ClientToServerEvents, calls, type ServerToClientEvents } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMessage, listMessages } from '../chat/repository';
import { openDatabase } from '../db/client';
import { project } from '../db/schema';
import { INTERRUPTED_NOTE } from '../engine/recover';
import { type LocalPostgres, postgresBin, startPostgres } from '../test/engines/postgres';
import { hasRedis, type LocalRedis, startRedis } from '../test/engines/redis';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';

/**
 * Issue 19 §1–2: two API nodes of one Kiln, each with its own connections to one real PostgreSQL
 * server and one Redis (Debian's packages, started here on loopback), sharing a data dir. A user on
 * node A and a visitor on node B both see the run's socket events; a project created through A
 * previews through B; the project's run slot is one across nodes.
 */
const engines = postgresBin() !== null && hasRedis();
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let postgres: LocalPostgres;
let redis: LocalRedis;
let dataDir: string;
let a: TestApp;
let b: TestApp;
let owner: TestUser;
const sockets: ClientSocket[] = [];

async function node(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openDatabase({ databaseUrl: postgres.urlOf('kiln') });
  const t = await createTestApp(
    { REDIS_URL: redis.url, KILN_RECOVER_EVERY_MS: '200', KILN_ANALYTICS_RATE_LIMIT: '3', ...env },
    { database, dataDir },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return t;
}

function urlOf(t: TestApp): string {
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

async function connect(t: TestApp, auth: Record<string, string>): Promise<ClientSocket> {
  const socket: ClientSocket = io(urlOf(t), { auth, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(null));
    socket.once('connect_error', reject);
  });
  return socket;
}

describe.runIf(engines)('two API nodes on PostgreSQL and Redis', () => {
  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres({ maxConnections: 100 }), startRedis()]);
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE kiln');
    await admin.end();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kiln-two-nodes-'));
    // Node A takes the queued runs one at a time (its offline model writes slowly enough for a Stop
    // to land mid-run); node B leaves them to A, as an API node beside dedicated workers does.
    a = await node({ KILN_OFFLINE_DELAY_MS: '40', KILN_WORKER_CONCURRENCY: '1' });
    b = await node({ KILN_RUN_WORKER: 'false' });
    owner = await signUp(a.app);
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all([postgres?.stop(), redis?.stop()]);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('shows a run started on node A to its owner on A and to a visitor on B, and previews through B', async () => {
    const created = await call(a.app, calls.createProject, { prompt: 'A todo app called Tandem' }, owner);
    expect(created.status).toBe(200);
    const webId: string = created.body.data._id;
    await a.ctx.runs.whenIdle(webId);
    // Node B reads what node A wrote, signed in with the session A made.
    const read = await call(b.app, calls.getProject, { webId }, owner);
    expect(read.body.data).toMatchObject({ _id: webId, projectName: 'Tandem', isOwner: true });

    const ownerSocket = await connect(a, { webId, token: owner.token });
    const visitorSocket = await connect(b, { webId });
    const steps = { owner: [] as string[], visitor: [] as string[] };
    ownerSocket.on('project:status', ({ step }) => steps.owner.push(step));
    visitorSocket.on('project:status', ({ step }) => steps.visitor.push(step));
    const chunks: string[] = [];
    ownerSocket.on('chat:update', ({ chunk }) => chunks.push(chunk));
    const sent = await call(
      a.app,
      calls.sendChatMessage,
      { webId, messages: [{ role: 'user', content: 'Make the buttons green' }], mode: 'build' },
      owner,
    );
    expect(sent.status).toBe(200);
    await a.ctx.runs.whenIdle(webId);
    await expect.poll(() => steps.visitor.at(-1)).toBe('COMPLETE');
    expect(steps.owner.at(-1)).toBe('COMPLETE');
    expect(steps.visitor).toContain('RUN_LLM_EDIT');
    expect(chunks.length).toBeGreaterThan(0);

    const project = (await call(b.app, calls.getProject, { webId }, owner)).body.data;
    const page = await b.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: `${project.subdomain}.preview.localhost:3000`, accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const ready = await b.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json().data).toEqual({ ready: true, checks: { database: 'ok', redis: 'ok' } });
  });

  it('holds one run slot per project across nodes', async () => {
    const created = await call(b.app, calls.createProject, { prompt: 'A notes app' }, owner);
    const webId: string = created.body.data._id;
    await b.ctx.runs.whenIdle(webId);
    const slot = await a.ctx.runs.reserve(webId);
    expect(slot).not.toBeNull();
    const send = () =>
      call(
        b.app,
        calls.sendChatMessage,
        { webId, messages: [{ role: 'user', content: 'Add a search box' }] },
        owner,
      );
    const refused = await send();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'A generation is already running for this project. Please wait for it to finish.',
    );
    slot?.release();
    await expect.poll(async () => (await send()).status).toBe(200);
    await b.ctx.runs.whenIdle(webId);
  });

  it('ends FAILED the run a dead node left in progress, keeping the message, and leaves a live node’s run alone', async () => {
    const make = async (prompt: string) => {
      const webId: string = (await call(a.app, calls.createProject, { prompt }, owner)).body.data._id;
      await a.ctx.runs.whenIdle(webId);
      return webId;
    };
    const [orphan, live] = await Promise.all([make('A habit tracker'), make('A recipe box')]);
    // What a node killed mid-run leaves behind: the user's message, a reply being written, a phase.
    const leave = async (webId: string) => {
      await insertMessage(a.ctx.db, {
        projectId: webId,
        role: 'user',
        content: 'Add streaks',
        mode: 'build',
      });
      const reply = await insertMessage(a.ctx.db, {
        projectId: webId,
        role: 'assistant',
        content: 'Adding streaks',
        mode: 'build',
        status: 'streaming',
      });
      await a.ctx.db.update(project).set({ phase: 'RUN_LLM_EDIT' }).where(eq(project.id, webId));
      return reply.id;
    };
    const slot = await a.ctx.runs.reserve(live); // a live node's run: its lease is renewed
    const [orphanReply, liveReply] = await Promise.all([leave(orphan), leave(live)]);
    const phaseOf = async (webId: string) =>
      (await b.ctx.db.select({ phase: project.phase }).from(project).where(eq(project.id, webId)))[0]?.phase;
    await expect.poll(() => phaseOf(orphan), { timeout: 15_000 }).toBe('FAILED');
    const messages = await listMessages(b.ctx.db, orphan);
    expect(messages.find((m) => m.content === 'Add streaks')?.role).toBe('user');
    const reply = messages.find((m) => m.id === orphanReply);
    expect(reply).toMatchObject({ status: 'failed', content: `Adding streaks${INTERRUPTED_NOTE}` });
    // Several sweeps later the held run is untouched.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await phaseOf(live)).toBe('RUN_LLM_EDIT');
    expect((await listMessages(b.ctx.db, live)).find((m) => m.id === liveReply)?.status).toBe('streaming');
    slot?.release();
  });

  it('stops, through node B, a run that node A is running', async () => {
    const webId: string = (await call(a.app, calls.createProject, { prompt: 'A packing list' }, owner)).body
      .data._id;
    await a.ctx.runs.whenIdle(webId);
    const lastGood = (await call(b.app, calls.getProject, { webId }, owner)).body.data.currentCommitHash;
    const sent = await call(
      a.app,
      calls.sendChatMessage,
      { webId, messages: [{ role: 'user', content: 'Add a dark mode' }], mode: 'build' },
      owner,
    );
    expect(sent.status).toBe(200);
    await expect.poll(() => a.ctx.runs.isActive(webId)).toBe(true);
    const stopped = await call(b.app, calls.stopChatRun, { webId }, owner);
    expect(stopped.body.data).toEqual({ stopped: true });
    expect(a.ctx.runs.isActive(webId)).toBe(false);
    const after = (await call(b.app, calls.getProject, { webId }, owner)).body.data;
    expect(after).toMatchObject({ phase: 'FAILED', currentCommitHash: lastGood });
    expect((await call(b.app, calls.stopChatRun, { webId }, owner)).body.data).toEqual({ stopped: false });
  });

  it('takes a run still waiting for a worker off the queue when its owner stops it', async () => {
    const make = async (prompt: string) => {
      const webId: string = (await call(b.app, calls.createProject, { prompt }, owner)).body.data._id;
      await b.ctx.runs.whenIdle(webId);
      return webId;
    };
    const [busy, waiting] = await Promise.all([make('A garden planner'), make('A book club')]);
    const lastGood = (await call(b.app, calls.getProject, { webId: waiting }, owner)).body.data
      .currentCommitHash;
    const send = (webId: string, content: string) =>
      call(
        b.app,
        calls.sendChatMessage,
        { webId, messages: [{ role: 'user', content }], mode: 'build' },
        owner,
      );
    expect((await send(busy, 'Add a watering calendar')).status).toBe(200);
    await expect.poll(() => a.ctx.runs.isActive(busy)).toBe(true);
    // Node A's only worker slot is taken: this run waits on the queue.
    const queued = await send(waiting, 'Add a reading list');
    expect(queued.status).toBe(200);
    expect(a.ctx.runs.isActive(waiting)).toBe(false);
    const stopped = await call(b.app, calls.stopChatRun, { webId: waiting }, owner);
    expect(stopped.body.data).toEqual({ stopped: true });
    const after = (await call(a.app, calls.getProject, { webId: waiting }, owner)).body.data;
    expect(after).toMatchObject({ phase: 'FAILED', currentCommitHash: lastGood });
    const messages = await listMessages(a.ctx.db, waiting);
    expect(messages.find((m) => m.content === 'Add a reading list')?.role).toBe('user');
    const reply = messages.find((m) => m.id === queued.body.data.lastMessageId);
    expect(reply?.status).toBe('failed');
    expect(reply?.content).toContain('You stopped this run.');
    // Taken off the queue: node A never runs it, and the project takes the next message.
    await a.ctx.runs.whenIdle(busy);
    expect(a.ctx.runs.isActive(waiting)).toBe(false);
    expect((await send(waiting, 'Add a reading list')).status).toBe(200);
    await b.ctx.runs.whenIdle(waiting);
    expect((await call(b.app, calls.getProject, { webId: waiting }, owner)).body.data.phase).toBe('COMPLETE');
  }, 90_000);

  it('counts a client address’s rate limit across nodes', async () => {
    const siteKey: string = (await call(a.app, calls.createProject, { prompt: 'A bakery site' }, owner)).body
      .data._id;
    await a.ctx.runs.whenIdle(siteKey);
    await a.ctx.db
      .update(project)
      .set({ deployedCommitHash: 'e'.repeat(40) })
      .where(eq(project.id, siteKey));
    const beacon = (t: TestApp, visitorId: string) =>
      t.app.inject({
        method: 'POST',
        url: calls.collectAnalytics.path,
        remoteAddress: '198.51.100.9',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://shop.app.localhost:3000' },
        payload: JSON.stringify({ siteKey, path: '/', visitorId }),
      });
    const statuses = [];
    for (const [t, id] of [
      [a, 'visitor-1'],
      [b, 'visitor-2'],
      [a, 'visitor-3'],
      [b, 'visitor-4'],
    ] as const) {
      statuses.push((await beacon(t, id)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('keeps answering when PostgreSQL ends its connections (a restart, a failover)', async () => {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    const ended = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'kiln' AND pid <> pg_backend_pid()",
    );
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    const webId: string = (await call(a.app, calls.createProject, { prompt: 'A reading list' }, owner)).body
      .data._id;
    await a.ctx.runs.whenIdle(webId);
    const read = (await call(b.app, calls.getProject, { webId }, owner)).body.data;
    expect(read).toMatchObject({ _id: webId, isOwner: true, phase: 'COMPLETE' });
  });
});
