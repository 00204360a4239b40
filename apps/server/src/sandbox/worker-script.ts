import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SERVER_ROOT } from '../paths';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The worker's script: `dist/sandbox-worker.js` beside a built server; from source, bundled once. */
export function workerScript(): Promise<string> {
  const bundled = path.join(here, 'sandbox-worker.js');
  if (path.basename(here) === 'dist' && existsSync(bundled)) return Promise.resolve(bundled);
  fromSource ??= bundleFromSource();
  fromSource.catch(() => {
    fromSource = null;
  });
  return fromSource;
}

let fromSource: Promise<string> | null = null;

/**
 * Tests and `tsx` run the server from its TypeScript sources; the sandbox runs plain node, so the
 * worker is bundled as `npm run build` would, into a file named by its contents (processes running
 * side by side share it).
 */
async function bundleFromSource(): Promise<string> {
  const pkg = JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@kiln/'));
  const result = await build({
    absWorkingDir: SERVER_ROOT,
    entryPoints: [path.join(SERVER_ROOT, 'src/sandbox/worker-main.ts')],
    bundle: true,
    write: false,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error('The sandbox worker did not bundle');
  const dir = path.join(SERVER_ROOT, 'dist', '.sandbox-worker-dev');
  const file = path.join(dir, `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (existsSync(file)) return file;
  await mkdir(dir, { recursive: true });
  const staging = `${file}.${process.pid}.tmp`;
  await writeFile(staging, code);
  await rename(staging, file);
  return file;
}
