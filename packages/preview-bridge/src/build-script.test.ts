import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildPreviewBridgeScript } from './build-script';

describe('buildPreviewBridgeScript', () => {
  it('bundles a classic script with the workspace origin as the only postMessage target', async () => {
    const script = await buildPreviewBridgeScript('http://localhost:3000');

    expect(script.startsWith('"use strict";(()=>{')).toBe(true);
    expect(script).toContain('kilnOrigin:"http://localhost:3000"');
    expect(script).not.toContain('"*"');
    expect(script).not.toMatch(/\bimport\b|\bexport\b/);
  });

  it('stays small: it is inlined into every preview page', async () => {
    const script = await buildPreviewBridgeScript('http://localhost:3000');
    // About 44 KB minified, 15 KB gzipped, two thirds of it zod/mini validating the workspace's
    // messages. Classic zod would add ~450 KB: a growth past these bounds is a regression to look at.
    expect(script.length).toBeLessThan(50_000);
    expect(gzipSync(script).length).toBeLessThan(17_000);
  });

  it("carries the seed's hint texts and the editable style keys", async () => {
    const script = await buildPreviewBridgeScript('http://localhost:3000');
    expect(script).toContain('Hover to select and edit any specific element');
    expect(script).toContain('Hold Shift to select multiple elements');
    expect(script).toContain('"paddingLeft"');
  });

  it('caches per origin', async () => {
    const first = buildPreviewBridgeScript('https://kiln.example.com');
    expect(buildPreviewBridgeScript('https://kiln.example.com')).toBe(first);
    expect(await buildPreviewBridgeScript('http://localhost:4000')).toContain('"http://localhost:4000"');
  });

  it.each([
    '*',
    'http://localhost:3000/',
    'http://localhost:3000/workspace',
    'javascript:alert(1)',
    'http://localhost:3000"</script><script>alert(1)//',
    '',
  ])('refuses %j as an origin', (origin) => {
    expect(() => buildPreviewBridgeScript(origin)).toThrow(/Kiln origin must be an origin/);
  });
});
