import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** `/owner/name.git/info/refs`, `/owner/name.git/git-receive-pack`, ... */
const GIT_PATH = /^\/([^/]+)\/([^/]+?)\.git\/(info\/refs|git-receive-pack|git-upload-pack|HEAD)$/;

export function isGitPath(pathname: string): boolean {
  return GIT_PATH.test(pathname);
}

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * git's smart-HTTP protocol, served the way GitHub's front end hands it to git: `git http-backend`
 * run as a CGI program over a directory of bare repositories, with the authenticated user as
 * REMOTE_USER (which turns receive-pack on).
 */
export async function serveGitHttp(
  req: IncomingMessage,
  res: ServerResponse,
  projectRoot: string,
  pathInfo: string,
  query: string,
  remoteUser: string,
): Promise<void> {
  const body = await readBody(req);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_PROJECT_ROOT: projectRoot,
    GIT_HTTP_EXPORT_ALL: '1',
    PATH_INFO: pathInfo,
    QUERY_STRING: query,
    REQUEST_METHOD: req.method ?? 'GET',
    CONTENT_TYPE: req.headers['content-type'] ?? '',
    CONTENT_LENGTH: String(body.length),
    REMOTE_USER: remoteUser,
    REMOTE_ADDR: '127.0.0.1',
    ...(req.headers['content-encoding']
      ? { HTTP_CONTENT_ENCODING: String(req.headers['content-encoding']) }
      : {}),
    ...(req.headers['git-protocol'] ? { GIT_PROTOCOL: String(req.headers['git-protocol']) } : {}),
  };
  const child = spawn('git', ['http-backend'], { env });
  const out: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => out.push(c));
  child.stderr.resume();
  // git may answer and exit before reading the whole body (a push it refuses): its answer counts,
  // and the rest of the body has nowhere to go.
  child.stdin.on('error', () => {});
  child.stdin.end(body);
  await new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => resolve());
  });
  const raw = Buffer.concat(out);
  const split = raw.indexOf('\r\n\r\n');
  const headerEnd = split === -1 ? raw.indexOf('\n\n') : split;
  const gap = split === -1 ? 2 : 4;
  if (headerEnd === -1) {
    res.writeHead(500).end('git http-backend gave no headers');
    return;
  }
  let status = 200;
  for (const line of raw.subarray(0, headerEnd).toString('latin1').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10) || 200;
    else res.setHeader(name, value);
  }
  res.writeHead(status).end(raw.subarray(headerEnd + gap));
}

/**
 * A git request as GitHub answers it: without credentials a 401 asking for Basic ones (git then
 * sends its token), a repository the user does not own "not found", else the smart-HTTP protocol.
 */
export async function serveGitRequest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  gitRoot: string,
  login: string | null,
  findRepo: (owner: string, name: string) => { owner: string } | undefined,
): Promise<void> {
  const [, owner = '', name = ''] = GIT_PATH.exec(url.pathname) ?? [];
  if (!login) {
    res.writeHead(401, { 'www-authenticate': 'Basic realm="GitHub"' }).end();
    return;
  }
  if (findRepo(owner, name)?.owner !== login) {
    res.writeHead(404).end('Repository not found.');
    return;
  }
  return serveGitHttp(req, res, gitRoot, url.pathname, url.search.slice(1), login);
}
