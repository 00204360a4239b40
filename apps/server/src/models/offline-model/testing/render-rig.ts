import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type Builder, createBuilder } from '../../../build';
import { launchBrowser, makeTempDir, removeDir, STORE_NODE_MODULES } from './harness';

export type RenderRig = { builder: Builder; browser: Browser; root: string };

/**
 * For a test file that builds and renders apps: Kiln's builder, a Chromium and a temporary folder,
 * made before its tests and gone after them. Read the fields inside tests (they are set by then).
 */
export function renderRig(prefix: string): RenderRig {
  const rig = {} as RenderRig;
  beforeAll(async () => {
    rig.builder = createBuilder({ maxConcurrent: 1, timeoutMs: 60_000, nodePaths: [STORE_NODE_MODULES] });
    rig.browser = await launchBrowser();
    rig.root = await makeTempDir(prefix);
  });
  afterAll(async () => {
    await rig.browser?.close();
    await rig.builder?.close();
    if (rig.root) await removeDir(rig.root);
  });
  return rig;
}
