// `npm run topology -- [--nodes N] [--workers M] [--port P]`: Kiln as it runs for many users, here, on
// loopback (README, "Running Kiln for many users"): a throwaway PostgreSQL and Redis from Debian's
// packages, N API nodes that leave the runs to M build workers, and a round-robin balancer on P
// (3000) in front of the nodes. Everything lives in one temporary directory, deleted on Ctrl-C.
// `--s3`: an S3-compatible store too (s3rver), and each process a data dir of its own.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { REPO_ROOT } from '../apps/server/src/paths';
import { freePort } from '../apps/server/src/test/engines/free-port';
import { startPostgres } from '../apps/server/src/test/engines/postgres';
import { startRedis } from '../apps/server/src/test/engines/redis';
import { type LocalS3, startS3 } from '../apps/server/src/test/engines/s3';
// @ts-expect-error: a plain ES module without types (the same steps as `npm start`)
import { ensureInstalled, ensureServerBuilt, ensureWebBuilt } from './start.mjs';

const { values } = parseArgs({
  options: {
    nodes: { type: 'string', default: '2' },
    workers: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    s3: { type: 'boolean', default: false },
  },
});
const nodeCount = Math.max(1, Number(values.nodes));
const workerCount = Math.max(1, Number(values.workers));
const port = Number(values.port);
const publicUrl = `http://localhost:${port}`;

function say(message: string): void {
  console.log(`\x1b[38;5;208m▲ kiln topology\x1b[0m ${message}`);
}

function start(name: string, script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { NODE_ENV: 'production', ...process.env, ...env },
  });
  child.once('exit', (code, signal) => {
    if (!stopping) say(`${name} exited (${signal ?? code})`);
  });
  return child;
}

async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer /api/health within 60 s`);
}

/** Round robin over the nodes that answer `/api/ready`; WebSocket upgrades are piped through. */
function balance(upstreams: number[]): http.Server {
  let next = 0;
  const ready = new Set(upstreams);
  const timer = setInterval(() => {
    for (const upstream of upstreams) {
      fetch(`http://127.0.0.1:${upstream}/api/ready`).then(
        (r) => (r.ok ? ready.add(upstream) : ready.delete(upstream)),
        () => ready.delete(upstream),
      );
    }
  }, 2000);
  timer.unref();
  const pick = () => {
    const live = upstreams.filter((u) => ready.has(u));
    const pool = live.length > 0 ? live : upstreams;
    next = (next + 1) % pool.length;
    return pool[next] as number;
  };
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: pick(), path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.on('upgrade', (req, socket, head) => {
    const upstream = net.connect(pick(), '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return server;
}

let stopping = false;

async function main(): Promise<void> {
  ensureInstalled();
  ensureWebBuilt();
  ensureServerBuilt();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kiln-topology-'));
  // The sandbox's own user passes through it to the folders it is shown (not listing it).
  await chmod(dir, 0o711);
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE kiln');
  await admin.end();
  const s3: LocalS3 | null = values.s3 ? await startS3() : null;
  let processes = 0;
  // One shared data dir, or with S3 one per process (storage is what they share).
  const dataDir = () => path.join(dir, s3 ? `data-${++processes}` : 'data');
  const storage: Record<string, string> = s3
    ? {
        S3_BUCKET: s3.settings.bucket,
        S3_ENDPOINT: s3.settings.endpoint ?? '',
        S3_ACCESS_KEY_ID: s3.settings.credentials?.accessKeyId ?? '',
        S3_SECRET_ACCESS_KEY: s3.settings.credentials?.secretAccessKey ?? '',
      }
    : {};
  const shared = {
    ...storage,
    DATABASE_URL: postgres.urlOf('kiln'),
    REDIS_URL: redis.url,
    KILN_PUBLIC_URL: publicUrl,
    KILN_RUN_WORKER: 'false',
    BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? `topology-${Date.now()}-secret-secret-secret`,
    KILN_SECRETS_KEY: process.env.KILN_SECRETS_KEY ?? `topology-${Date.now()}-secrets-key-secrets-key`,
  };
  say(
    `PostgreSQL ${postgres.url}, Redis ${redis.url}${s3 ? `, S3 ${s3.settings.endpoint}` : ''}, data in ${dir}`,
  );
  const children: ChildProcess[] = [];
  const ports: number[] = [];
  for (let i = 0; i < nodeCount; i++) {
    const nodePort = await freePort();
    children.push(
      start(`API node ${i + 1}`, 'apps/server/dist/main.js', {
        ...shared,
        KILN_DATA_DIR: dataDir(),
        PORT: String(nodePort),
      }),
    );
    // The first node migrates the database before the others open it.
    await waitForHealth(`http://127.0.0.1:${nodePort}`);
    ports.push(nodePort);
  }
  for (let i = 0; i < workerCount; i++) {
    children.push(
      start(`worker ${i + 1}`, 'apps/server/dist/worker.js', { ...shared, KILN_DATA_DIR: dataDir() }),
    );
  }
  const balancer = balance(ports);
  await new Promise<void>((resolve) => balancer.listen(port, '127.0.0.1', resolve));
  say(`${nodeCount} API node(s) on ${ports.join(', ')}, ${workerCount} worker(s); open ${publicUrl}`);

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    say('stopping');
    balancer.close();
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await Promise.all([postgres.stop(), redis.stop(), s3?.stop()]);
    await rm(dir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
