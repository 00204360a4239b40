import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a fitness tracker asked for in Spanish, French, German, Portuguese or Italian is written
 * in that language, its activities and first week of entries included: it builds, type-checks, and a
 * workout is logged with the translated labels.
 */
const rig = renderRig('kiln-offline-languages-fitness-');

type Labels = {
  minutes: string;
  submit: string;
  logged: string;
  run: string;
  progress: string;
  active: string;
};

const LANGUAGES: [string, string, Labels][] = [
  [
    'es',
    'Una app para registrar mis entrenamientos del gimnasio',
    {
      minutes: 'Minutos',
      submit: 'Registrar entrenamiento',
      logged: '5 entrenamientos registrados',
      run: 'Carrera',
      progress: 'Progreso',
      active: 'Minutos activos',
    },
  ],
  [
    'fr',
    'Une application pour suivre mes entraînements de course',
    {
      minutes: 'Minutes',
      submit: 'Enregistrer la séance',
      logged: '5 séances enregistrées',
      run: 'Course',
      progress: 'Progrès',
      active: 'Minutes d’activité',
    },
  ],
  [
    'de',
    'Ich möchte eine Fitness-App, um meine Trainings einzutragen',
    {
      minutes: 'Minuten',
      submit: 'Training speichern',
      logged: '5 Trainings eingetragen',
      run: 'Laufen',
      progress: 'Fortschritt',
      active: 'Aktive Minuten',
    },
  ],
  [
    'pt',
    'Uma aplicação para registar os meus treinos no ginásio',
    {
      minutes: 'Minutos',
      submit: 'Registar treino',
      logged: '5 treinos registados',
      run: 'Corrida',
      progress: 'Progresso',
      active: 'Minutos ativos',
    },
  ],
  [
    'it',
    'Una app per registrare i miei allenamenti in palestra',
    {
      minutes: 'Minuti',
      submit: 'Registra allenamento',
      logged: '5 allenamenti registrati',
      run: 'Corsa',
      progress: 'Progressi',
      active: 'Minuti di attività',
    },
  ],
];

describe.concurrent('a fitness tracker in the language of the prompt', () => {
  it.each(LANGUAGES)(
    '%s: %s',
    async (lang, prompt, l) => {
      const dir = await copyProject(path.join(rig.root, `fitness-${lang}`));
      const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
      expect(first.log.filter((entry) => entry.isError)).toEqual([]);
      await verify(rig.builder, rig.browser, dir, [
        {
          viewport: { width: 375, height: 900 },
          screenshot: `/tmp/offline-fitness-${lang}.png`,
          act: async (page) => {
            expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
            await page.getByLabel(l.minutes, { exact: true }).fill('40');
            await page.getByRole('button', { name: l.submit }).click();
            await page.getByText(l.logged).waitFor();
            await page.getByRole('main').getByText(l.run, { exact: true }).first().waitFor();
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
            await page.evaluate('window.scrollTo(0, 0)');
          },
        },
        { path: '/progress', shows: l.active },
        { path: '/nowhere', shows: SHARED_COPY[lang as 'es'].notFound.title },
      ]);
    },
    120_000,
  );
});
