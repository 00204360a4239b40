import { describe, expect, it } from 'vitest';
import { JoinCache } from './join-cache';

describe('the room join cache', () => {
  it('reuses a decision per socket and project until it expires', () => {
    let now = 0;
    const cache = new JoinCache(1_000, () => now);
    cache.set('s1', 'p1', { allowed: true, isOwner: true });
    expect(cache.get('s1', 'p1')).toEqual({ allowed: true, isOwner: true });
    expect(cache.get('s2', 'p1')).toBeUndefined();
    expect(cache.get('s1', 'p2')).toBeUndefined();
    now = 1_000;
    expect(cache.get('s1', 'p1')).toBeUndefined();
  });

  it('forgets a project’s decisions when its privacy changes, and a socket’s when it leaves', () => {
    const cache = new JoinCache(60_000);
    cache.set('s1', 'p1', { allowed: true, isOwner: false });
    cache.set('s2', 'p1', { allowed: false });
    cache.set('s1', 'p2', { allowed: true, isOwner: false });
    cache.forgetProject('p1');
    expect(cache.get('s1', 'p1')).toBeUndefined();
    expect(cache.get('s2', 'p1')).toBeUndefined();
    expect(cache.get('s1', 'p2')).toEqual({ allowed: true, isOwner: false });
    cache.forgetSocket('s1');
    expect(cache.get('s1', 'p2')).toBeUndefined();
  });

  it('keeps nothing when its lifetime is zero', () => {
    const cache = new JoinCache(0);
    cache.set('s1', 'p1', { allowed: true, isOwner: true });
    expect(cache.get('s1', 'p1')).toBeUndefined();
  });
});
