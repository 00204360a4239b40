import { type ChildProcess, spawn } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import { type SandboxIdentity, type SandboxSpec, sandboxCommand } from './bwrap';
import { lineReader } from './lines';
import { type Job, type JobKind, type JobResult, MAX_LINE_BYTES } from './protocol';
import { Peer, type ProtocolError } from './rpc';

export class SandboxJobTimeoutError extends Error {
  readonly code = 'sandbox_timeout';
  constructor(
    readonly kind: JobKind,
    readonly timeoutMs: number,
  ) {
    super(`The sandboxed ${kind} took longer than ${timeoutMs} ms and was stopped`);
    this.name = 'SandboxJobTimeoutError';
  }
}

export class SandboxCrashError extends Error {
  constructor(reason: string) {
    super(`The sandboxed worker stopped (${reason})`);
    this.name = 'SandboxCrashError';
  }
}

export interface WorkerOptions {
  name: string;
  spec: SandboxSpec;
  identity: SandboxIdentity;
  /** The node arguments of the worker (its script, heap limit). */
  command: readonly string[];
  log: FastifyBaseLogger;
  /** Answers the worker's own calls (package bundles); null refuses them. */
  onCall: ((job: Job) => Promise<unknown>) | null;
  /** How long the worker may take to start. */
  startTimeoutMs?: number;
}

/**
 * One sandboxed worker process, as the API sees it: jobs go in, validated results come out. A worker
 * that breaks the protocol, runs past a job's time limit or dies is killed with its whole sandbox,
 * and every job in flight fails; the pool starts a new one for the next job.
 */
export class SandboxWorker {
  private readonly child: ChildProcess;
  private readonly peer: Peer;
  private readonly ready: Promise<void>;
  private exited = false;
  /** Set when the API kills the worker: it takes no new job while its exit is on the way. */
  private killed = false;
  private exitReason = '';
  private stderrTail = '';
  lastUsed = Date.now();

  constructor(private readonly options: WorkerOptions) {
    const { file, args } = sandboxCommand(options.spec, options.command);
    this.child = spawn(file, args, {
      stdio: ['pipe', 'pipe', 'pipe'],
      // prlimit and bwrap need nothing of the server's environment; the sandbox's own is in `args`.
      env: { PATH: '/usr/bin:/bin' },
      ...(options.identity.uid === null ? {} : { uid: options.identity.uid }),
      ...(options.identity.gid === null ? {} : { gid: options.identity.gid }),
    });
    let markReady: () => void = () => undefined;
    let failStart: (error: Error) => void = () => undefined;
    this.ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      failStart = reject;
    });
    this.ready.catch(() => undefined);
    const startTimer = setTimeout(
      () => this.kill(`it did not start within ${options.startTimeoutMs ?? 30_000} ms`),
      options.startTimeoutMs ?? 30_000,
    );
    this.peer = new Peer({
      write: (line) => {
        if (!this.exited) this.child.stdin?.write(line);
      },
      onCall: options.onCall,
      onReady: () => {
        clearTimeout(startTimer);
        markReady();
      },
      onLog: (level, message) => options.log[level]({ worker: options.name }, `sandbox: ${message}`),
      onViolation: (error: ProtocolError) => this.kill(error.message),
    });
    this.child.stdin?.on('error', () => undefined);
    this.child.stdout?.on(
      'data',
      lineReader(
        MAX_LINE_BYTES,
        (line) => this.peer.receive(line),
        () => this.kill('a message over the size limit'),
      ),
    );
    this.child.stderr?.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-4000);
    });
    const onGone = (reason: string) => {
      if (this.exited) return;
      this.exited = true;
      clearTimeout(startTimer);
      this.exitReason = this.exitReason || reason;
      const detail = this.stderrTail.trim().split('\n').slice(-3).join(' ');
      const error = new SandboxCrashError(detail ? `${this.exitReason}: ${detail}` : this.exitReason);
      failStart(error);
      this.peer.failAll(error);
    };
    this.child.on('exit', (code, signal) => onGone(signal ? `killed by ${signal}` : `exit ${code}`));
    this.child.on('error', (error) => onGone(error.message));
  }

  get isAlive(): boolean {
    return !this.exited && !this.killed;
  }

  get isBusy(): boolean {
    return this.peer.pendingCount > 0;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Runs one job; past `timeoutMs` the worker is killed and the job fails with a timeout. */
  async run<K extends JobKind>(job: Extract<Job, { kind: K }>, timeoutMs: number): Promise<JobResult<K>> {
    this.lastUsed = Date.now();
    await this.ready;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new SandboxJobTimeoutError(job.kind, timeoutMs));
        this.kill(`a ${job.kind} ran past ${timeoutMs} ms`);
      }, timeoutMs);
    });
    const work = this.peer.call<K>(job);
    work.catch(() => undefined);
    try {
      return await Promise.race([work, deadline]);
    } finally {
      clearTimeout(timer);
      this.lastUsed = Date.now();
    }
  }

  /** Ends the worker and everything it started (bwrap takes the sandbox's processes with it). */
  kill(reason: string): void {
    if (this.exited || this.killed) return;
    this.killed = true;
    this.exitReason = reason;
    this.options.log.warn({ worker: this.options.name, reason }, 'sandbox worker stopped');
    this.child.kill('SIGKILL');
  }

  /** Closes the worker's input: it exits once its jobs are answered. */
  async close(): Promise<void> {
    if (this.exited) return;
    const gone = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.stdin?.end();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
    await gone;
    clearTimeout(timer);
  }
}
