import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isGitPath, serveGitHttp } from '../../github/testing/git-http-backend';

export type PublicGitHost = {
  /** `host:port`, for KILN_IMPORT_GIT_HOSTS. */
  host: string;
  /** The clone address of `owner/name` (a bare repository at `<root>/owner/name.git`). */
  urlOf(owner: string, name: string): string;
  close(): Promise<void>;
};

/**
 * A public git host on loopback: every bare repository under `root` readable by anyone over git's
 * smart-HTTP protocol (`git http-backend`), as GitHub serves a public repository. It listens on a
 * free port unless given one (the e2e suite's, which Kiln's KILN_IMPORT_GIT_HOSTS names beforehand).
 */
export async function startPublicGitHost(
  root: string,
  options: { port?: number } = {},
): Promise<PublicGitHost> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://git.test');
    if (!isGitPath(url.pathname)) {
      res.writeHead(404).end('Not found');
      return;
    }
    serveGitHttp(req, res, root, url.pathname, url.search.slice(1), '').catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    urlOf: (owner, name) => `http://${host}/${owner}/${name}.git`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
