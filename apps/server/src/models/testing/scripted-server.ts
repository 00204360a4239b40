import type { ServerResponse } from 'node:http';
import { flatHeaders, pathOf, type RunningServer, startServer } from './http';
import type { EmittedResponse, FakeModelServer, RecordedRequest, ScriptedResponse } from './script';

/**
 * What both fake model servers share: the recorded requests and problems, the script of responses,
 * the streamed response the next request must continue, ids, and the HTTP server's life.
 */
export abstract class ScriptedServer<Body> implements FakeModelServer<Body> {
  readonly requests: RecordedRequest<Body>[] = [];
  readonly problems: string[] = [];
  protected responses: ScriptedResponse[] = [];
  /** The last streamed response that ended in tool calls: the next request must continue it. */
  protected awaitingResults: EmittedResponse | null = null;
  private counter = 0;
  private server: RunningServer | null = null;

  /** The provider's name, for errors; `idInfix` goes between an id's prefix and its number. */
  protected constructor(
    private readonly providerName: string,
    private readonly idInfix: string,
  ) {}

  get url(): string {
    if (!this.server) throw new Error(`fake ${this.providerName} server not started`);
    return `${this.server.origin}/v1`;
  }

  get pending(): number {
    return this.responses.length;
  }

  /** Listens on a free port, or on `port` (a fake started as a process of its own). */
  async start(port = 0): Promise<this> {
    this.server = await startServer(
      (req, body, res) => this.handle(req.method ?? '', pathOf(req), flatHeaders(req), body, res),
      port,
    );
    return this;
  }

  script(responses: readonly ScriptedResponse[]): void {
    this.responses = [...responses];
    this.awaitingResults = null;
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  protected nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.idInfix}${String(this.counter).padStart(6, '0')}`;
  }

  protected abstract handle(
    method: string,
    path: string,
    headers: Record<string, string | undefined>,
    rawBody: string,
    res: ServerResponse,
  ): Promise<void>;
}
