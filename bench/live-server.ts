// The real server as a user meets it: the built server in its own process on a free port, driven
// over HTTP and socket.io like the workspace drives it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ServerToClientEventName } from '@kiln/contracts';
import { io, type Socket } from 'socket.io-client';
import { REPO_ROOT } from '../apps/server/src/paths';
import { freePort } from '../apps/server/src/test/engines/free-port';

export interface LiveServer {
  url: string;
  port: number;
  dataDir: string;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and deletes its data dir. */
  stop(): Promise<void>;
}

/** Builds the web app and the server when their sources changed, as `npm start` does. */
export function ensureBuilt(): void {
  const script = "const m = await import('./scripts/start.mjs'); m.ensureWebBuilt(); m.ensureServerBuilt();";
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('building Kiln for the live bench failed');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * One of the built server's entry points (`main.js`, `worker.js`) in its own process, its log lines
 * (`KILN_BENCH_LOG_LEVEL=info`: each run's phase timings) in the bench's output. `stop`: SIGTERM,
 * then SIGKILL after 10 s.
 */
function startBuilt(
  script: string,
  env: Record<string, string>,
): { child: ChildProcess; stop(): Promise<void> } {
  const child = spawn(process.execPath, ['--enable-source-maps', `apps/server/dist/${script}`], {
    cwd: REPO_ROOT,
    stdio: ['ignore', process.env.KILN_BENCH_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.KILN_BENCH_LOG_LEVEL ?? 'warn',
      KILN_OFFLINE_DELAY_MS: '0',
      ...env,
    },
  });
  return {
    child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}

/**
 * `node apps/server/dist/main.js` on a fresh data dir (or on `shared.dataDir`, another node's, kept
 * when it stops), with the offline model at full speed.
 */
export async function startLiveServer(
  env: Record<string, string> = {},
  shared: { dataDir?: string } = {},
): Promise<LiveServer> {
  const dataDir = shared.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'kiln-bench-live-')));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const server = startBuilt('main.js', {
    PORT: String(port),
    KILN_PUBLIC_URL: url,
    KILN_DATA_DIR: dataDir,
    KILN_AUTH_RATE_LIMIT: '100000',
    KILN_DAILY_RUNS_PREMIUM: '100000',
    KILN_SOCKET_MESSAGES_PER_SECOND: '1000',
    ...env,
  });
  const stop = async () => {
    await server.stop();
    if (!shared.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      if (server.child.exitCode !== null)
        throw new Error(`the live server exited with ${server.child.exitCode}`);
      if (i > 600) throw new Error('the live server did not answer /api/health within 60 s');
      const ok = await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await sleep(100);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, port, dataDir, stop };
}

/**
 * `node apps/server/dist/worker.js` (what `npm run worker` runs) beside live servers sharing its
 * engines (`env`: DATABASE_URL, REDIS_URL) and data dir.
 */
export function startLiveWorker(env: Record<string, string>, dataDir: string): { stop(): Promise<void> } {
  return startBuilt('worker.js', { KILN_DATA_DIR: dataDir, ...env });
}

export interface LiveUser {
  token: string;
  /** `name=value` pairs of the session cookie, for a browser. */
  cookies: { name: string; value: string }[];
  /** A JSON POST as that account; throws unless it answers 200. */
  post<T = { data: Record<string, unknown> }>(url: string, payload: object): Promise<T>;
}

export async function signUpLiveUser(server: LiveServer, email = 'live@example.com'): Promise<LiveUser> {
  const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password: 'bench-password-1', name: 'Live' }),
  });
  if (!res.ok) throw new Error(`live sign-up failed: ${res.status} ${await res.text()}`);
  const token = res.headers.get('set-auth-token') ?? '';
  const cookies = res.headers.getSetCookie().map((c) => {
    const pair = c.split(';')[0] ?? '';
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
  });
  return {
    token,
    cookies,
    async post<T>(url: string, payload: object): Promise<T> {
      const answer = await fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(payload),
      });
      if (!answer.ok) throw new Error(`POST ${url} answered ${answer.status}: ${await answer.text()}`);
      return (await answer.json()) as T;
    },
  };
}

export interface HeardEvent {
  event: ServerToClientEventName;
  payload: Record<string, unknown>;
  at: number;
}

/** A project's room, heard as the workspace hears it: every event with the moment it arrived. */
export class ProjectListener {
  readonly heard: HeardEvent[] = [];
  private readonly socket: Socket;
  private waiters: (() => void)[] = [];

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.onAny((event: ServerToClientEventName, payload: Record<string, unknown>) => {
      this.heard.push({ event, payload, at: performance.now() });
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async open(server: LiveServer, token: string, webId: string): Promise<ProjectListener> {
    const socket = io(server.url, { auth: { token, webId }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return new ProjectListener(socket);
  }

  /** The first event heard at or after `since` that `match` accepts. */
  async next(
    since: number,
    match: (e: HeardEvent) => boolean,
    timeoutMs = 120_000,
    poll?: () => Promise<boolean>,
  ): Promise<HeardEvent> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = this.heard.find((e) => e.at >= since && match(e));
      if (found) return found;
      // A room joined after the event was sent: asked instead (the workspace's initial fetch).
      if (poll && (await poll())) return { event: 'project:status', payload: {}, at: performance.now() };
      if (performance.now() > deadline) throw new Error('timed out waiting for a project event');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, poll ? 20 : 1_000);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.close();
  }
}

export const isStep = (step: string) => (e: HeardEvent) =>
  e.event === 'project:status' && e.payload.step === step;
