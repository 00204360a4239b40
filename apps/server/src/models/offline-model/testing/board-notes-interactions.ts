import type { RecipeId } from '@kiln/offline-model/testing';
import { expect } from 'vitest';
import type { verify } from './projects';

/**
 * What the integration test does in the kanban board and notes apps: their core interaction (a card
 * added, moved by keyboard and by drag, edited and deleted; a note written, previewed and found), and
 * no horizontal scroll on a 375 px phone.
 */
export const BOARD_NOTES_INTERACTIONS: Partial<Record<RecipeId, Parameters<typeof verify>[3]>> = {
  board: [
    {
      act: async (page) => {
        const column = (title: string) => page.getByRole('region', { name: title, exact: true });
        await page.getByRole('button', { name: 'Add card to Backlog' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add card' });
        await dialog.getByLabel('Title').fill('Write release notes');
        await dialog.getByLabel('Label').selectOption('green');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await column('Backlog').getByText('Write release notes').waitFor();
        // Moved without a mouse: the card's menu, from the keyboard.
        await page.getByRole('button', { name: 'Actions for Write release notes' }).focus();
        await page.keyboard.press('Enter');
        await page.getByRole('menuitem', { name: 'Move to Review' }).focus();
        await page.keyboard.press('Enter');
        await column('Review').getByText('Write release notes').waitFor();
        // And by dragging it.
        await page.getByRole('listitem', { name: 'Write release notes' }).dragTo(column('Done'));
        await column('Done').getByText('Write release notes').waitFor();
        await page.reload();
        await column('Done').getByText('Write release notes').waitFor();
        await page.getByRole('button', { name: 'Actions for Write release notes' }).click();
        await page.getByRole('menuitem', { name: 'Edit' }).click();
        await page
          .getByRole('dialog', { name: 'Edit card' })
          .getByLabel('Description (optional)')
          .fill('For 2.1');
        await page.getByRole('dialog', { name: 'Edit card' }).getByRole('button', { name: 'Save' }).click();
        await column('Done').getByText('For 2.1').waitFor();
        await page.getByRole('button', { name: 'Actions for Write release notes' }).click();
        await page.getByRole('menuitem', { name: 'Delete' }).click();
        await page
          .getByRole('dialog', { name: 'Delete this card?' })
          .getByRole('button', { name: 'Delete card' })
          .click();
        await page.getByRole('status').getByText('Deleted Write release notes.').waitFor();
        expect(
          await page.getByRole('main').getByRole('listitem', { name: 'Write release notes' }).count(),
        ).toBe(0);
      },
    },
    {
      // A phone: the columns stack, nothing wider than the screen.
      viewport: { width: 375, height: 800 },
      act: async (page) => {
        await page.getByRole('region', { name: 'Backlog', exact: true }).waitFor();
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
      },
    },
  ],
  notes: [
    {
      act: async (page) => {
        await page.getByRole('button', { name: 'New note' }).first().click();
        await page.getByLabel('Title').fill('Garden plan');
        await page
          .getByLabel('Note (markdown)')
          .fill('# Spring beds\n\n- Tomatoes\n- **Basil**\n\n<img src=x onerror=alert(1)>');
        await page.getByRole('button', { name: 'Preview', exact: true }).click();
        const preview = page.getByRole('region', { name: 'Preview' });
        await preview.getByRole('heading', { name: 'Spring beds' }).waitFor();
        await preview.getByRole('listitem').filter({ hasText: 'Tomatoes' }).waitFor();
        // Raw HTML stays text.
        await preview.getByText('<img src=x onerror=alert(1)>').waitFor();
        expect(await preview.locator('img').count()).toBe(0);
        await page.getByRole('status').getByText('Saved').waitFor();
        await page.reload();
        await page.getByRole('list', { name: 'Notes' }).getByText('Garden plan').click();
        await page.getByLabel('Search notes').fill('garden');
        expect(await page.getByRole('list', { name: 'Notes' }).getByRole('listitem').count()).toBe(1);
        await page.getByRole('button', { name: 'Delete note' }).click();
        await page
          .getByRole('dialog', { name: 'Delete this note?' })
          .getByRole('button', { name: 'Delete note' })
          .click();
        await page.getByText('No notes match “garden”.').waitFor();
      },
    },
    {
      viewport: { width: 375, height: 800 },
      act: async (page) => {
        await page.getByRole('list', { name: 'Notes' }).waitFor();
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
      },
    },
  ],
};
