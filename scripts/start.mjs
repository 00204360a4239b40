#!/usr/bin/env node
// `npm start`: one command from a fresh clone to a running Kiln. Installs dependencies when they are
// missing or stale, builds the web app and the server when their sources changed, then serves.
// Migrations run when the server starts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { log, supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/** Newest modification time under the given paths (files or folders), skipping build output. */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
        visit(path.join(p, entry));
      }
    } else if (stat.mtimeMs > latest) {
      latest = stat.mtimeMs;
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return latest;
}

function mtime(p) {
  const full = path.join(root, p);
  return existsSync(full) ? statSync(full).mtimeMs : 0;
}

export function ensureInstalled() {
  const installed = mtime('node_modules/.package-lock.json');
  if (!installed || mtime('package-lock.json') > installed || mtime('package.json') > installed) {
    log('installing dependencies…');
    run(npm, ['install', '--no-audit', '--no-fund']);
  }
}

const shared = ['packages/contracts/src', 'package-lock.json'];

export function ensureWebBuilt() {
  const webSources = newest([
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/vite.config.ts',
    ...shared,
  ]);
  if (webSources > mtime('apps/web/dist/index.html')) {
    log('building the web app…');
    run(npm, ['run', 'build', '--workspace', '@kiln/web']);
  }
}

export function ensureServerBuilt() {
  const serverSources = newest([
    'apps/server/src',
    'apps/server/drizzle',
    'apps/server/build.mjs',
    ...shared,
  ]);
  const built = Math.min(mtime('apps/server/dist/main.js'), mtime('apps/server/dist/worker.js'));
  if (serverSources > built) {
    log('building the server…');
    run(process.execPath, ['apps/server/build.mjs']);
  }
}

/** Kiln runs project code only in bubblewrap's sandbox: without it, nothing gets built. */
export function warnWithoutSandbox() {
  if (existsSync('/usr/bin/bwrap')) return;
  log(
    '\x1b[33mbubblewrap is not installed: Kiln will not build or render any project until it is (apt-get install bubblewrap)\x1b[0m',
  );
}

/**
 * Runs one of the built server's entry points supervised: a crash is logged and the process started
 * again (scripts/supervise.mjs). Resolves with the exit code to end with.
 */
export function superviseBuilt(script) {
  return supervise({
    command: process.execPath,
    args: ['--enable-source-maps', `apps/server/dist/${script}`],
    cwd: root,
    env: { NODE_ENV: 'production', ...process.env },
  });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  ensureInstalled();
  ensureWebBuilt();
  ensureServerBuilt();
  warnWithoutSandbox();
  const port = process.env.PORT ?? '3000';
  log(`starting on http://localhost:${port}`);
  process.exit(await superviseBuilt('main.js'));
}
