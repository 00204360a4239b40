import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a quiz asked for in Spanish, French, German, Portuguese or Italian is written in that
 * language, its general-knowledge questions too: `<html lang>`, feedback, the score and the scores
 * page; it builds, type-checks and plays a round.
 */
const rig = renderRig('kiln-offline-languages-quiz-');

/** French puts a no-break space before "?", "!" and ":"; match it, whichever space the page reports. */
const words = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('\u00a0', '[\\s\\u00a0]'));

type Case = {
  prompt: string;
  first: string;
  check: string;
  chooseFirst: string;
  correct: string;
  next: string;
  second: string;
  wrong: string;
  incorrect: string;
  seeScore: string;
  scored: string;
  review: string;
  scores: string;
  best: string;
  oneOf: string;
};

const CASES: [string, Case][] = [
  [
    'es',
    {
      prompt: 'Un quiz de cultura general para jugar con mis amigos',
      first: 'Pregunta 1 de 12',
      check: 'Comprobar',
      chooseFirst: 'Primero elige una respuesta.',
      correct: '¡Correcto!',
      next: 'Siguiente pregunta',
      second: 'Pregunta 2 de 12',
      wrong: 'Miguel Ángel',
      incorrect: 'Incorrecto. La respuesta es Leonardo da Vinci.',
      seeScore: 'Ver tu puntuación',
      scored: 'Has acertado 1 de 12',
      review: 'Mal: respondiste Miguel Ángel',
      scores: 'Puntuaciones',
      best: 'Mejores puntuaciones',
      oneOf: '1 de 12',
    },
  ],
  [
    'fr',
    {
      prompt: 'Un quiz de culture générale pour jouer avec mes amis',
      first: 'Question 1 sur 12',
      check: 'Valider',
      chooseFirst: 'Choisissez d’abord une réponse.',
      correct: 'Correct\u00a0!',
      next: 'Question suivante',
      second: 'Question 2 sur 12',
      wrong: 'Michel-Ange',
      incorrect: 'Faux. La bonne réponse est\u00a0: Léonard de Vinci.',
      seeScore: 'Voir mon score',
      scored: 'Votre score\u00a0: 1 sur 12',
      review: 'Faux\u00a0: vous avez répondu Michel-Ange',
      scores: 'Scores',
      best: 'Meilleurs scores',
      oneOf: '1 sur 12',
    },
  ],
  [
    'de',
    {
      prompt: 'Ein Quiz zum Allgemeinwissen für meine Freunde',
      first: 'Frage 1 von 12',
      check: 'Antwort prüfen',
      chooseFirst: 'Bitte wählen Sie zuerst eine Antwort.',
      correct: 'Richtig!',
      next: 'Nächste Frage',
      second: 'Frage 2 von 12',
      wrong: 'Michelangelo',
      incorrect: 'Falsch. Die richtige Antwort ist Leonardo da Vinci.',
      seeScore: 'Zum Ergebnis',
      scored: '1 von 12 richtig',
      review: 'Falsch: Ihre Antwort war Michelangelo',
      scores: 'Ergebnisse',
      best: 'Bestenliste',
      oneOf: '1 von 12',
    },
  ],
  [
    'pt',
    {
      prompt: 'Um quiz de cultura geral para jogar com os amigos',
      first: 'Pergunta 1 de 12',
      check: 'Verificar resposta',
      chooseFirst: 'Escolha primeiro uma resposta.',
      correct: 'Certo!',
      next: 'Pergunta seguinte',
      second: 'Pergunta 2 de 12',
      wrong: 'Miguel Ângelo',
      incorrect: 'Errado. A resposta é Leonardo da Vinci.',
      seeScore: 'Ver a pontuação',
      scored: 'Acertou 1 de 12',
      review: 'Errado: respondeu Miguel Ângelo',
      scores: 'Pontuações',
      best: 'Melhores pontuações',
      oneOf: '1 de 12',
    },
  ],
  [
    'it',
    {
      prompt: 'Un quiz di cultura generale da fare con gli amici',
      first: 'Domanda 1 di 12',
      check: 'Controlla',
      chooseFirst: 'Scegli prima una risposta.',
      correct: 'Esatto!',
      next: 'Domanda successiva',
      second: 'Domanda 2 di 12',
      wrong: 'Michelangelo',
      incorrect: 'Sbagliato. La risposta è Leonardo da Vinci.',
      seeScore: 'Vedi il punteggio',
      scored: 'Hai totalizzato 1 su 12',
      review: 'Sbagliato: hai risposto Michelangelo',
      scores: 'Punteggi',
      best: 'Migliori punteggi',
      oneOf: '1 su 12',
    },
  ],
];

describe.concurrent('a quiz in the language of the prompt', () => {
  it.each(CASES)(
    '%s',
    async (lang, c) => {
      const dir = await copyProject(path.join(rig.root, `quiz-${lang}`));
      const first = await runTurn({ model, dir, messages: [{ role: 'user', content: c.prompt }] });
      expect(first.log.filter((entry) => entry.isError)).toEqual([]);
      const shared = SHARED_COPY[lang as 'es'];
      await verify(rig.builder, rig.browser, dir, [
        {
          viewport: { width: 375, height: 800 },
          screenshot: `/tmp/offline-quiz-${lang}.png`,
          act: async (page) => {
            expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
            await page.getByText(c.first).waitFor();
            await page.getByRole('button', { name: c.check }).click();
            await page.getByText(c.chooseFirst).waitFor();
            await page.getByRole('radio', { name: '11', exact: true }).check();
            await page.getByRole('button', { name: c.check }).click();
            await page.getByText(words(c.correct)).waitFor();
            await page.getByRole('button', { name: c.next }).click();
            await page.getByText(c.second).waitFor();
            await page.getByRole('radio', { name: c.wrong, exact: true }).check();
            await page.getByRole('button', { name: c.check }).click();
            await page.getByText(words(c.incorrect)).waitFor();
            await page.getByRole('button', { name: c.next }).click();
            // The first choice of the ten others is never the right one: 1 of 12.
            for (let question = 3; question <= 12; question++) {
              await page.getByRole('radio').first().check();
              await page.getByRole('button', { name: c.check }).click();
              await page.getByRole('button', { name: question === 12 ? c.seeScore : c.next }).click();
            }
            await page.getByRole('heading', { name: words(c.scored) }).waitFor();
            await page.getByText(words(c.review)).waitFor();
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
            await page.getByRole('button', { name: shared.openMenu }).click();
            await page.getByRole('dialog').getByRole('link', { name: c.scores }).click();
            await page.getByRole('list', { name: c.best }).getByText(c.oneOf).waitFor();
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
          },
        },
        { path: '/nowhere', shows: shared.notFound.title },
      ]);
    },
    180_000,
  );
});

type SubjectCase = {
  prompt: string;
  first: string;
  question: string;
  english: string;
  right: string;
  check: string;
  correct: string;
  fact: string;
  next: string;
  second: string;
  question2: string;
  wrong: string;
  incorrect: string;
};

/** A subject's bank (capitals, science) is played in the prompt's language too, as many questions as asked. */
const SUBJECT_CASES: [string, SubjectCase][] = [
  [
    'es',
    {
      prompt: 'Un quiz sobre capitales del mundo para mis alumnos',
      first: 'Pregunta 1 de 12',
      question: '¿Cuál es la capital de Australia?',
      english: 'What is the capital of Australia?',
      right: 'Canberra',
      check: 'Comprobar',
      correct: '¡Correcto!',
      fact: 'Canberra se eligió como solución de compromiso entre Sídney y Melbourne.',
      next: 'Siguiente pregunta',
      second: 'Pregunta 2 de 12',
      question2: '¿Cuál es la capital de Canadá?',
      wrong: 'Toronto',
      incorrect: 'Incorrecto. La respuesta es Ottawa.',
    },
  ],
  [
    'de',
    {
      prompt: 'Ein Naturwissenschaften-Quiz mit 5 Fragen für meine Klasse',
      first: 'Frage 1 von 5',
      question: 'Welches chemische Symbol hat Gold?',
      english: 'What is the chemical symbol for gold?',
      right: 'Au',
      check: 'Antwort prüfen',
      correct: 'Richtig!',
      fact: 'Au kommt vom lateinischen Wort aurum.',
      next: 'Nächste Frage',
      second: 'Frage 2 von 5',
      question2: 'Welcher Planet ist der Sonne am nächsten?',
      wrong: 'Venus',
      incorrect: 'Falsch. Die richtige Antwort ist Merkur.',
    },
  ],
];

describe.concurrent('a subject quiz in the language of the prompt', () => {
  it.each(SUBJECT_CASES)(
    '%s',
    async (lang, c) => {
      const dir = await copyProject(path.join(rig.root, `quiz-subject-${lang}`));
      const first = await runTurn({ model, dir, messages: [{ role: 'user', content: c.prompt }] });
      expect(first.log.filter((entry) => entry.isError)).toEqual([]);
      const shared = SHARED_COPY[lang as 'es'];
      await verify(rig.builder, rig.browser, dir, [
        {
          viewport: { width: 375, height: 800 },
          screenshot: `/tmp/offline-quiz-subject-${lang}.png`,
          act: async (page) => {
            expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
            await page.getByText(c.first).waitFor();
            const question = page.getByRole('group', { name: c.question });
            await question.waitFor();
            expect(await page.getByText(c.english).count()).toBe(0);
            await question.getByRole('radio', { name: c.right, exact: true }).check();
            await page.getByRole('button', { name: c.check }).click();
            await page.getByText(c.correct).waitFor();
            await page.getByText(c.fact).waitFor();
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
            await page.getByRole('button', { name: c.next }).click();
            await page.getByText(c.second).waitFor();
            const second = page.getByRole('group', { name: c.question2 });
            await second.getByRole('radio', { name: c.wrong, exact: true }).check();
            await page.getByRole('button', { name: c.check }).click();
            await page.getByText(c.incorrect).waitFor();
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
          },
        },
        { path: '/nowhere', shows: shared.notFound.title },
      ]);
    },
    180_000,
  );
});
