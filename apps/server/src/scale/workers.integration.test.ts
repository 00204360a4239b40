import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type ClientToServerEvents, calls, type ServerToClientEvents } from '@kiln/contracts';
import { Queue } from 'bullmq';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { pino } from 'pino';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMessages } from '../chat/repository';
import { openDatabase } from '../db/client';
import { project } from '../db/schema';
import { INTERRUPTED_NOTE } from '../engine/recover';
import { REPO_ROOT } from '../paths';
import { openStorage } from '../storage/artifact-mirror';
import { S3ObjectStore } from '../storage/object-store';
import { projectPaths, STORED_DRAFT } from '../storage/paths';
import { type LocalPostgres, postgresBin, startPostgres } from '../test/engines/postgres';
import { hasRedis, type LocalRedis, startRedis } from '../test/engines/redis';
import { type LocalS3, startS3 } from '../test/engines/s3';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { RUN_QUEUE } from './run-queue';

/**
 * Issue 19, done-when: two API nodes that take no runs themselves and two build workers
 * (`worker/main.ts` as their own processes) on one real PostgreSQL, Redis and S3-compatible store
 * (s3rver, through the real AWS SDK), each process with a data dir of its own. The runs' socket
 * events reach an owner on node A and a visitor on node B; node B previews what a worker built; a
 * worker killed (SIGKILL) mid-run leaves the run FAILED on its last good commit with the message kept
 * and the stored repository sound, and the other worker takes the next; after every process restarts
 * on empty data dirs, nothing is lost. A run's draft and a deploy's release, both built by a worker,
 * are served by whichever node is asked.
 */
const engines = postgresBin() !== null && hasRedis();
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const SHARED_ENV: Record<string, string> = {
  KILN_RUN_WORKER: 'false',
  KILN_RUN_LEASE_MS: '2000',
  KILN_RECOVER_EVERY_MS: '300',
  BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
  KILN_SECRETS_KEY: 'test-secrets-key-test-secrets-key-0123456',
};

let postgres: LocalPostgres;
let redis: LocalRedis;
let s3: LocalS3;
let dataDirs: string[] = [];
let databaseUrl: string;
let nodes: TestApp[] = [];
let workers: ChildProcess[] = [];
let owner: TestUser;
/** The project the first test makes, deployed by the second. */
let made: { webId: string; subdomain: string };
const sockets: ClientSocket[] = [];

/** Every process's data dir is its own: what they share is in PostgreSQL, Redis and S3. */
async function ownDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kiln-workers-'));
  dataDirs.push(dir);
  return dir;
}

function storageEnv(): Record<string, string> {
  const { settings } = s3;
  return {
    REDIS_URL: redis.url,
    S3_BUCKET: settings.bucket,
    S3_ENDPOINT: settings.endpoint as string,
    S3_ACCESS_KEY_ID: settings.credentials?.accessKeyId as string,
    S3_SECRET_ACCESS_KEY: settings.credentials?.secretAccessKey as string,
    ...SHARED_ENV,
  };
}

async function startNode(): Promise<TestApp> {
  const database = await openDatabase({ databaseUrl });
  const t = await createTestApp(storageEnv(), { database, dataDir: await ownDataDir() });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return t;
}

/** A worker as `npm run worker` starts one, from the sources. */
async function startWorker(): Promise<ChildProcess> {
  const dataDir = await ownDataDir();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', process.env.KILN_WORKER_LOG ? 'inherit' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.KILN_WORKER_LOG ?? 'warn',
      DATABASE_URL: databaseUrl,
      KILN_DATA_DIR: dataDir,
      // Slow enough for a kill to land mid-run.
      KILN_OFFLINE_DELAY_MS: '120',
      KILN_SANDBOX_SPARE: 'false',
      KILN_CONCURRENT_RUNS_FREE: '100',
      KILN_DAILY_RUNS_FREE: '10000',
      ...storageEnv(),
    },
  });
  workers.push(child);
  return child;
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  return exited;
}

async function connect(t: TestApp, auth: Record<string, string>): Promise<ClientSocket> {
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const socket: ClientSocket = io(url, { auth, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(null));
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Which worker process took a queued run (BullMQ keeps the taker's name on the job). */
async function takerOf(jobId: string): Promise<number | null> {
  const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
  const queue = new Queue(RUN_QUEUE, { connection, prefix: 'kiln' });
  try {
    const job = await queue.getJob(jobId);
    const pid = job?.processedBy?.split(':').at(-1);
    return pid ? Number(pid) : null;
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

const previewPage = (t: TestApp, subdomain: string) =>
  t.app.inject({
    method: 'GET',
    url: '/',
    headers: { host: `${subdomain}.preview.localhost:3000`, accept: 'text/html' },
  });

const phaseOf = async (t: TestApp, webId: string) =>
  (await t.ctx.db.select({ phase: project.phase }).from(project).where(eq(project.id, webId)))[0]?.phase;

describe.runIf(engines)('API nodes and build workers on PostgreSQL and Redis', () => {
  beforeAll(async () => {
    [postgres, redis, s3] = await Promise.all([
      startPostgres({ maxConnections: 150 }),
      startRedis(),
      startS3(),
    ]);
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE kiln');
    await admin.end();
    databaseUrl = postgres.urlOf('kiln');
    // The first node migrates the database before anything else opens it.
    const first = await startNode();
    nodes = [first, await startNode()];
    await Promise.all([startWorker(), startWorker()]);
    owner = await signUp(first.app);
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(workers.map((w) => stopProcess(w, 'SIGKILL')));
    await Promise.all(nodes.map((t) => t.close()));
    await Promise.all([postgres?.stop(), redis?.stop(), s3?.stop()]);
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    dataDirs = [];
  });

  it('runs on a worker, shows its events on A and B, survives a killed worker and a restart of everything', async () => {
    const [a, b] = nodes as [TestApp, TestApp];
    const created = await call(a.app, calls.createProject, { prompt: 'A todo app called Tandem' }, owner);
    expect(created.status).toBe(200);
    const webId: string = created.body.data._id;
    made = { webId, subdomain: created.body.data.subdomain };
    await a.ctx.runs.whenIdle(webId);
    expect(await phaseOf(b, webId)).toBe('COMPLETE');
    const firstCommit = (await call(b.app, calls.getProject, { webId }, owner)).body.data.currentCommitHash;
    expect(firstCommit).toMatch(/^[0-9a-f]{40}$/);

    // An edit: the owner on A and a visitor on B hear the worker's run.
    const ownerSocket = await connect(a, { webId, token: owner.token });
    const visitorSocket = await connect(b, { webId });
    const steps = { owner: [] as string[], visitor: [] as string[] };
    ownerSocket.on('project:status', ({ step }) => steps.owner.push(step));
    visitorSocket.on('project:status', ({ step }) => steps.visitor.push(step));
    let chunks = 0;
    const heard = new Map<string, string>();
    ownerSocket.on('chat:update', ({ lastAssistantMessageId: id, chunk }) => {
      chunks += 1;
      heard.set(id, (heard.get(id) ?? '') + (chunk ?? ''));
    });
    // The worker's draft (issue 14 §1), asked of B the moment B's visitor hears of it.
    const draftPages: ReturnType<typeof previewPage>[] = [];
    visitorSocket.on('preview:draft', ({ state }) => {
      if (state === 'checking') draftPages.push(previewPage(b, created.body.data.subdomain));
    });
    const send = (t: TestApp, content: string) =>
      call(
        t.app,
        calls.sendChatMessage,
        { webId, messages: [{ role: 'user', content }], mode: 'build' },
        owner,
      );
    const edit = await send(b, 'Make the buttons green');
    expect(edit.status).toBe(200);
    await b.ctx.runs.whenIdle(webId);
    await expect.poll(() => steps.visitor.at(-1)).toBe('COMPLETE');
    expect(steps.owner).toContain('RUN_LLM_EDIT');
    expect(chunks).toBeGreaterThan(0);
    const edited = (await call(a.app, calls.getProject, { webId }, owner)).body.data.currentCommitHash;
    expect(edited).not.toBe(firstCommit);
    // B served it from the copy it fetched from storage; the stored drafts went with the run.
    expect((await Promise.all(draftPages)).map((page) => page.statusCode)).toEqual([200]);
    const onB = await readdir(projectPaths(b.ctx.env.dataDir, webId).builds);
    expect(onB.filter((name) => STORED_DRAFT.test(name))).toHaveLength(1);
    const store = new S3ObjectStore(s3.settings);
    expect(await store.list(`builds/${webId}/_staging-`)).toEqual([]);
    store.close();

    // The worker running the next edit is killed mid-run.
    const doomed = await send(a, 'Add a dark mode');
    expect(doomed.status).toBe(200);
    const jobId: string = doomed.body.data.lastMessageId;
    await expect.poll(() => steps.owner.at(-1), { timeout: 30_000 }).toBe('RUN_LLM_EDIT');
    // A page opened now on A (which runs nothing) shows the reply as far as the chunks have gone,
    // not the copy saved each second: the chunks it hears next follow on from it.
    await expect.poll(() => heard.get(jobId)?.length ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);
    const sofar = heard.get(jobId) as string;
    const opened = (await call(a.app, calls.getChatHistory, { webId }, owner)).body.data;
    const live: string = opened.find((m: { _id: string }) => m._id === jobId)?.content;
    expect(live.startsWith(sofar)).toBe(true);
    const pid = await takerOf(jobId);
    const victim = workers.find((w) => w.pid === pid);
    expect(victim).toBeDefined();
    await stopProcess(victim as ChildProcess, 'SIGKILL');
    await expect.poll(() => phaseOf(a, webId), { timeout: 30_000 }).toBe('FAILED');
    const messages = await listMessages(a.ctx.db, webId);
    expect(messages.find((m) => m.content === 'Add a dark mode')?.role).toBe('user');
    const reply = messages.find((m) => m.id === jobId);
    expect(reply?.status).toBe('failed');
    expect(reply?.content.endsWith(INTERRUPTED_NOTE)).toBe(true);
    const after = (await call(b.app, calls.getProject, { webId }, owner)).body.data;
    expect(after.currentCommitHash).toBe(edited);
    // The repository as storage keeps it, restored where nothing was: sound, on the last good commit.
    const fresh = await ownDataDir();
    const storage = openStorage(fresh, s3.settings, pino({ level: 'silent' }));
    const restored = storage.repos;
    expect(await restored.head(webId)).toBe(edited);
    const repo = restored.dir(webId);
    execFileSync('git', ['fsck', '--full', '--strict'], { cwd: repo, stdio: 'pipe' });
    expect(execFileSync('git', ['status', '--porcelain'], { cwd: repo, encoding: 'utf8' })).toBe('');
    storage.close();

    // The other worker takes the next message.
    const retried = await send(a, 'Add a dark mode');
    expect(retried.status).toBe(200);
    await a.ctx.runs.whenIdle(webId);
    expect(await phaseOf(a, webId)).toBe('COMPLETE');
    const versions = (await call(b.app, calls.listVersions, { webId }, owner)).body.data;

    // Every process stops (the workers gracefully) and starts again on the same engines.
    for (const socket of sockets) socket.disconnect();
    const stopping = { workers, nodes };
    workers = [];
    nodes = [];
    await Promise.all(stopping.workers.map((w) => stopProcess(w, 'SIGTERM')));
    expect(stopping.workers.filter((w) => w !== victim).map((w) => w.exitCode)).toEqual([0]);
    await Promise.all(stopping.nodes.map((t) => t.close()));
    // On data dirs of their own again, empty: what they need comes from the shared engines.
    nodes = [await startNode(), await startNode()];
    await Promise.all([startWorker(), startWorker()]);
    const [a2, b2] = nodes as [TestApp, TestApp];
    const reread = (await call(b2.app, calls.getProject, { webId }, owner)).body.data;
    expect(reread).toMatchObject({ _id: webId, projectName: 'Tandem', phase: 'COMPLETE' });
    expect((await call(a2.app, calls.listVersions, { webId }, owner)).body.data).toEqual(versions);
    const history = await listMessages(a2.ctx.db, webId);
    expect(history.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([
      'A todo app called Tandem',
      'Make the buttons green',
      'Add a dark mode',
      'Add a dark mode',
    ]);
    const last = await send(a2, 'Add a footer');
    expect(last.status).toBe(200);
    await b2.ctx.runs.whenIdle(webId);
    expect(await phaseOf(b2, webId)).toBe('COMPLETE');
    const page = await previewPage(b2, reread.subdomain);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  }, 240_000);

  it('builds a deploy on a worker: a refusal reaches the owner, and the site serves through the other node', async () => {
    const [a, b] = nodes as [TestApp, TestApp];
    const { webId, subdomain } = made;
    const publishOnA = async (content: string) => {
      await a.ctx.repos.sync(webId);
      await writeFile(path.join(a.ctx.repos.dir(webId), 'public', 'payments.js'), content);
      const result = await a.ctx.engine.commitAndPublish(webId, 'Payments');
      if (!result?.ok) throw new Error(`publish failed: ${JSON.stringify(result)}`);
      return result.commitHash;
    };
    const key = 'sk_live_51HqLyjWDarjtT1zdp7dcXk9Q2vZ';
    await publishOnA(`window.stripeKey = "${key}";\n`);
    const refused = await call(a.app, calls.deployProject, { webId }, owner);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(
      `payments.js contains a Stripe live secret key (ending in ${key.slice(-4)})`,
    );

    const safe = await publishOnA('window.stripeKey = null;\n');
    const deployed = await call(a.app, calls.deployProject, { webId }, owner);
    expect(deployed.status).toBe(200);
    expect(deployed.body.data.deployedCommitHash).toBe(safe);
    // A worker built it: neither node did.
    for (const node of [a, b]) {
      expect(existsSync(projectPaths(node.ctx.env.dataDir, webId).build(safe, 'production'))).toBe(false);
    }
    const site = await b.app.inject({
      method: 'GET',
      url: '/payments.js',
      headers: { host: `${subdomain}.app.localhost:3000` },
    });
    expect(site.statusCode).toBe(200);
    expect(site.body).toBe('window.stripeKey = null;\n');
  }, 120_000);
});
