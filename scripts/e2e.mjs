#!/usr/bin/env node
// `npm run test:e2e`: builds what is stale, wipes the e2e data dir, then runs Playwright in Debian's
// Chromium against the real server.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt, ensureWebBuilt } from './start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium is not at ${chromium}. Install Debian's package: apt-get install -y chromium`);
  process.exit(1);
}
ensureWebBuilt();
ensureServerBuilt();
const dataDir = path.join(root, '.kiln-test/e2e');
rmSync(dataDir, { recursive: true, force: true });
const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/@playwright/test/cli.js'),
    'test',
    '-c',
    'e2e/playwright.config.ts',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, KILN_E2E_DATA_DIR: dataDir } },
);
process.exit(result.status ?? 1);
