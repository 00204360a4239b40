import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';
import { expectNowInView } from './testing/weather-interactions';

/**
 * Issue 18 §2: a weather app asked for in Spanish, French, German, Portuguese or Italian is written in
 * that language: its words, city and country names, weekdays, `°C` and percentages; it builds,
 * type-checks and works, and its hourly strip opens on the current hour without moving the page.
 */
const rig = renderRig('kiln-offline-languages-weather-');

/** Words of the English app that must not be left in the others. */
const ENGLISH = /\b(?:Sample|Today|Feels like|Humidity|forecast|favourites?|rain|Now|Cloudy|Clear|Search)\b/;

describe.concurrent('a weather app in the language of the prompt', () => {
  it.each([
    {
      lang: 'es',
      prompt: 'Una app del tiempo para Londres',
      first: 'Londres',
      other: 'Tokio',
      add: 'Añadir Tokio a favoritos',
      remove: 'Quitar Tokio de favoritos',
      notice: 'Datos de ejemplo, no una previsión en directo.',
      region: /Previsión por horas/,
      now: 'Ahora',
    },
    {
      lang: 'fr',
      prompt: 'Une application météo pour mes voyages',
      first: 'Paris',
      other: 'Singapour',
      add: 'Ajouter Singapour aux favoris',
      remove: 'Retirer Singapour des favoris',
      notice: 'Données d’exemple, pas des prévisions en direct.',
      region: /Prévisions par heure/,
      now: 'Maintenant',
    },
    {
      lang: 'de',
      prompt: 'Eine Wetter-App für München',
      first: 'München',
      other: 'Tokio',
      add: 'Tokio zu den Favoriten hinzufügen',
      remove: 'Tokio aus den Favoriten entfernen',
      notice: 'Beispieldaten, keine Live-Vorhersage.',
      region: /Stündliche Vorhersage/,
      now: 'Jetzt',
    },
    {
      lang: 'pt',
      prompt: 'Uma aplicação de meteorologia para Lisboa',
      first: 'Lisboa',
      other: 'Nova Iorque',
      add: 'Adicionar Nova Iorque aos favoritos',
      remove: 'Remover Nova Iorque dos favoritos',
      notice: 'Dados de exemplo, não uma previsão em direto.',
      region: /Previsão por hora/,
      now: 'Agora',
    },
    {
      lang: 'it',
      prompt: 'Una app meteo con le previsioni per Monaco di Baviera',
      first: 'Monaco di Baviera',
      other: 'Londra',
      add: 'Aggiungi Londra ai preferiti',
      remove: 'Rimuovi Londra dai preferiti',
      notice: 'Dati di esempio, non previsioni in tempo reale.',
      region: /Previsioni orarie/,
      now: 'Adesso',
    },
  ])(
    '$lang: $prompt',
    async ({ lang, prompt, first, other, add, remove, notice, region, now }) => {
      const dir = await copyProject(path.join(rig.root, `weather-${lang}`));
      const turn = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
      expect(turn.log.filter((entry) => entry.isError)).toEqual([]);
      const [home] = await verify(rig.builder, rig.browser, dir, [
        {
          shows: notice,
          screenshot: `/tmp/offline-weather-${lang}.png`,
          act: async (page) => {
            expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
            await page.getByRole('heading', { level: 2, name: first, exact: true }).waitFor();
            await page.getByRole('button', { name: other, exact: true }).click();
            await page.getByRole('heading', { level: 2, name: other, exact: true }).waitFor();
            // °F is the same figure converted, written the language's way ("54 °F"), and it is kept.
            const celsius = Number.parseInt((await page.getByTestId('current-temp').textContent()) ?? '', 10);
            await page.getByRole('button', { name: '°F', pressed: false }).click();
            const fahrenheit = new Intl.NumberFormat(lang, { style: 'unit', unit: 'fahrenheit' });
            await page
              .getByTestId('current-temp')
              .getByText(fahrenheit.format(Math.round((celsius * 9) / 5 + 32)))
              .waitFor();
            await page.getByRole('button', { name: add }).click();
            await page.reload();
            await page.getByRole('button', { name: remove, pressed: true }).waitFor();
            await page.getByRole('button', { name: '°F', pressed: true }).waitFor();
          },
        },
        {
          viewport: { width: 375, height: 800 },
          // Late in the day, so "now" starts well off the strip's first screen.
          clock: new Date(2026, 2, 2, 18, 30),
          screenshot: `/tmp/offline-weather-${lang}-375.png`,
          act: (page) => expectNowInView(page, region, now),
        },
        { path: '/nowhere', shows: SHARED_COPY[lang as 'es'].notFound.title },
      ]);
      expect(home).not.toMatch(ENGLISH);
    },
    180_000,
  );
});
