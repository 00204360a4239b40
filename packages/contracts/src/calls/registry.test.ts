import { describe, expect, it } from 'vitest';
import { calls } from './index';

describe('the call registry', () => {
  const all = Object.values(calls);

  it('gives every call a unique method and path, twins included', () => {
    const keys = all.flatMap((c) => [c.path, c.componentPath].filter(Boolean).map((p) => `${c.method} ${p}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses absolute paths', () => {
    for (const c of all) {
      expect(c.path.startsWith('/')).toBe(true);
      if (c.componentPath) expect(c.componentPath.startsWith('/api/webComponent/')).toBe(true);
    }
  });
});
