#!/usr/bin/env node
// `npm run bench`: prints performance figures (medians, and ratios against peers measured in the same
// run). Figures are never asserted in tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(
  process.execPath,
  ['node_modules/tsx/dist/cli.mjs', 'bench/index.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
