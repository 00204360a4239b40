import type { RecipeId } from '@kiln/offline-model/testing';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { verify } from './projects';

const visit = (page: Page, path: string) => page.goto(new URL(path, page.url()).href);

/**
 * What the integration test does in the booking app, on a 375 px phone with "today" fixed to Monday
 * 2 March 2026, 8 am: a haircut on Tuesday at 10 am (the form refused once), kept after a reload, no
 * longer offered, then cancelled.
 */
export const BOOKING_INTERACTIONS: Partial<Record<RecipeId, Parameters<typeof verify>[3]>> = {
  booking: [
    {
      act: async (page) => {
        await page.clock.setFixedTime(new Date(2026, 2, 2, 8, 0));
        await page.reload();
        await page.getByRole('button', { name: /^Haircut/ }).click();
        await page.getByRole('heading', { name: '2. Pick a day and time' }).waitFor();
        // The step's heading takes the focus (after the render: waited for, not read at once).
        await page.waitForFunction("document.activeElement?.tagName === 'H2'");
        // Past and closed days are announced and cannot be chosen; arrow keys move through the grid.
        await page.getByRole('button', { name: 'Sunday, March 1, 2026, not available' }).waitFor();
        await page.getByRole('button', { name: 'Sunday, March 8, 2026, closed' }).waitFor();
        await page.getByRole('button', { name: 'Monday, March 2, 2026', exact: true }).focus();
        await page.keyboard.press('ArrowRight');
        await page.waitForFunction(
          "document.activeElement?.getAttribute('aria-label') === 'Tuesday, March 3, 2026'",
        );
        await page.keyboard.press('Enter');
        await page.getByRole('heading', { name: 'Tuesday, March 3, 2026' }).waitFor();
        await page
          .getByRole('list', { name: 'Available times' })
          .getByRole('button', { name: '10:00 AM' })
          .click();
        // The form says what is wrong next to the field, then books.
        await page.getByRole('button', { name: 'Confirm booking' }).click();
        await page.getByText('Enter your name.').waitFor();
        await page.getByLabel('Name').fill('Ana Lima');
        await page.getByLabel('Email').fill('ana@example');
        await page.getByRole('button', { name: 'Confirm booking' }).click();
        await page.getByText('Enter an email address like name@example.com.').waitFor();
        await page.getByLabel('Email').fill('ana@example.com');
        await page.getByRole('button', { name: 'Confirm booking' }).click();
        await page.getByRole('heading', { name: 'You are booked' }).waitFor();
        await page.getByText('no email or text message is sent').waitFor();
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
        await visit(page, '/bookings');
        await page.reload();
        await page
          .getByRole('list', { name: 'Upcoming bookings' })
          .getByText('Haircut', { exact: true })
          .waitFor();
        // The booked time (and the ones a 45-minute haircut would overlap) are no longer offered.
        await visit(page, '/');
        await page.getByRole('button', { name: /^Haircut/ }).click();
        await page.getByRole('button', { name: 'Tuesday, March 3, 2026', exact: true }).click();
        const times = page.getByRole('list', { name: 'Available times' });
        await times.getByRole('button', { name: '9:00 AM' }).waitFor();
        expect(await times.getByRole('button', { name: '10:00 AM' }).count()).toBe(0);
        expect(await times.getByRole('button', { name: '9:30 AM' }).count()).toBe(0);
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
        await visit(page, '/bookings');
        await page.getByRole('button', { name: /^Cancel Haircut/ }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
        await page.getByText('No upcoming bookings').waitFor();
      },
      viewport: { width: 375, height: 800 },
      screenshot: '/tmp/offline-booking-phone.png',
    },
    { path: '/bookings', shows: 'No upcoming bookings' },
  ],
};
