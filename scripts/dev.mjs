#!/usr/bin/env node
// `npm run dev`: the server with reload (tsx watch) on :3000 and Vite's dev server on :5173, which
// proxies API and socket calls to the server. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled();

// Vite's proxy presents the server's own origin to the API; the Vite origin is trusted only to frame
// previews.
const env = {
  NODE_ENV: 'development',
  KILN_TRUSTED_ORIGINS: 'http://localhost:5173',
  ...process.env,
};
const children = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn(process.execPath, ['../../node_modules/vite/bin/vite.js'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env,
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children) child.on('exit', stop);
