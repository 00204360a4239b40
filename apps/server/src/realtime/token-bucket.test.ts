import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket';

describe('the socket message budget', () => {
  it('allows a burst, then refills at its rate, never above the burst', () => {
    let now = 0;
    const bucket = new TokenBucket(10, 3, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now += 100; // one token back at 10/s
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    now += 60_000; // a long quiet spell refills to the burst only
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });
});
