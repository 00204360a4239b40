import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** One version of a package the registry serves: its manifest fields and its files. */
export type FakePackage = {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  /** Paths inside the package (`index.js`), package.json is generated. */
  files: Record<string, string>;
  main?: string;
  types?: string;
};

export type FakeRegistry = {
  url: string;
  /** Every path requested, in order (packuments and tarballs). */
  requests: string[];
  close(): Promise<void>;
};

/**
 * A local npm registry speaking the registry's read protocol — packuments at `/<name>` (scoped names
 * URL-encoded, `@scope%2fname`) with `dist.tarball`, `dist.shasum` and `dist.integrity`, and gzipped
 * tarballs with the files under `package/` — so tests run the real `npm install` against it.
 */
export async function startFakeRegistry(packages: FakePackage[]): Promise<FakeRegistry> {
  const requests: string[] = [];
  const tarballs = new Map<string, Buffer>();
  let base = '';

  const packument = (name: string) => {
    const versions = packages.filter((pkg) => pkg.name === name);
    if (versions.length === 0) return null;
    const entries = versions.map((pkg) => {
      const file = `${name.replace('/', '-')}-${pkg.version}.tgz`;
      const tarball = tarballs.get(file) ?? packTarball(pkg);
      tarballs.set(file, tarball);
      return [
        pkg.version,
        {
          ...manifest(pkg),
          dist: {
            tarball: `${base}/${encodeURIComponent(name)}/-/${file}`,
            shasum: createHash('sha1').update(tarball).digest('hex'),
            integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
          },
        },
      ] as const;
    });
    const latest = entries.at(-1)?.[0];
    return { name, 'dist-tags': { latest }, versions: Object.fromEntries(entries) };
  };

  const server: Server = createServer((request, response) => {
    const url = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    requests.push(url);
    const tarball = url.match(/\/-\/([^/]+\.tgz)$/)?.[1];
    if (tarball) {
      const body = tarballs.get(tarball);
      if (!body) return notFound(response);
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length });
      return response.end(body);
    }
    const body = packument(url.slice(1));
    if (!body) return notFound(response);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function notFound(response: import('node:http').ServerResponse): void {
  response.writeHead(404, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: 'Not found' }));
}

function manifest(pkg: FakePackage) {
  return {
    name: pkg.name,
    version: pkg.version,
    main: pkg.main ?? 'index.js',
    ...(pkg.types ? { types: pkg.types } : {}),
    dependencies: pkg.dependencies ?? {},
    ...(pkg.peerDependencies ? { peerDependencies: pkg.peerDependencies } : {}),
  };
}

/** A `.tgz` as npm publishes it: a ustar archive of `package/…`, gzipped. */
function packTarball(pkg: FakePackage): Buffer {
  return packFiles({ 'package.json': JSON.stringify(manifest(pkg), null, 2), ...pkg.files });
}

/** Files (paths inside the package) as npm's tarball: ustar entries under `package/`, gzipped. */
export function packFiles(files: Record<string, string | Buffer>): Buffer {
  const blocks: Buffer[] = [];
  for (const [name, content] of Object.entries(files)) {
    const body = Buffer.isBuffer(content) ? content : Buffer.from(content);
    blocks.push(
      tarHeader(`package/${name}`, body.length),
      body,
      Buffer.alloc((512 - (body.length % 512)) % 512),
    );
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

/** A ustar header; a path over 100 bytes is split into the prefix field at a slash. */
function tarHeader(path: string, size: number): Buffer {
  const header = Buffer.alloc(512);
  const put = (value: string, offset: number, length: number) => header.write(value, offset, length, 'utf8');
  const octal = (value: number, length: number) => `${value.toString(8).padStart(length - 1, '0')}\0`;
  let name = path;
  if (Buffer.byteLength(path) > 100) {
    // The first slash that leaves at most 100 bytes of name and at most 155 of prefix.
    let at = path.indexOf('/');
    while (at >= 0 && Buffer.byteLength(path.slice(at + 1)) > 100) at = path.indexOf('/', at + 1);
    if (at < 0 || Buffer.byteLength(path.slice(0, at)) > 155)
      throw new Error(`${path} is too long for ustar`);
    put(path.slice(0, at), 345, 155);
    name = path.slice(at + 1);
  }
  put(name, 0, 100);
  put(octal(0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(0, 12), 136, 12);
  put('        ', 148, 8);
  put('0', 156, 1);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  let checksum = 0;
  for (const byte of header) checksum += byte;
  put(`${checksum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return header;
}
