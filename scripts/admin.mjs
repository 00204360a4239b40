#!/usr/bin/env node
// `npm run admin -- <command>`: builds the server if needed, then runs its admin CLI.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled, ensureServerBuilt } from './start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled();
ensureServerBuilt();
const result = spawnSync(process.execPath, ['apps/server/dist/admin.js', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
