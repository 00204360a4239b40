import { describe, expect, it } from 'vitest';
import { buildPreviewBridgeScript } from './build-script';

describe('buildPreviewBridgeScript', () => {
  it('bundles a classic script with the workspace origin as the only postMessage target', async () => {
    const script = await buildPreviewBridgeScript('http://localhost:3000');

    expect(script.startsWith('"use strict";(()=>{')).toBe(true);
    expect(script).toContain('kilnOrigin:"http://localhost:3000"');
    expect(script).not.toContain('"*"');
    expect(script).not.toMatch(/\bimport\b|\bexport\b/);
    expect(script.length).toBeLessThan(4_000);
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
