import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Request bodies above this are refused, as real APIs do (and a runaway client cannot fill memory). */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

export type FakeHandler = (req: IncomingMessage, body: string, res: ServerResponse) => Promise<void>;

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

/** A `node:http` server on 127.0.0.1 and a free port (or `port`); a handler that throws answers 500. */
export async function startServer(handler: FakeHandler, port = 0): Promise<RunningServer> {
  const server = createServer((req, res) => {
    readBody(req)
      .then((body) => handler(req, body, res))
      .catch((error: unknown) => {
        if (res.headersSent) res.destroy();
        else sendJson(res, 500, { error: { message: `fake server failure: ${String(error)}` } });
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: listening } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${listening}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // fetch keeps connections alive; without this, close() would wait for them to time out.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** Lower-cased headers with repeated values joined, for recording. */
export function flatHeaders(req: IncomingMessage): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

export function pathOf(req: IncomingMessage): string {
  return new URL(req.url ?? '/', 'http://fake.invalid').pathname;
}

/**
 * Writes SSE frames one by one, each cut in two writes with a turn of the event loop between, so the
 * client's parser sees events split across network reads, as it does against a real server. Stops
 * quietly when the client has gone (an aborted turn).
 */
export async function writeFrames(res: ServerResponse, frames: readonly string[]): Promise<void> {
  for (const frame of frames) {
    const cut = Math.floor(frame.length / 2);
    for (const half of [frame.slice(0, cut), frame.slice(cut)]) {
      if (res.destroyed || res.writableEnded) return;
      res.write(half);
      await nextTurn();
    }
  }
}

export function startEventStream(res: ServerResponse, headers: Record<string, string>): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    ...headers,
  });
}

/** Resolves when the client closes the connection (or the server shuts down): a stalled response. */
export function holdOpen(res: ServerResponse): Promise<void> {
  if (res.destroyed || res.socket?.destroyed) return Promise.resolve();
  return new Promise((resolve) => res.once('close', () => resolve()));
}
