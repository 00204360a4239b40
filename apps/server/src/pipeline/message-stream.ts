import { LIMITS } from '@kiln/contracts';
import { updateMessage } from '../chat/repository';
import type { Db } from '../db/client';

const PERSIST_EVERY_MS = 1_000;

/**
 * The assistant message a run writes: markup is appended in memory, sent to the owners as
 * `chat:update` chunks at most every 100 ms, and saved every second, so a reload or a crash
 * mid-run loses at most a moment of the reply.
 */
export class MessageStream {
  private content = '';
  private pending = '';
  private savedLength = 0;
  private flushTimer: NodeJS.Timeout | null = null;
  private lastPersist = Date.now();
  private isFinished = false;
  /** Paths a `file_changes` part of this reply already lists: each changed file is listed once. */
  readonly listedFiles = new Set<string>();

  constructor(
    private readonly db: Db,
    readonly messageId: string,
    private readonly emit: (chunk: string) => void,
  ) {}

  get text(): string {
    return this.content;
  }

  append(markup: string): void {
    if (!markup) return;
    this.content += markup;
    this.pending += markup;
    this.flushTimer ??= setTimeout(() => this.flush(), LIMITS.chatStreamThrottleMs);
    if (Date.now() - this.lastPersist >= PERSIST_EVERY_MS) void this.persist();
  }

  private flush(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    if (!this.pending) return;
    const chunk = this.pending;
    this.pending = '';
    this.emit(chunk);
  }

  private async persist(): Promise<void> {
    this.lastPersist = Date.now();
    if (this.savedLength === this.content.length) return;
    const snapshot = this.content;
    await updateMessage(this.db, this.messageId, { content: snapshot });
    this.savedLength = snapshot.length;
  }

  /**
   * Sends what is pending and saves the whole reply with its final status, once (later calls do
   * nothing). A run calls it before announcing its end: a chunk heard after the end reads, to an
   * open page, as a new run that never ends.
   */
  async finish(status: 'complete' | 'failed'): Promise<void> {
    if (this.isFinished) return;
    this.isFinished = true;
    this.flush();
    this.lastPersist = Date.now();
    const snapshot = this.content;
    await updateMessage(this.db, this.messageId, { content: snapshot, status });
    this.savedLength = snapshot.length;
  }
}
