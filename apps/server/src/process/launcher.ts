import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Starting a process from the server blocks its event loop for ~18 ms: the kernel copies the page
 * tables of a process of the server's size (~700 MB resident, 50 GB mapped by V8 and PGlite) for the
 * fork. A generation run starts four (git twice, tsc, git again), each while builds and renders wait
 * on the loop. So commands that run to completion are started by a small helper process instead,
 * started once: the server writes a line to it and reads one back, and the fork is the helper's
 * (~40 MB, ~1 ms). Streaming commands (`git archive | tar`, `cat-file --batch`) still spawn directly.
 */

/**
 * The prefix for work the user does not watch while it runs (an edit's type check and smoke render,
 * version screenshots): `nice` 10, so that on a busy machine the draft preview's build and its
 * serving get the CPU first (issue 14 §1); on an idle one it runs as fast as ever.
 */
export const BACKGROUND_PRIORITY: readonly string[] = ['/usr/bin/nice', '-n', '10'];

export interface LaunchRequest {
  file: string;
  args: readonly string[];
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  /** Fed to standard input, which is then closed (closed at once without it). */
  input?: string;
  timeoutMs: number;
  maxBufferBytes: number;
}

export interface LaunchResult {
  stdout: Buffer;
  stderr: Buffer;
  /** The exit code; null when the process was killed or never started. */
  code: number | null;
  /** Killed for running past `timeoutMs`. */
  timedOut: boolean;
  /** Why it failed to start or was stopped (`spawn git ENOENT`, `maxBuffer exceeded`…); null otherwise. */
  failure: string | null;
}

/** The helper: one JSON request per line in, one JSON result per line out (outputs in base64). */
const HELPER = `
const { execFile } = require('node:child_process');
const lines = require('node:readline').createInterface({ input: process.stdin });
lines.on('close', () => process.exit(0));
lines.on('line', (line) => {
  const r = JSON.parse(line);
  const reply = (result) => process.stdout.write(JSON.stringify({ id: r.id, ...result }) + '\\n');
  let child;
  try {
    child = execFile(r.file, r.args, { cwd: r.cwd, env: r.env, timeout: r.timeoutMs, maxBuffer: r.maxBufferBytes, encoding: 'buffer' }, (error, stdout, stderr) => {
      reply({
        stdout: Buffer.from(stdout ?? '').toString('base64'),
        stderr: Buffer.from(stderr ?? '').toString('base64'),
        code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
        timedOut: Boolean(error && error.killed && error.signal === 'SIGTERM' && typeof error.code !== 'string'),
        failure: error && typeof error.code !== 'number' ? String(error.message) : null,
      });
    });
  } catch (error) {
    reply({ stdout: '', stderr: '', code: null, timedOut: false, failure: String(error && error.message) });
    return;
  }
  child.stdin.on('error', () => {});
  child.stdin.end(r.input === undefined ? undefined : r.input);
});
`;

type Reply = {
  id: number;
  stdout: string;
  stderr: string;
  code: number | null;
  timedOut: boolean;
  failure: string | null;
};

class Launcher {
  private helper: ChildProcess | null = null;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve(result: LaunchResult): void; reject(err: Error): void }
  >();

  /** The helper's process id (tests). */
  get pid(): number | undefined {
    return this.helper?.pid;
  }

  run(request: LaunchRequest): Promise<LaunchResult> {
    const helper = this.start();
    const id = this.nextId++;
    return new Promise<LaunchResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.holdOpen(helper);
      helper.stdin?.write(`${JSON.stringify({ id, ...request })}\n`);
    });
  }

  /**
   * The helper keeps the server's process alive only while a command runs: an idle helper never
   * stops the server from exiting, and a script awaiting a command is not cut short.
   */
  private holdOpen(helper: ChildProcess): void {
    const busy = this.pending.size > 0;
    for (const handle of [helper, helper.stdout] as ({ ref(): void; unref(): void } | null)[]) {
      if (busy) handle?.ref();
      else handle?.unref();
    }
  }

  private start(): ChildProcess {
    if (this.helper) return this.helper;
    const helper = spawn(process.execPath, ['-e', HELPER], {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: process.env,
    });
    this.helper = helper;
    // It exits when the server's end of its input closes.
    (helper.stdin as unknown as { unref(): void }).unref();
    helper.stdin?.on('error', () => undefined);
    createInterface({ input: helper.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const reply = JSON.parse(line) as Reply;
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      this.holdOpen(helper);
      waiting?.resolve({
        stdout: Buffer.from(reply.stdout, 'base64'),
        stderr: Buffer.from(reply.stderr, 'base64'),
        code: reply.code,
        timedOut: reply.timedOut,
        failure: reply.failure,
      });
    });
    const lost = (reason: string) => {
      if (this.helper !== helper) return;
      this.helper = null;
      const error = new Error(`The process helper stopped (${reason}) before the command finished`);
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    helper.on('exit', (code, signal) => lost(signal ?? `exit ${code}`));
    helper.on('error', (err) => lost(err.message));
    return helper;
  }
}

const launcher = new Launcher();

/** Runs a command to completion (never through a shell unless `file` is one). */
export function launch(request: LaunchRequest): Promise<LaunchResult> {
  return launcher.run(request);
}

/** The helper process's id, once started (tests). */
export function launcherPid(): number | undefined {
  return launcher.pid;
}
