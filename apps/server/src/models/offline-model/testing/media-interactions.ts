import type { RecipeId } from '@kiln/offline-model/testing';
import { expect } from 'vitest';
import type { verify } from './projects';

/** What the integration test does in the media player: plays under Playwright's clock, makes a playlist. */
export const MEDIA_INTERACTIONS: Partial<Record<RecipeId, Parameters<typeof verify>[3]>> = {
  media: [
    {
      act: async (page) => {
        // The clock is Playwright's: ten seconds of playing pass in a moment.
        await page.clock.install();
        await page.reload();
        const bar = page.getByRole('region', { name: 'Now playing' });
        await page.getByRole('button', { name: 'Play Steam on the Glass' }).click();
        await bar.getByText('Steam on the Glass').waitFor();
        await page.clock.fastForward('00:10');
        await bar.getByTestId('elapsed').getByText('0:10').waitFor();
        await bar.getByRole('button', { name: 'Pause' }).click();
        await page.clock.fastForward('00:30');
        await bar.getByTestId('elapsed').getByText('0:10').waitFor();
        await bar.getByRole('button', { name: 'Next' }).click();
        await bar.getByText('Late Bus Home').waitFor();
        // Space plays and pauses when focus is on the page, not in a field or on a button.
        await page.getByRole('heading', { name: 'Tempo', level: 1 }).click();
        await page.keyboard.press('Space');
        await bar.getByRole('button', { name: 'Pause' }).waitFor();
        await page.keyboard.press('Space');
        await bar.getByRole('button', { name: 'Play' }).waitFor();
        await bar.getByRole('button', { name: 'Shuffle', pressed: false }).click();
        await bar.getByRole('button', { name: 'Shuffle', pressed: true }).waitFor();
        // A playlist: made, given a track, and still there after a reload.
        await page.getByRole('link', { name: 'Playlists' }).first().click();
        await page.getByLabel('Playlist name').fill('Road trip');
        await page.getByRole('button', { name: 'Create playlist' }).click();
        await page.getByRole('heading', { name: 'Road trip' }).waitFor();
        await page.getByRole('link', { name: 'Library' }).first().click();
        await page.getByRole('button', { name: 'Add Tea Gone Cold to a playlist' }).click();
        await page.getByRole('menuitem', { name: 'Road trip' }).click();
        await page.getByRole('link', { name: 'Playlists' }).first().click();
        await page.getByRole('heading', { name: 'Road trip' }).waitFor();
        await page.reload();
        await page.getByRole('region', { name: 'Road trip' }).getByText('Tea Gone Cold').waitFor();
        await page.getByRole('button', { name: 'Remove Tea Gone Cold from Road trip' }).click();
        await page.getByText('Empty: add tracks').waitFor();
      },
    },
    { path: '/playlists', shows: 'No playlists yet' },
    {
      viewport: { width: 375, height: 800 },
      act: async (page) => {
        await page.getByRole('button', { name: 'Play Late Bus Home' }).click();
        await page.getByRole('region', { name: 'Now playing' }).getByText('Late Bus Home').waitFor();
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
      },
    },
  ],
};
