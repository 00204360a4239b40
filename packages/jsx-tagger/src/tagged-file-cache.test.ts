import { describe, expect, it } from 'vitest';
import { TaggedFileCache } from './tagged-file-cache';

describe('TaggedFileCache', () => {
  it('answers by path and exact text', () => {
    const cache = new TaggedFileCache();
    cache.set('src/a.tsx', '<a/>', 'tagged a');

    expect(cache.get('src/a.tsx', '<a/>')).toBe('tagged a');
    expect(cache.get('src/a.tsx', '<a />')).toBeUndefined();
    expect(cache.get('src/b.tsx', '<a/>')).toBeUndefined();
  });

  it('drops the least recently used entries past its size', () => {
    // Each entry counts 21: its key (path, a separator, the one-character source) and 10 out.
    const cache = new TaggedFileCache(65);
    cache.set('src/a.tsx', 'a', '0123456789');
    cache.set('src/b.tsx', 'b', '0123456789');
    cache.set('src/c.tsx', 'c', '0123456789');
    expect(cache.get('src/a.tsx', 'a')).toBe('0123456789');

    cache.set('src/d.tsx', 'd', '0123456789');

    expect(cache.size).toBe(3);
    expect(cache.get('src/b.tsx', 'b')).toBeUndefined();
    expect(cache.get('src/a.tsx', 'a')).toBe('0123456789');
    expect(cache.get('src/c.tsx', 'c')).toBe('0123456789');
    expect(cache.get('src/d.tsx', 'd')).toBe('0123456789');
  });

  it('keeps nothing larger than its whole size', () => {
    const cache = new TaggedFileCache(10);
    cache.set('src/a.tsx', 'a', 'x'.repeat(20));
    expect(cache.size).toBe(0);
  });
});
