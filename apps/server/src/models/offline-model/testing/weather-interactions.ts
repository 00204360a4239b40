import type { RecipeId } from '@kiln/offline-model/testing';
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
      act: async (page) => {
        await page.getByRole('region', { name: /Hourly forecast/ }).waitFor();
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
      },
    },
  ],
};
