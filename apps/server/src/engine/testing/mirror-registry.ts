import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import semver from 'semver';
import { packFiles } from './fake-npm-registry';

export type MirrorRegistry = {
  url: string;
  /** Every path requested, in order. */
  requests: string[];
  close(): Promise<void>;
};

type Manifest = Record<string, unknown> & { name: string; version: string };

/**
 * An npm registry that serves the packages already installed on this machine (every version found
 * under the given `node_modules` folders, nested ones included), packed from their folders, over the
 * registry's read protocol: tests install real packages (Tailwind 3 and its plugins) with the real
 * `npm install`, and no network.
 */
export async function startMirrorRegistry(roots: readonly string[]): Promise<MirrorRegistry> {
  const index = new Map<string, Map<string, string>>();
  for (const root of roots) collect(root, index, 0);
  const tarballs = new Map<string, Buffer>();
  const requests: string[] = [];
  let base = '';

  const packument = (name: string) => {
    const versions = index.get(name);
    if (!versions) return null;
    const entries = [...versions].map(([version, dir]) => {
      const file = `${name.replace('/', '-')}-${version}.tgz`;
      let tarball = tarballs.get(file);
      if (!tarball) {
        tarball = packFiles(filesOf(dir));
        tarballs.set(file, tarball);
      }
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
      delete manifest.scripts;
      return [
        version,
        {
          ...manifest,
          dist: {
            tarball: `${base}/${encodeURIComponent(name)}/-/${file}`,
            shasum: createHash('sha1').update(tarball).digest('hex'),
            integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
          },
        },
      ] as const;
    });
    const latest = entries
      .map(([version]) => version)
      .sort(semver.compare)
      .at(-1);
    return { name, 'dist-tags': { latest }, versions: Object.fromEntries(entries) };
  };

  const server: Server = createServer((request, response) => {
    const url = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    requests.push(url);
    const tarball = url.match(/\/-\/([^/]+\.tgz)$/)?.[1];
    const body = tarball ? tarballs.get(tarball) : null;
    if (body) {
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length });
      response.end(body);
      return;
    }
    const answer = tarball ? null : packument(url.slice(1));
    if (!answer) {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'Not found' }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: base, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Every package folder under a `node_modules`, and the `node_modules` nested in them. */
function collect(nodeModules: string, index: Map<string, Map<string, string>>, depth: number): void {
  if (depth > 6 || !existsSync(nodeModules)) return;
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const dir = path.join(nodeModules, entry.name);
    if (entry.name.startsWith('@') && entry.isDirectory()) {
      for (const scoped of readdirSync(dir, { withFileTypes: true })) {
        if (scoped.isDirectory()) add(path.join(dir, scoped.name), index, depth);
      }
    } else if (entry.isDirectory()) {
      add(dir, index, depth);
    }
  }
}

function add(dir: string, index: Map<string, Map<string, string>>, depth: number): void {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<Manifest>;
  if (typeof manifest.name === 'string' && typeof manifest.version === 'string') {
    const versions = index.get(manifest.name) ?? new Map<string, string>();
    if (!versions.has(manifest.version)) versions.set(manifest.version, dir);
    index.set(manifest.name, versions);
  }
  collect(path.join(dir, 'node_modules'), index, depth + 1);
}

/** A package folder's files (its own `node_modules` aside), by path inside it. */
function filesOf(dir: string): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file).split(path.sep).join('/');
    if (relative.split('/').includes('node_modules')) continue;
    files[relative] = readFileSync(file);
  }
  return files;
}
