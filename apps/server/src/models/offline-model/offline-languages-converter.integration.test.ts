import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a unit converter asked for in Spanish, French, German, Portuguese or Italian is
 * written in that language, with its decimal comma: it builds, type-checks and converts.
 */
const rig = renderRig('kiln-offline-languages-converter-');

describe.concurrent('a unit converter in the language of the prompt', () => {
  it.each([
    [
      'es',
      'Un conversor de unidades para mis recetas y viajes',
      'Valor',
      'De',
      'A',
      'Intercambiar unidades',
      'Guardar en el historial',
      'Conversiones guardadas',
      'Longitud',
    ],
    [
      'fr',
      'Un convertisseur d’unités pour mes voyages et ma cuisine',
      'Valeur',
      'De',
      'Vers',
      'Inverser les unités',
      'Enregistrer dans l’historique',
      'Conversions enregistrées',
      'Longueur',
    ],
    [
      'de',
      'Ein Einheitenumrechner für meine Reisen und die Küche',
      'Wert',
      'Von',
      'Nach',
      'Einheiten tauschen',
      'Im Verlauf speichern',
      'Gespeicherte Umrechnungen',
      'Länge',
    ],
    [
      'pt',
      'Um conversor de unidades para as minhas viagens',
      'Valor',
      'De',
      'Para',
      'Trocar unidades',
      'Guardar no histórico',
      'Conversões guardadas',
      'Comprimento',
    ],
    [
      'it',
      'Un convertitore di unità per il mio viaggio',
      'Valore',
      'Da',
      'A',
      'Inverti le unità',
      'Salva nella cronologia',
      'Conversioni salvate',
      'Lunghezza',
    ],
  ])(
    '%s: %s',
    async (lang, prompt, value, from, to, swap, save, saved, length) => {
      const dir = await copyProject(path.join(rig.root, `converter-${lang}`));
      const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
      expect(first.log.filter((entry) => entry.isError)).toEqual([]);
      await verify(rig.builder, rig.browser, dir, [
        {
          viewport: { width: 375, height: 900 },
          screenshot: `/tmp/offline-converter-${lang}.png`,
          act: async (page) => {
            expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
            const result = page.getByRole('status').filter({ hasText: '=' });
            // The cooking prompts open on volume: lengths are a button away.
            await page.getByRole('button', { name: length, exact: true }).click();
            // A decimal comma typed, and the result with the language's own.
            await page.getByLabel(value, { exact: true }).fill('2,5');
            await page.getByLabel(from, { exact: true }).selectOption('km');
            await page.getByLabel(to, { exact: true }).selectOption('mi');
            await result.getByText('2,5 km = 1,55 mi').waitFor();
            await page.getByRole('button', { name: swap }).click();
            await result.getByText('2,5 mi = 4,02 km').waitFor();
            await page.getByRole('button', { name: save }).click();
            await page.getByRole('list', { name: saved }).getByText('2,5 mi = 4,02 km').waitFor();
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
          },
        },
        { path: '/nowhere', shows: SHARED_COPY[lang as 'es'].notFound.title },
      ]);
    },
    120_000,
  );
});
