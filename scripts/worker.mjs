#!/usr/bin/env node
// `npm run worker`: a build worker that takes generation runs off the job queue in Redis (issue 19;
// README, "Running Kiln for many users"). It needs the API nodes' REDIS_URL, DATABASE_URL and S3_*
// (or their shared KILN_DATA_DIR). Installs and builds like `npm start`, then runs supervised.
import { ensureInstalled, ensureServerBuilt, superviseBuilt, warnWithoutSandbox } from './start.mjs';
import { log } from './supervise.mjs';

if (!process.env.REDIS_URL) {
  console.error(
    'npm run worker takes runs off the job queue in Redis: set REDIS_URL, DATABASE_URL and S3_* (or the same KILN_DATA_DIR) as on the API nodes.',
  );
  process.exit(1);
}
ensureInstalled();
ensureServerBuilt();
warnWithoutSandbox();
log('starting a worker');
process.exit(await superviseBuilt('worker.js'));
