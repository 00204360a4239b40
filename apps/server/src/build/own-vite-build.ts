import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { viteTaggerModule } from '@kiln/jsx-tagger/vite-module';
import { type OutputFile, writeOutput } from './output';
import type { BuildRequest, BuildResult } from './types';
import { VITE_CONFIG_FILES } from './vite-config-scan';

/** What a project's `vite build` may say before it is cut (the first lines carry the error). */
const MAX_STDERR = 64 * 1024;
/** Left out of the copy a build runs in: packages come from the store, the rest is not source. */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist']);

/** The config a preview build runs: the project's own, with Kiln's JSX tagger first among its plugins. */
const TAGGING_CONFIG = '.kiln-vite.config.mjs';
/** The tagger's module, where the config's bare import finds it (in the copy's own node_modules). */
const TAGGER_PACKAGE = 'kiln-jsx-tagger';

/**
 * A project Kiln's fast builder cannot build as Vite would (vite-config-scan.ts) is built by its
 * own `vite build` (issue 21 §3), run where every build runs: the sandboxed worker. The project is
 * read-only there, and Vite writes beside its config, so the build runs in a copy in the worker's
 * temp folder, its `node_modules` the project's store. Preview builds get the preview bridge in
 * their page and the JSX tagger's source positions on their elements (the visual editor), as fast
 * builds do; production builds are Vite's own output.
 */
export async function ownViteBuild(
  request: BuildRequest,
  bridgeScript: (kilnOrigin: string) => Promise<string>,
  signal: AbortSignal,
): Promise<BuildResult> {
  const started = performance.now();
  const failed = (message: string, file: string | null = null): BuildResult => ({
    ok: false,
    durationMs: performance.now() - started,
    errors: [{ file, line: null, column: null, message }],
  });
  const projectDir = await realpath(request.projectDir);
  const nodeModules = await realpath(path.join(projectDir, 'node_modules')).catch(() => null);
  const viteCli = nodeModules ? path.join(nodeModules, 'vite', 'bin', 'vite.js') : null;
  if (!viteCli || !existsSync(viteCli)) {
    return failed(
      'This project is built with its own vite build, but "vite" is not in its devDependencies',
      'package.json',
    );
  }
  const work = await mkdtemp(path.join(os.tmpdir(), 'kiln-vite-'));
  try {
    const copy = path.join(work, 'project');
    await cp(projectDir, copy, {
      recursive: true,
      filter: (source) =>
        source === projectDir || !NOT_COPIED.has(path.relative(projectDir, source).split(path.sep)[0] ?? ''),
    });
    await linkPackages(nodeModules as string, path.join(copy, 'node_modules'));
    const out = path.join(work, 'out');
    const isProduction = request.mode === 'production';
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: work,
      NODE_ENV: isProduction ? 'production' : 'development',
      // Build-time values Kiln gives the app (only VITE_* reach its code, as in Vite).
      ...Object.fromEntries(Object.entries(request.env ?? {}).filter(([key]) => key.startsWith('VITE_'))),
    };
    const args = [viteCli, 'build', '--outDir', out, '--emptyOutDir', '--base', '/', '--logLevel', 'warn'];
    args.push('--mode', isProduction ? 'production' : 'development');
    if (request.mode === 'preview') args.push('--config', await writeTaggingConfig(copy));
    const run = await runNode(args, copy, env, signal);
    if (run.code !== 0) return failed(viteFailure(run.stderr, copy));
    const files = await readTree(out);
    if (!files.some((file) => file.path === 'index.html')) return failed('vite build wrote no index.html');
    if (request.mode === 'preview' && request.kilnOrigin) {
      const page = files.find((file) => file.path === 'index.html') as OutputFile;
      page.contents = withHeadScript(String(page.contents), await bridgeScript(request.kilnOrigin));
    }
    const written = await writeOutput(request.outDir, files, path.join(work, 'no-public'), signal);
    return { ok: true, outDir: request.outDir, durationMs: performance.now() - started, files: written };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * A `node_modules` of links to each package of the store: packages resolve as from the store, and
 * Vite can write its temp files (the bundled config, under `.vite-temp`) beside them.
 */
async function linkPackages(store: string, target: string): Promise<void> {
  await mkdir(target);
  const names = (await readdir(store)).filter((name) => !name.startsWith('.vite'));
  await Promise.all(names.map((name) => symlink(path.join(store, name), path.join(target, name))));
}

/**
 * The project's config with the tagger added, written into the copy: Vite bundles it with the
 * project's config file (so `__dirname` and its imports stay the project's), and imports the tagger
 * by its bare name from the copy's `node_modules`.
 */
async function writeTaggingConfig(copy: string): Promise<string> {
  const tagger = path.join(copy, 'node_modules', TAGGER_PACKAGE);
  await mkdir(tagger);
  await writeFile(
    path.join(tagger, 'package.json'),
    JSON.stringify({ name: TAGGER_PACKAGE, type: 'module', exports: './index.js' }),
  );
  await writeFile(path.join(tagger, 'index.js'), await viteTaggerModule());
  const own = VITE_CONFIG_FILES.find((name) => existsSync(path.join(copy, name)));
  const lines = [
    `import { viteJsxTagger } from '${TAGGER_PACKAGE}';`,
    ...(own ? [`import projectConfig from './${own}';`] : ['const projectConfig = {};']),
    'export default async (env) => {',
    "  const config = (await (typeof projectConfig === 'function' ? projectConfig(env) : projectConfig)) ?? {};",
    '  return { ...config, plugins: [viteJsxTagger({ builds: true }), ...(config.plugins ?? [])] };',
    '};',
  ];
  const file = path.join(copy, TAGGING_CONFIG);
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

function runNode(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  signal: AbortSignal,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'], signal });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < MAX_STDERR) stderr += chunk.toString();
    });
    child.on('error', (error) =>
      signal.aborted ? reject(signal.reason) : resolve({ code: 1, stderr: error.message }),
    );
    child.on('close', (code) => (signal.aborted ? reject(signal.reason) : resolve({ code, stderr })));
  });
}

/** Vite's error in a line or three, paths made the project's. */
function viteFailure(stderr: string, copy: string): string {
  const lines = stderr
    .replaceAll(`${copy}/`, '')
    .replaceAll(copy, '.')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^at\s/.test(line) && !line.startsWith('file:'));
  const detail = lines.slice(0, 4).join('\n');
  return `vite build failed${detail ? `:\n${detail}` : ''}`;
}

function withHeadScript(html: string, script: string): string {
  const tag = `<script>${script}</script>`;
  const head = html.match(/<head[^>]*>/i);
  if (!head || head.index === undefined) return `${tag}${html}`;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`;
}

async function readTree(dir: string): Promise<OutputFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { path: path.relative(dir, file).split(path.sep).join('/'), contents: await readFile(file) };
      }),
  );
}
