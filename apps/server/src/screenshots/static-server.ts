import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { contentType, resolveInRoot } from '../sites/file-server';

async function send(root: string, url: string, res: ServerResponse): Promise<void> {
  const file = (await resolveInRoot(root, url)) ?? (await resolveInRoot(root, '/index.html'));
  if (!file) {
    res.writeHead(404).end();
    return;
  }
  const info = await stat(file);
  res.writeHead(200, { 'content-type': contentType(file), 'content-length': info.size });
  await pipeline(createReadStream(file), res);
}

/** Serves one build folder on 127.0.0.1 (SPA fallback) for a smoke render, then closes. */
export async function serveFolder<T>(root: string, use: (origin: string) => Promise<T>): Promise<T> {
  const server: Server = createServer((req, res) => {
    // A file removed mid-read (a newer build replacing this one) ends that response, not the process.
    send(root, req.url ?? '/', res).catch(() => {
      if (res.headersSent) res.destroy();
      else res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
