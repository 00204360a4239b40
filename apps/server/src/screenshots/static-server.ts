import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentType, resolveInRoot } from '../sites/file-server';

/** Serves one build folder on 127.0.0.1 (SPA fallback) for a smoke render, then closes. */
export async function serveFolder<T>(root: string, use: (origin: string) => Promise<T>): Promise<T> {
  const server: Server = createServer(async (req, res) => {
    const file = (await resolveInRoot(root, req.url ?? '/')) ?? (await resolveInRoot(root, '/index.html'));
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const info = await stat(file);
    res.writeHead(200, { 'content-type': contentType(file), 'content-length': info.size });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
