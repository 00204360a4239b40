import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a task manager asked for in Spanish, French, German, Portuguese or Italian is written
 * in that language: its words, `<html lang>`, its dates; it builds, type-checks and works.
 */
const rig = renderRig('kiln-offline-languages-');

describe.concurrent('a task manager in the language of the prompt', () => {
  it.each([
    [
      'es',
      'Una app de tareas para organizar mi semana, en verde',
      'Añadir tarea',
      '¿Qué hay que hacer?',
      'Tareas',
    ],
    ['fr', 'Une application de tâches pour organiser ma semaine', 'Ajouter', 'Que faut-il faire ?', 'Tâches'],
    ['de', 'Eine To-do-App für meine Aufgaben im Büro', 'Hinzufügen', 'Was ist zu tun?', 'Aufgaben'],
    [
      'pt',
      'Uma aplicação de tarefas para organizar a minha semana',
      'Adicionar tarefa',
      'O que é preciso fazer?',
      'Tarefas',
    ],
    [
      'it',
      'Una app per le attività da fare della mia settimana',
      'Aggiungi',
      'Cosa c’è da fare?',
      'Attività',
    ],
  ])(
    '%s: %s',
    async (lang, prompt, add, placeholder, list) => {
      const dir = await copyProject(path.join(rig.root, lang));
      const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
      expect(first.log.filter((entry) => entry.isError)).toEqual([]);
      await verify(rig.builder, rig.browser, dir, [
        {
          shows: add,
          screenshot: `/tmp/offline-todo-${lang}.png`,
          act: async (page) => {
            expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
            await page.getByPlaceholder(placeholder).fill('Comprar pão');
            await page.getByRole('button', { name: add }).click();
            await page.getByRole('list', { name: list }).getByText('Comprar pão').waitFor();
          },
        },
        { path: '/nowhere', shows: SHARED_COPY[lang as 'es'].notFound.title },
      ]);
    },
    120_000,
  );
});

describe.concurrent('a calculator in the language of the prompt', () => {
  it.each([
    ['es', 'Una calculadora sencilla para mis cuentas', 'Sumar', 'Igual', '3,5', 'Historial'],
    ['fr', 'Une calculatrice simple pour mes comptes', 'Additionner', 'Égal', '3,5', 'Historique'],
    ['de', 'Ein einfacher Taschenrechner für meine Finanzen', 'Addieren', 'Gleich', '3,5', 'Verlauf'],
    ['pt', 'Uma calculadora simples para as minhas contas', 'Somar', 'Igual', '3,5', 'Histórico'],
    ['it', 'Una calcolatrice semplice per i miei conti', 'Somma', 'Uguale', '3,5', 'Cronologia'],
  ])(
    '%s: %s',
    async (lang, prompt, add, equals, result, history) => {
      const dir = await copyProject(path.join(rig.root, `calculator-${lang}`));
      const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
      expect(first.log.filter((entry) => entry.isError)).toEqual([]);
      await verify(rig.builder, rig.browser, dir, [
        {
          act: async (page) => {
            expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
            // 1,5 + 2 = 3,5: the decimal comma on the key, on screen and from the keyboard.
            await page.getByRole('button', { name: '1', exact: true }).click();
            await page.keyboard.press(',');
            await page.getByRole('button', { name: '5', exact: true }).click();
            await page.getByRole('button', { name: add, exact: true }).click();
            await page.getByRole('button', { name: '2', exact: true }).click();
            await page.getByRole('button', { name: equals, exact: true }).click();
            await page.locator('output').getByText(result, { exact: true }).waitFor();
            await page.getByRole('link', { name: history }).first().click();
            await page.getByText('1,5 + 2 =').waitFor();
          },
        },
      ]);
    },
    120_000,
  );
});

describe.concurrent('a Pomodoro timer in the language of the prompt', () => {
  it.each([
    [
      'es',
      'Un temporizador pomodoro para mis sesiones de estudio',
      'Descanso corto',
      'Empezar',
      'Pausa',
      'Sesiones',
    ],
    [
      'fr',
      'Un minuteur pomodoro pour mes sessions de travail',
      'Pause courte',
      'Démarrer',
      'Pause',
      'Sessions',
    ],
    ['de', 'Ein Pomodoro-Timer für meine Lernphasen', 'Kurze Pause', 'Starten', 'Pausieren', 'Einheiten'],
    [
      'pt',
      'Um temporizador pomodoro para as minhas sessões de estudo',
      'Pausa curta',
      'Começar',
      'Pausar',
      'Sessões',
    ],
    ['it', 'Un timer pomodoro per le mie sessioni di studio', 'Pausa breve', 'Avvia', 'Pausa', 'Sessioni'],
  ])(
    '%s: %s',
    async (lang, prompt, shortBreak, start, pause, sessions) => {
      const dir = await copyProject(path.join(rig.root, `timer-${lang}`));
      const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
      expect(first.log.filter((entry) => entry.isError)).toEqual([]);
      await verify(rig.builder, rig.browser, dir, [
        {
          act: async (page) => {
            expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
            await page.getByRole('button', { name: shortBreak, exact: true }).click();
            await page.getByText('05:00').waitFor();
            await page.getByRole('button', { name: start, exact: true }).click();
            await page.getByRole('button', { name: pause, exact: true }).waitFor();
            await page.getByRole('link', { name: sessions }).first().click();
            await page.getByRole('heading', { name: sessions }).waitFor();
          },
        },
      ]);
    },
    120_000,
  );
});
