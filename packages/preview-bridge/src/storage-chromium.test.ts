import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, HOSTS, hasChromium, received, startHarness } from './testing/chromium-harness';

// An app that keeps its data in localStorage, as generated apps do, reading it on its first line.
const STORING_APP = `<body><script>
    const saved = localStorage.getItem('tasks');
    localStorage.setItem('tasks', JSON.stringify(['Buy flour']));
    sessionStorage.setItem('tab', 'all');
    parent.postMessage({ app: 'ran', saved, tasks: localStorage.getItem('tasks'), tab: sessionStorage.getItem('tab'), count: localStorage.length }, '*');
  </script></body>`;

describe.skipIf(!hasChromium)('a framed preview whose browser blocks third-party storage', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ '/storing': STORING_APP });
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('runs an app that reads localStorage at start, on in-memory storage', { timeout: 30_000 }, async () => {
    const { page } = await harness.framedBy(HOSTS.kiln, '/storing');
    await expect
      .poll(async () => (await received(page)).find((m) => (m.data as { app?: string }).app), {
        timeout: 10_000,
      })
      .toBeTruthy();
    const messages = await received(page);
    await page.close();
    const ran = messages.find((m) => (m.data as { app?: string }).app)?.data;
    expect(ran).toEqual({ app: 'ran', saved: null, tasks: '["Buy flour"]', tab: 'all', count: 1 });
    expect(JSON.stringify(messages)).not.toContain('Access is denied');
  });
});
