import { JOB_RESULTS, type Job, type JobKind, type JobResult, type Message, MessageSchema } from './protocol';

export class ProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProtocolError';
  }
}

type Pending = { kind: JobKind; resolve(value: unknown): void; reject(error: Error): void };

/**
 * One end of the protocol: sends calls and answers the other side's. Replies are checked against
 * the job's result schema, so a worker (untrusted) can only ever hand the API well-formed results.
 */
export class Peer {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly options: {
      write(line: string): void;
      /** Runs a job the other side asked for; null refuses every call. */
      onCall: ((job: Job) => Promise<unknown>) | null;
      onLog?(level: 'warn' | 'error' | 'info', message: string): void;
      onReady?(): void;
      /** A message that breaks the protocol (the caller kills a worker that sends one). */
      onViolation(error: ProtocolError): void;
    },
  ) {}

  get pendingCount(): number {
    return this.pending.size;
  }

  call<K extends JobKind>(job: Extract<Job, { kind: K }>): Promise<JobResult<K>> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { kind: job.kind, resolve: resolve as (value: unknown) => void, reject });
      this.send({ type: 'call', id, job });
    });
  }

  send(message: Message): void {
    this.options.write(`${JSON.stringify(message)}\n`);
  }

  /** Fails every call in flight (the other side is gone). */
  failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  receive(line: string): void {
    let message: Message;
    try {
      message = MessageSchema.parse(JSON.parse(line));
    } catch {
      this.options.onViolation(new ProtocolError(`malformed message: ${line.slice(0, 200)}`));
      return;
    }
    switch (message.type) {
      case 'ready':
        this.options.onReady?.();
        return;
      case 'log':
        this.options.onLog?.(message.level, message.message);
        return;
      case 'call':
        this.answer(message.id, message.job);
        return;
      case 'reply': {
        const waiting = this.pending.get(message.id);
        if (!waiting) {
          this.options.onViolation(new ProtocolError(`a reply to no call (${message.id})`));
          return;
        }
        this.pending.delete(message.id);
        if (!message.ok) {
          waiting.reject(new Error(message.error ?? 'The sandboxed job failed'));
          return;
        }
        const parsed = JOB_RESULTS[waiting.kind].safeParse(message.value);
        if (!parsed.success) {
          const error = new ProtocolError(`a malformed ${waiting.kind} result`);
          waiting.reject(error);
          this.options.onViolation(error);
          return;
        }
        waiting.resolve(parsed.data);
        return;
      }
    }
  }

  private answer(id: number, job: Job): void {
    const { onCall } = this.options;
    if (!onCall) {
      this.send({ type: 'reply', id, ok: false, error: `"${job.kind}" is not answered here` });
      return;
    }
    onCall(job).then(
      (value) => this.send({ type: 'reply', id, ok: true, value }),
      (error: unknown) =>
        this.send({
          type: 'reply',
          id,
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  }
}
