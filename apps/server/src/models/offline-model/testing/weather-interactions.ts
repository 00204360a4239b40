import type { RecipeId } from '@kiln/offline-model/testing';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { verify } from './projects';

/** What the integration test does in the weather app: switches city, converts, keeps a favourite. */
export const WEATHER_INTERACTIONS: Partial<Record<RecipeId, Parameters<typeof verify>[3]>> = {
  weather: [
    {
      shows: 'Sample data, not a live forecast.',
      act: async (page) => {
        await page.getByRole('heading', { name: 'Lisbon' }).waitFor();
        await page.getByRole('button', { name: 'Tokyo', exact: true }).click();
        await page.getByRole('heading', { name: 'Tokyo' }).waitFor();
        // °F is the same sample figure converted, and the choice outlives a reload.
        const celsius = Number.parseInt((await page.getByTestId('current-temp').textContent()) ?? '', 10);
        await page.getByRole('button', { name: '°F', pressed: false }).click();
        await page
          .getByTestId('current-temp')
          .getByText(`${Math.round((celsius * 9) / 5 + 32)}°F`)
          .waitFor();
        await page.getByRole('button', { name: 'Add Tokyo to favourites' }).click();
        await page.reload();
        await page.getByRole('button', { name: 'Remove Tokyo from favourites', pressed: true }).waitFor();
        await page.getByRole('button', { name: /^Tokyo\W+favourite$/, pressed: true }).waitFor();
        await page.getByRole('button', { name: '°F', pressed: true }).waitFor();
      },
    },
    {
      viewport: { width: 375, height: 800 },
      // Late in the day, so "now" starts well off the strip's first screen.
      clock: new Date(2026, 2, 2, 18, 30),
      act: (page) => expectNowInView(page, /Hourly forecast/, 'Now'),
    },
  ],
};

/** The "now" hour is inside the strip's box, and the page itself was not scrolled to get it there. */
export async function expectNowInView(page: Page, region: RegExp, now: string): Promise<void> {
  const strip = page.getByRole('region', { name: region });
  await strip.getByText(now, { exact: true }).waitFor();
  const box = await strip.boundingBox();
  const item = await strip.locator('li[aria-current="time"]').boundingBox();
  expect(box && item).toBeTruthy();
  if (!box || !item) return;
  expect(item.x).toBeGreaterThanOrEqual(box.x - 1);
  expect(item.x + item.width).toBeLessThanOrEqual(box.x + box.width + 1);
  expect(
    await strip.evaluate((element) => (element as unknown as { scrollLeft: number }).scrollLeft),
  ).toBeGreaterThan(0);
  expect(await page.evaluate('window.scrollY')).toBe(0);
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
}
