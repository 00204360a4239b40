import { parsePreviewToParent } from '@kiln/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, HOSTS, hasChromium, received, send, startHarness } from './testing/chromium-harness';

/**
 * A tiny router: `/site` renders the home page with a link; any other path renders what the template's
 * catch-all renders, an element the jsx-tagger stamped as coming from src/pages/NotFound.tsx.
 */
const SITE = `<body><div id="root"></div><script>
  const root = document.getElementById('root');
  function render() {
    root.innerHTML = location.pathname === '/site'
      ? '<a href="/site/our-team" id="team">Meet the team</a>'
      : '<main data-unique-id="src/pages/NotFound.tsx:6:4" data-file-name="src/pages/NotFound.tsx"><h1>Page not found</h1></main>';
  }
  document.addEventListener('click', (event) => {
    const link = event.target.closest('a');
    if (!link) return;
    event.preventDefault();
    history.pushState({}, '', link.getAttribute('href'));
    render();
  });
  render();
</script></body>`;

async function generateRequests(page: Page) {
  return (await received(page)).flatMap((m) => {
    const message = parsePreviewToParent(m.data);
    return message?.type === 'ELEMENT_INSPECTED' && message.action === 'generate_section' ? [message] : [];
  });
}

describe.skipIf(!hasChromium)('missing pages in Chromium', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ '/site': SITE });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('offers to generate a page the app has no route for, then follows the generation', async () => {
    const { page, child } = await harness.framedBy(HOSTS.kiln, '/site');
    const offer = child.getByRole('button', { name: 'Generate this page' });
    expect(await child.getByRole('status').count()).toBe(0);

    await child.getByRole('link', { name: 'Meet the team' }).click();
    await expect.poll(() => offer.count()).toBe(1);
    expect(await child.getByRole('status').textContent()).toContain('This page doesn’t exist yet');

    await offer.click();
    await expect.poll(async () => (await generateRequests(page)).length).toBe(1);
    const [request] = await generateRequests(page);
    expect(request).toEqual({
      type: 'ELEMENT_INSPECTED',
      action: 'generate_section',
      componentName: 'SiteOurTeam',
      url: `${harness.origin(HOSTS.preview)}/site/our-team`,
      metadata: { pathname: '/site/our-team', linkText: 'Meet the team', referrerPath: '/site' },
    });

    // Another component's answer is not this page's.
    await send(page, { type: 'GENERATION_IN_PROGRESS', componentName: 'Pricing' });
    await send(page, { type: 'GENERATION_IN_PROGRESS', componentName: 'SiteOurTeam' });
    await expect.poll(() => child.getByText('Generating the SiteOurTeam page…').count()).toBe(1);
    expect(await child.getByRole('button', { name: 'Generating…' }).isDisabled()).toBe(true);

    const failure = 'Failed to generate the component. Please try again or contact support.';
    await send(page, { type: 'GENERATION_FAILED', componentName: 'SiteOurTeam', message: failure });
    await expect.poll(() => child.getByText(failure).count()).toBe(1);
    await child.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(async () => (await generateRequests(page)).length).toBe(2);

    await send(page, { type: 'GENERATION_COMPLETE', componentName: 'SiteOurTeam' });
    await expect.poll(() => child.getByText('Page ready').count()).toBe(1);
    await page.close();
  });

  it('says nothing on a page that exists, or to a stranger framing the preview', async () => {
    const home = await harness.framedBy(HOSTS.kiln, '/site');
    const stranger = await harness.framedBy(HOSTS.stranger, '/site/pricing');
    await expect
      .poll(() => stranger.child.getByRole('button', { name: 'Generate this page' }).count())
      .toBe(1);
    await stranger.child.getByRole('button', { name: 'Generate this page' }).click();
    await send(stranger.page, { type: 'GENERATION_COMPLETE', componentName: 'SitePricing' });

    // The workspace's own page had time to settle: still no offer on the home page.
    await send(home.page, { type: 'TOGGLE_BRANDING', isVisible: true });
    await expect.poll(() => home.child.getByRole('link', { name: 'Made with Kiln' }).count()).toBe(1);
    expect(await home.child.getByRole('button', { name: 'Generate this page' }).count()).toBe(0);
    expect(await stranger.child.getByText('Page ready').count()).toBe(0);
    expect(await received(stranger.page)).toEqual([]);
    await home.page.close();
    await stranger.page.close();
  });
});
