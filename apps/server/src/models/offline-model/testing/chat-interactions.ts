import type { RecipeId } from '@kiln/offline-model/testing';
import { expect } from 'vitest';
import type { verify } from './projects';

/**
 * What the integration test does in the chat app. The built app is served statically, so Kiln's
 * `/api/kiln/ai/chat` is not there: the scripted demo bot answers, and the app must say so.
 */
export const CHAT_INTERACTIONS: Partial<Record<RecipeId, Parameters<typeof verify>[3]>> = {
  chat: [
    {
      act: async (page) => {
        const composer = page.getByLabel('Message Sage');
        // Playwright's own waits: vitest's expect.poll needs the test's context, which concurrent
        // tests do not share.
        await page.waitForFunction("document.activeElement?.id === 'composer'");
        // Shift+Enter is a new line, Enter sends.
        await composer.fill('Hello');
        await composer.press('Shift+Enter');
        await composer.pressSequentially('What are your opening hours?');
        await composer.press('Enter');
        const thread = page.getByRole('region', { name: 'Messages' });
        await thread.getByText('Our hours: Shop open Wed–Sun, 10 am – 6 pm.').waitFor();
        await thread.getByText('Demo reply', { exact: true }).waitFor();
        await page
          .getByRole('note')
          .getByText(/^Demo replies — turn on AI Chat/)
          .waitFor();
        await page.getByRole('main').getByText('Demo replies', { exact: true }).waitFor();
        // A starter question in a second conversation.
        await page.getByRole('button', { name: 'New chat' }).click();
        await page.getByRole('list', { name: 'Suggested questions' }).getByRole('button').nth(2).click();
        await thread.getByText('Demo reply', { exact: true }).waitFor();
        const conversations = page.getByRole('navigation', { name: 'Conversations' }).getByRole('listitem');
        const count = async (n: number) => {
          await conversations.nth(n - 1).waitFor();
          await conversations.nth(n).waitFor({ state: 'detached' });
        };
        await count(2);
        await page.reload();
        await count(2);
        await page.getByRole('button', { name: /^Delete Hello/ }).click();
        await page
          .getByRole('dialog', { name: 'Delete this conversation?' })
          .getByRole('button', { name: 'Delete conversation' })
          .click();
        await count(1);
        await conversations.getByRole('button', { name: 'What is your return policy?', exact: true }).click();
        await thread.getByText(/^You can return anything unused/).waitFor();
      },
    },
    {
      // A phone: the conversations are in a sheet, nothing wider than the screen.
      viewport: { width: 375, height: 800 },
      act: async (page) => {
        await page.getByRole('button', { name: 'Open conversations' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'New chat' }).click();
        await page.getByLabel('Message Sage').fill('How much does it cost?');
        await page.getByRole('button', { name: 'Send' }).click();
        await page.getByText(/^Our prices:/).waitFor();
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
      },
    },
  ],
};
