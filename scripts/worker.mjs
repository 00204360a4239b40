#!/usr/bin/env node
// `npm run worker`: a build worker that takes generation runs off the job queue in Redis (issue 19;
// README, "Running Kiln for many users"). It needs the API nodes' REDIS_URL, DATABASE_URL and
// KILN_DATA_DIR. Installs and builds like `npm start`, then runs supervised.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled, ensureServerBuilt, warnWithoutSandbox } from './start.mjs';
import { log, supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.REDIS_URL) {
  console.error(
    'npm run worker takes runs off the job queue in Redis: set REDIS_URL (and DATABASE_URL, KILN_DATA_DIR) as on the API nodes.',
  );
  process.exit(1);
}
ensureInstalled();
ensureServerBuilt();
warnWithoutSandbox();
log('starting a worker');
const code = await supervise({
  command: process.execPath,
  args: ['--enable-source-maps', 'apps/server/dist/worker.js'],
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(code);
