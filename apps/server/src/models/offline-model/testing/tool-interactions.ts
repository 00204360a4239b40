import type { RecipeId } from '@kiln/offline-model/testing';
import { expect } from 'vitest';
import type { verify } from './projects';

/**
 * What the integration test does in the quiz, survey and converter apps: their core interaction, and
 * no horizontal scroll on a 375 px phone.
 */
export const TOOL_INTERACTIONS: Partial<Record<RecipeId, Parameters<typeof verify>[3]>> = {
  quiz: [
    {
      act: async (page) => {
        await page.getByText('Question 1 of 12').waitFor();
        // Checking with nothing chosen is refused in words.
        await page.getByRole('button', { name: 'Check answer' }).click();
        await page.getByText('Choose an answer first.').waitFor();
        await page.getByRole('radio', { name: 'Canberra' }).check();
        await page.getByRole('button', { name: 'Check answer' }).click();
        await page.getByText('Correct!').waitFor();
        await page.getByRole('button', { name: 'Next question' }).click();
        await page.getByText('Question 2 of 12').waitFor();
        await page.getByRole('radio', { name: 'Toronto' }).check();
        await page.getByRole('button', { name: 'Check answer' }).click();
        await page.getByText('Incorrect. The answer is Ottawa.').waitFor();
        await page.getByRole('button', { name: 'Next question' }).click();
        for (const city of [
          'Tokyo',
          'Brasília',
          'Nairobi',
          'Lisbon',
          'Ankara',
          'Wellington',
          'Cairo',
          'Buenos Aires',
          'Seoul',
          'Rabat',
        ]) {
          await page.getByRole('radio', { name: city }).check();
          await page.getByRole('button', { name: 'Check answer' }).click();
          await page.getByRole('button', { name: /Next question|See your score/ }).click();
        }
        await page.getByRole('heading', { name: 'You scored 11 of 12' }).waitFor();
        await page.getByText('Wrong: you answered Toronto').waitFor();
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog').getByRole('link', { name: 'Scores' }).click();
        await page.getByRole('list', { name: 'Best scores' }).getByText('11 of 12').waitFor();
      },
      viewport: { width: 375, height: 800 },
      screenshot: '/tmp/offline-quiz-phone.png',
    },
    { path: '/scores', shows: 'No scores yet' },
  ],
  survey: [
    {
      act: async (page) => {
        // Nothing answered: each question says what it needs.
        await page.getByRole('button', { name: 'Submit response' }).click();
        await page.getByText('3 answers need your attention; see below.').waitFor();
        await page.getByText('Choose a score from 0 to 10.').waitFor();
        await page
          .getByRole('group', { name: /How likely are you to recommend Bean There/ })
          .getByRole('radio', { name: '10', exact: true })
          .check();
        await page.getByRole('radio', { name: 'Takeaway' }).check();
        await page
          .getByRole('group', { name: 'How would you rate the food and drinks?' })
          .getByRole('radio', { name: '5', exact: true })
          .check();
        await page.getByLabel('What could we do better? (optional)').fill('Best flat white in town.');
        await page.getByRole('button', { name: 'Submit response' }).click();
        await page.getByText('Thank you for your feedback').waitFor();
        await page.getByRole('link', { name: 'See the results' }).click();
        // Twelve samples (NPS +25) and this one, a promoter: 13 responses, (7 − 3) / 13 = +31.
        await page.getByText('13 responses, of which 12 are sample responses').waitFor();
        await page.getByText('NPS: +31').waitFor();
        await page
          .getByRole('list', { name: 'Recent comments' })
          .getByText('Best flat white in town.')
          .waitFor();
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
        await page.getByRole('button', { name: 'Reset' }).click();
        await page.getByRole('button', { name: 'Delete all responses' }).click();
        await page.getByText('No responses yet').waitFor();
      },
      viewport: { width: 375, height: 800 },
      screenshot: '/tmp/offline-survey-phone.png',
    },
    {
      path: '/results',
      viewport: { width: 375, height: 1400 },
      screenshot: '/tmp/offline-survey-results.png',
      act: async (page) => {
        await page.getByText('NPS: +25').waitFor();
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
      },
    },
  ],
  converter: [
    {
      act: async (page) => {
        const result = page.getByRole('status', { name: 'Result' });
        await page.getByLabel('Value').fill('10');
        await page.getByLabel('From').selectOption('km');
        await page.getByLabel('To').selectOption('mi');
        await result.getByText('10 km = 6.21 mi').waitFor();
        await page.getByRole('button', { name: 'Swap units' }).click();
        await result.getByText('10 mi = 16.09 km').waitFor();
        await page.getByRole('button', { name: 'Save to history' }).click();
        await page.getByRole('list', { name: 'Saved conversions' }).getByText('10 mi = 16.09 km').waitFor();
        // Temperature, and a value no thermometer reads.
        await page.getByRole('button', { name: 'Temperature' }).click();
        await page.getByLabel('Value').fill('100');
        await result.getByText('100 °C = 212 °F').waitFor();
        await page.getByLabel('Value').fill('-300');
        await result.getByText('That is below absolute zero').waitFor();
        // Currency says its rates are samples.
        await page.getByRole('button', { name: 'Currency' }).click();
        await page.getByText('Sample rates, not live').waitFor();
        await page.reload();
        await page.getByRole('list', { name: 'Saved conversions' }).getByText('10 mi = 16.09 km').waitFor();
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
      },
      viewport: { width: 375, height: 800 },
      screenshot: '/tmp/offline-converter-phone.png',
    },
  ],
};
