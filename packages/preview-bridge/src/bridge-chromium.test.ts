import { parsePreviewToParent } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, HOSTS, hasChromium, received, startHarness } from './testing/chromium-harness';

const CHILD_SCRIPT = `<body><script>
    history.pushState({}, '', '/child/about');
    history.replaceState({ scroll: 1 }, '', '/child/about');
    history.pushState({}, '', '/child/contact#top');
    setTimeout(() => history.back(), 50);
    setTimeout(() => { throw new TypeError('boom from the preview'); }, 0);
    setTimeout(() => { throw new RangeError(); }, 0);
    setTimeout(() => { throw ''; }, 0);
    Promise.reject(new Error('rejected in the preview'));
  </script></body>`;

describe.skipIf(!hasChromium)(
  'the preview bridge in Chromium (skipped: /usr/bin/chromium is missing)',
  () => {
    let harness: Harness;
    const origin = (host: string) => harness.origin(host);

    beforeAll(async () => {
      harness = await startHarness({ '/child': CHILD_SCRIPT });
    });

    afterAll(async () => {
      await harness?.close();
    });

    const framedBy = async (parentHost: string) => (await harness.framedBy(parentHost, '/child')).page;

    it('reports URL changes and runtime errors to the workspace, from the preview origin', async () => {
      const page = await framedBy(HOSTS.kiln);
      await expect
        .poll(async () => (await received(page)).length, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(8);
      const messages = await received(page);
      await page.close();

      expect(new Set(messages.map((m) => m.origin))).toEqual(new Set([origin(HOSTS.preview)]));
      const parsed = messages.map((m) => parsePreviewToParent(m.data));
      expect(parsed).not.toContain(null);

      const child = `${origin(HOSTS.preview)}/child`;
      const urls = parsed.flatMap((m) => (m?.type === 'URL_CHANGE' ? [m.url] : []));
      // Initial load, two pushes (the same-URL replace is not a change), then back (popstate).
      expect(urls).toEqual([child, `${child}/about`, `${child}/contact#top`, `${child}/about`]);

      const errors = parsed.flatMap((m) => (m?.type === 'runtime-error' ? [m] : []));
      expect(errors).toHaveLength(4);
      // The error's own words, never Chromium's bare "Uncaught ..." (issue 22 §4).
      expect(errors.filter((e) => e.message.startsWith('Uncaught'))).toEqual([]);
      const thrown = errors.find((e) => e.message.includes('boom from the preview'));
      expect(thrown?.message).toBe('TypeError: boom from the preview');
      const bare = errors.find((e) => e.message.startsWith('RangeError'));
      expect(bare?.message).toMatch(/^RangeError thrown without a message, at .*child/);
      expect(errors.map((e) => e.message)).toContain('An error was thrown without a message');
      expect(thrown?.stack).toContain('TypeError: boom from the preview');
      expect(thrown?.source).toMatch(new RegExp(`^${child}.*:\\d+:\\d+$`));
      const rejected = errors.find((e) => e.message.includes('rejected in the preview'));
      expect(rejected?.message).toBe('Unhandled promise rejection: Error: rejected in the preview');
      expect(rejected?.stack).toContain('Error: rejected in the preview');
    });

    it('tells a stranger framing the preview nothing', async () => {
      const page = await framedBy(HOSTS.stranger);
      // The child posts its six messages within ~100 ms of loading.
      await page.waitForTimeout(1_000);
      expect(await received(page)).toEqual([]);
      await page.close();
    });

    it('stays inert when the preview is opened on its own', async () => {
      const page = await harness.browser.newPage();
      await page.goto(`${origin(HOSTS.preview)}/child`);
      expect(await page.evaluate(() => history.pushState.toString())).toContain('[native code]');
      await page.close();
    });
  },
);
