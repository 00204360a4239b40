import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a survey asked for in Spanish, French, German, Portuguese or Italian is written in
 * that language: its questions (by subject), validation, results, sample comments, `<html lang>`,
 * the decimal comma of its average; it builds, type-checks and takes a response.
 */
const rig = renderRig('kiln-offline-languages-survey-');

/** French puts a no-break space before "?" and ":"; match it, whichever space the page reports. */
const words = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('\u00a0', '[\\s\\u00a0]'));

type Case = {
  prompt: string;
  submit: string;
  missing: string;
  nps: RegExp;
  option: string;
  rating: string;
  comment: string;
  thanks: string;
  seeResults: string;
  count: string;
  average: string;
  comments: string;
  reset: string;
  deleteAll: string;
  empty: string;
};

const CASES: [string, Case][] = [
  [
    'es',
    {
      prompt: 'Una encuesta de satisfacción para los clientes de mi restaurante',
      submit: 'Enviar respuesta',
      missing: 'Faltan por revisar 3 respuestas; mira más abajo.',
      nps: /recomiendes/,
      option: 'Para llevar',
      rating: '¿Cómo valorarías la comida y la bebida?',
      comment: '¿Qué podríamos mejorar? (opcional)',
      thanks: '¡Gracias por tu opinión!',
      seeResults: 'Ver los resultados',
      count: '13 respuestas, 12 de ellas de ejemplo',
      average: 'Media: 3,9 de 5',
      comments: 'Comentarios recientes',
      reset: 'Reiniciar',
      deleteAll: 'Borrar todas las respuestas',
      empty: 'Todavía no hay respuestas',
    },
  ],
  [
    'fr',
    {
      prompt: 'Un questionnaire de satisfaction pour les clients de mon hôtel',
      submit: 'Envoyer ma réponse',
      missing: '3 réponses sont à revoir (voir ci-dessous).',
      nps: /recommandiez/,
      option: 'Le travail',
      rating: 'Comment évaluez-vous votre séjour\u00a0?',
      comment: 'Que pourrions-nous améliorer\u00a0? (facultatif)',
      thanks: 'Merci pour votre avis',
      seeResults: 'Voir les résultats',
      count: '13 réponses, dont 12 réponses d’exemple',
      average: 'Moyenne\u00a0: 3,9 sur 5',
      comments: 'Commentaires récents',
      reset: 'Réinitialiser',
      deleteAll: 'Supprimer toutes les réponses',
      empty: 'Aucune réponse pour l’instant',
    },
  ],
  [
    'de',
    {
      prompt: 'Eine Kundenumfrage für mein Fitnessstudio',
      submit: 'Antwort senden',
      missing: '3 Antworten fehlen noch, siehe unten.',
      nps: /weiterempfehlen/,
      option: 'Einzelsitzungen',
      rating: 'Wie bewerten Sie Ihren letzten Besuch?',
      comment: 'Was könnten wir besser machen? (optional)',
      thanks: 'Vielen Dank für Ihr Feedback',
      seeResults: 'Ergebnisse ansehen',
      count: '13 Antworten, davon 12 Beispielantworten',
      average: 'Durchschnitt: 3,9 von 5',
      comments: 'Neueste Kommentare',
      reset: 'Zurücksetzen',
      deleteAll: 'Alle Antworten löschen',
      empty: 'Noch keine Antworten',
    },
  ],
  [
    'pt',
    {
      prompt: 'Um inquérito de satisfação para os clientes da minha loja',
      submit: 'Enviar resposta',
      missing: 'Falta rever 3 respostas; veja abaixo.',
      nps: /recomendar/,
      option: 'Pela Internet',
      rating: 'Como avalia os nossos produtos?',
      comment: 'O que poderíamos melhorar? (opcional)',
      thanks: 'Obrigado pela sua opinião',
      seeResults: 'Ver os resultados',
      count: '13 respostas, das quais 12 são de exemplo',
      average: 'Média: 3,9 de 5',
      comments: 'Comentários recentes',
      reset: 'Repor',
      deleteAll: 'Apagar todas as respostas',
      empty: 'Ainda não há respostas',
    },
  ],
  [
    'it',
    {
      prompt: 'Un sondaggio di gradimento per il mio corso di cucina',
      submit: 'Invia la risposta',
      missing: '3 risposte vanno completate: vedi sotto.',
      nps: /consigli/,
      option: 'Dalla registrazione',
      rating: 'Come valuti l’utilità dei contenuti?',
      comment: 'Cosa potremmo migliorare? (facoltativo)',
      thanks: 'Grazie per il tuo parere',
      seeResults: 'Vedi i risultati',
      count: '13 risposte, di cui 12 di esempio',
      average: 'Media: 3,9 su 5',
      comments: 'Commenti recenti',
      reset: 'Azzera',
      deleteAll: 'Elimina tutte le risposte',
      empty: 'Ancora nessuna risposta',
    },
  ],
];

describe.concurrent('a survey in the language of the prompt', () => {
  it.each(CASES)(
    '%s',
    async (lang, c) => {
      const dir = await copyProject(path.join(rig.root, `survey-${lang}`));
      const first = await runTurn({ model, dir, messages: [{ role: 'user', content: c.prompt }] });
      expect(first.log.filter((entry) => entry.isError)).toEqual([]);
      await verify(rig.builder, rig.browser, dir, [
        {
          viewport: { width: 375, height: 800 },
          screenshot: `/tmp/offline-survey-${lang}.png`,
          act: async (page) => {
            expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
            await page.getByRole('button', { name: c.submit }).click();
            await page.getByText(c.missing).waitFor();
            await page
              .getByRole('group', { name: c.nps })
              .getByRole('radio', { name: '10', exact: true })
              .check();
            await page.getByRole('radio', { name: c.option }).check();
            await page
              .getByRole('group', { name: words(c.rating) })
              .getByRole('radio', { name: '5', exact: true })
              .check();
            await page.getByLabel(words(c.comment)).fill('Muito bom.');
            await page.getByRole('button', { name: c.submit }).click();
            await page.getByText(c.thanks).waitFor();
            await page.getByRole('link', { name: c.seeResults }).click();
            await page.getByText(c.count).waitFor();
            await page.getByText('NPS: +31').waitFor();
            await page.getByText(words(c.average)).waitFor();
            await page.getByRole('list', { name: c.comments }).getByText('Muito bom.').waitFor();
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
            await page.getByRole('button', { name: c.reset }).click();
            await page.getByRole('button', { name: c.deleteAll }).click();
            await page.getByText(c.empty).waitFor();
          },
        },
        {
          path: '/results',
          viewport: { width: 375, height: 1400 },
          screenshot: `/tmp/offline-survey-${lang}-results.png`,
          act: async (page) => {
            await page.getByText('NPS: +25').waitFor();
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
          },
        },
        { path: '/nowhere', shows: SHARED_COPY[lang as 'es'].notFound.title },
      ]);
    },
    180_000,
  );
});
