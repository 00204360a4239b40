import { RECIPE_IDS } from '@kiln/offline-model/testing';
import { describe, expect, it } from 'vitest';
import { BOARD_NOTES_INTERACTIONS } from './testing/board-notes-interactions';
import { BOOKING_INTERACTIONS } from './testing/booking-interactions';
import { CHAT_INTERACTIONS } from './testing/chat-interactions';
import { MEDIA_INTERACTIONS } from './testing/media-interactions';
import { calls, generate, RECIPE_PROMPTS, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';
import { TOOL_INTERACTIONS } from './testing/tool-interactions';
import { WEATHER_INTERACTIONS } from './testing/weather-interactions';

/**
 * Every recipe through the real loop: AI SDK `streamText` drives the offline model, the tools write
 * a copy of the template, Kiln's builder builds it, tsc checks it, and Chromium renders it clean.
 */
const rig = renderRig('kiln-offline-recipes-');

const INTERACTIONS: Partial<Record<(typeof RECIPE_IDS)[number], Parameters<typeof verify>[3]>> = {
  landing: [{ path: '/contact', shows: 'Send message' }],
  todo: [
    {
      act: async (page) => {
        await page.getByLabel('New task').fill('Buy oat milk');
        await page.getByRole('button', { name: 'Add task' }).click();
        await page.getByText('Buy oat milk').waitFor();
        await page.getByRole('checkbox', { name: 'Buy oat milk' }).click();
        await page.getByRole('button', { name: /Completed \(2\)/, pressed: false }).waitFor();
        await page.reload();
        await page.getByText('Buy oat milk').waitFor();
        await page.getByRole('button', { name: 'Delete Buy oat milk' }).click();
        expect(await page.getByText('Buy oat milk').count()).toBe(0);
      },
    },
    { path: '/progress', shows: 'By priority' },
  ],
  blog: [
    {
      act: async (page) => {
        await page.getByRole('link', { name: 'The art of travelling slowly' }).click();
        await page.getByText('By The Hiking & Travel team').waitFor();
      },
      shows: 'The instinct is to see everything',
    },
  ],
  portfolio: [
    {
      act: async (page) => {
        await page.getByRole('button', { name: 'Weddings', exact: true, pressed: false }).click();
        await page.getByRole('button', { name: /Ines & Tomás/ }).click();
        await page.getByRole('dialog').getByText('Client').waitFor();
      },
    },
    { path: '/about', shows: 'Experience' },
  ],
  dashboard: [
    {
      shows: 'Recent orders',
      act: async (page) => void (await page.getByRole('img', { name: /Monthly revenue/ }).waitFor()),
    },
    {
      path: '/customers',
      act: async (page) => {
        await page.getByLabel('Search customers').fill('olivia');
        expect(await page.getByRole('row').count()).toBe(2);
      },
    },
    { path: '/settings', shows: 'Notifications' },
  ],
  store: [
    {
      path: '/shop',
      act: async (page) => {
        await page.getByRole('button', { name: /^Add to cart\W+Stoneware mug$/ }).click();
        await page.getByRole('button', { name: 'Cart, 1 item' }).click();
        await page.getByRole('button', { name: 'Remove Stoneware mug' }).click();
        await page.getByText('Nothing here yet.').waitFor();
      },
    },
  ],
  restaurant: [
    {
      path: '/menu',
      act: async (page) => {
        await page.getByRole('tab', { name: 'Ramen' }).click();
        await page.getByText('Tonkotsu ramen').waitFor();
      },
    },
    {
      path: '/reservations',
      act: async (page) => {
        await page.getByLabel('Name').fill('Yuki');
        await page.getByLabel('Email').fill('yuki@example.com');
        await page.getByRole('button', { name: 'Request booking' }).click();
        await page.getByText('See you soon!').waitFor();
      },
    },
  ],
  event: [
    {
      shows: 'Seconds',
      act: async (page) => {
        await page.getByRole('tab', { name: 'Sunday' }).click();
        await page.getByText('Late-night jazz').waitFor();
      },
    },
    { path: '/register', shows: 'Save your seat' },
  ],
  fitness: [
    {
      act: async (page) => {
        await page.getByLabel('Minutes', { exact: true }).fill('40');
        await page.getByRole('button', { name: 'Log workout' }).click();
        await page.getByText('5 workouts logged').waitFor();
      },
    },
    { path: '/progress', shows: 'Active minutes' },
  ],
  calculator: [
    {
      act: async (page) => {
        const result = page.getByRole('status', { name: 'Result' });
        // By clicks: 7 × 6 = 42.
        for (const key of ['7', 'Multiply', '6', 'Equals']) {
          await page.getByRole('button', { name: key, exact: true }).click();
        }
        expect(await result.textContent()).toBe('42');
        // By keyboard: 1.5 + 2.25 = 3.75, and a division by zero is said, not shown as Infinity.
        await page.locator('body').click();
        await page.keyboard.type('1.5+2.25');
        await page.keyboard.press('Enter');
        expect(await result.textContent()).toBe('3.75');
        await page.keyboard.type('9/0=');
        expect(await result.textContent()).toBe('Error');
        await page.getByText('Cannot divide by zero').waitFor();
        // The results are in the history (a division by zero is not).
        await page.getByRole('link', { name: 'History' }).first().click();
        const list = page.getByRole('list', { name: 'Calculations' });
        await list.getByText('7 × 6 =').waitFor();
        await list.getByText('1.5 + 2.25 =').waitFor();
        expect(await list.getByRole('listitem').count()).toBe(2);
      },
    },
    { path: '/history', shows: 'No calculations yet' },
  ],
  timer: [
    {
      act: async (page) => {
        // Time is Playwright's to move, and stands still otherwise (a slow machine adds none): five
        // minutes pass in a moment, every timer firing as it would.
        await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
        await page.reload();
        await page.clock.pauseAt(new Date('2026-01-05T09:01:00Z'));
        await page.getByRole('button', { name: 'Short break' }).click();
        await page.getByText('Time left: 05:00').waitFor();
        await page.getByRole('button', { name: 'Start' }).click();
        await page.clock.runFor('02:00');
        await page.getByText('Time left: 03:00').waitFor();
        // Paused, the clock stands still however long the wait.
        await page.getByRole('button', { name: 'Pause' }).click();
        await page.clock.runFor('05:00');
        await page.getByText('Time left: 03:00').waitFor();
        await page.getByRole('button', { name: 'Resume' }).click();
        await page.clock.runFor('03:00');
        await page.getByText("Time's up", { exact: true }).waitFor();
        await page.getByRole('link', { name: 'Sessions' }).first().click();
        await page.getByRole('list', { name: 'Finished sessions' }).getByText('Short break').waitFor();
      },
    },
    { path: '/sessions', shows: 'No sessions yet' },
  ],
  records: [
    {
      act: async (page) => {
        const rows = page.getByRole('table').getByRole('row');
        await page.getByRole('rowheader', { name: 'Olivia Chen' }).waitFor();
        expect(await rows.count()).toBe(6);
        await page.getByLabel('Search clients').fill('cedar');
        await page.getByText('1 of 5 clients').waitFor();
        await page.getByLabel('Search clients').fill('');
        // Sorted by deal value, largest first, on the second click.
        await page.getByRole('button', { name: 'Deal value' }).click();
        await page.getByRole('button', { name: 'Deal value' }).click();
        expect(await rows.nth(1).getByRole('rowheader').textContent()).toBe('Sofia Alves');
        // Add, then edit, then delete; kept across a reload.
        await page.getByRole('button', { name: 'Add client' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add client' });
        await dialog.getByLabel('Name').fill('Rui Lopes');
        await dialog.getByLabel('Stage').selectOption('Won');
        await dialog.getByLabel('Deal value (optional)').fill('5000');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('rowheader', { name: 'Rui Lopes' }).waitFor();
        await page.reload();
        await page.getByRole('button', { name: 'Edit Rui Lopes' }).click();
        await page
          .getByRole('dialog', { name: 'Edit client' })
          .getByLabel('Company (optional)')
          .fill('Lopes Lda');
        await page.getByRole('dialog', { name: 'Edit client' }).getByRole('button', { name: 'Save' }).click();
        await page.getByRole('cell', { name: 'Lopes Lda' }).waitFor();
        await page.getByRole('button', { name: 'Delete Rui Lopes' }).click();
        expect(await page.getByRole('rowheader', { name: 'Rui Lopes' }).count()).toBe(0);
      },
    },
    { path: '/summary', shows: 'By stage' },
    {
      // A phone: one card per client, nothing wider than the screen.
      viewport: { width: 375, height: 800 },
      act: async (page) => {
        await page.getByRole('list', { name: 'clients' }).getByText('Olivia Chen').waitFor();
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
      },
    },
  ],
  listings: [
    {
      act: async (page) => {
        const count = page.getByTestId('result-count');
        await count.getByText('6 homes').waitFor();
        await page.getByLabel('Type').selectOption('House');
        await count.getByText('2 homes').waitFor();
        await page.getByLabel('Search homes').fill('garden');
        await count.getByText('1 home', { exact: true }).waitFor();
        await page.getByRole('link', { name: 'Family house with garden' }).click();
        await page.getByRole('heading', { name: 'Family house with garden' }).waitFor();
        await page.getByText('Riverside', { exact: true }).waitFor();
        // The primary action checks what it is given, then keeps it.
        await page.getByRole('button', { name: 'Contact agent' }).click();
        await page.getByText('Please enter your name.').waitFor();
        await page.getByLabel('Your name').fill('Rita');
        await page.getByLabel('Email').fill('rita@example.com');
        await page.getByLabel('Message').fill('Is it still available to visit?');
        await page.getByRole('button', { name: 'Contact agent' }).click();
        await page.getByRole('status').getByText('Thank you').waitFor();
        // Saved survives a reload, and the Saved page lists it.
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.reload();
        await page.getByRole('button', { name: 'Saved', pressed: true }).waitFor();
        await page.getByRole('link', { name: 'Saved' }).first().click();
        await page.getByRole('link', { name: 'Family house with garden' }).waitFor();
      },
    },
    {
      viewport: { width: 375, height: 800 },
      act: async (page) => {
        await page.getByTestId('result-count').getByText('6 homes').waitFor();
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
      },
    },
  ],
  ...BOARD_NOTES_INTERACTIONS,
  ...TOOL_INTERACTIONS,
  ...CHAT_INTERACTIONS,
  ...MEDIA_INTERACTIONS,
  ...WEATHER_INTERACTIONS,
  ...BOOKING_INTERACTIONS,
};

describe.concurrent('recipes', () => {
  it.each(RECIPE_IDS)(
    '%s: writes a complete app that builds, type-checks and renders clean',
    async (recipe) => {
      const project = await generate(rig.root, recipe);
      const { first } = project;
      expect(first.log.filter((entry) => entry.isError)).toEqual([]);
      expect(first.finishReasons).toEqual(['tool-calls', 'stop']);
      expect(first.reasoning.length).toBeGreaterThan(100);
      expect(calls(first, 'set_project_name')[0]?.input.name).toBe(RECIPE_PROMPTS[recipe].shows);
      expect(calls(first, 'suggest')).toHaveLength(1);
      const written = calls(first, 'write_file').map((entry) => entry.input.path);
      expect(written).toContain('src/pages/Index.tsx');
      expect(
        written.filter((file) => String(file).startsWith('src/components/')).length,
      ).toBeGreaterThanOrEqual(3);

      await verify(rig.builder, rig.browser, project.dir, [
        { shows: RECIPE_PROMPTS[recipe].shows, screenshot: `/tmp/offline-${recipe}.png` },
        ...(INTERACTIONS[recipe] ?? []),
      ]);
    },
    120_000,
  );
});
