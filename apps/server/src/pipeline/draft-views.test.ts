import { describe, expect, it } from 'vitest';
import { DraftViews } from './draft-views';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('DraftViews', () => {
  it('wakes every render waiting for a draft when its script is served, and only that draft', async () => {
    const views = new DraftViews();
    const first = views.firstView('_staging-a', 60_000);
    const second = views.firstView('_staging-a', 60_000);
    const other = views.firstView('_staging-b', 60_000);
    views.served('_staging-c');
    expect(await settled(first)).toBe(false);
    views.served('_staging-a');
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
    expect(await settled(other)).toBe(false);
    views.served('_staging-b');
    expect(await settled(other)).toBe(true);
  });

  it('starts the render anyway when nobody fetches the draft within the cap', async () => {
    const views = new DraftViews();
    const started = performance.now();
    await views.firstView('_staging-a', 30);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    // A view after the cap has nobody to wake and is not kept for a later wait.
    views.served('_staging-a');
    expect(await settled(views.firstView('_staging-a', 60_000))).toBe(false);
  });
});
