import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2 for the media player: a music or podcast player asked for in Spanish, French, German,
 * Portuguese or Italian is written in that language (labels, the notice that there are no audio files,
 * playlists, album, track and episode titles); and the podcast variant's own interaction in English.
 */
const rig = renderRig('kiln-offline-languages-media-');

type Words = {
  play: string;
  addTo: string;
  region: string;
  pause: string;
  library: string;
  playlists: string;
  name: string;
  create: string;
};

/** The labels the test finds things by; `{title}` is a track's or episode's title. */
const WORDS: Record<'es' | 'fr' | 'de' | 'pt' | 'it', Words> = {
  es: {
    play: 'Reproducir {title}',
    addTo: 'Añadir {title} a una lista',
    region: 'En reproducción',
    pause: 'Pausar',
    library: 'Biblioteca',
    playlists: 'Listas',
    name: 'Nombre de la lista',
    create: 'Crear lista',
  },
  fr: {
    play: 'Lire {title}',
    addTo: 'Ajouter {title} à une playlist',
    region: 'En cours de lecture',
    pause: 'Pause',
    library: 'Bibliothèque',
    playlists: 'Playlists',
    name: 'Nom de la playlist',
    create: 'Créer la playlist',
  },
  de: {
    play: '{title} abspielen',
    addTo: '{title} zu einer Playlist hinzufügen',
    region: 'Aktuelle Wiedergabe',
    pause: 'Pausieren',
    library: 'Bibliothek',
    playlists: 'Playlists',
    name: 'Name der Playlist',
    create: 'Playlist erstellen',
  },
  pt: {
    play: 'Reproduzir {title}',
    addTo: 'Adicionar {title} a uma playlist',
    region: 'A reproduzir',
    pause: 'Pausar',
    library: 'Biblioteca',
    playlists: 'Playlists',
    name: 'Nome da playlist',
    create: 'Criar playlist',
  },
  it: {
    play: 'Riproduci {title}',
    addTo: 'Aggiungi {title} a una playlist',
    region: 'In riproduzione',
    pause: 'Pausa',
    library: 'Libreria',
    playlists: 'Playlist',
    name: 'Nome della playlist',
    create: 'Crea playlist',
  },
};

/** Plays `first` for ten seconds of Playwright's clock, pauses, makes a playlist and puts `second` in it. */
async function playAndCollect(page: Page, words: Words, first: string, second: string, list: string) {
  await page.clock.install();
  await page.reload();
  const bar = page.getByRole('region', { name: words.region });
  await page.getByRole('button', { name: words.play.replace('{title}', first), exact: true }).click();
  await bar.getByText(first).waitFor();
  // The clock's interval starts just after the render that shows the track: step until it runs.
  const elapsed = bar.getByTestId('elapsed');
  for (let step = 0; step < 20 && (await elapsed.textContent()) === '0:00'; step += 1) {
    await page.clock.fastForward(1000);
  }
  expect(await elapsed.textContent()).not.toBe('0:00');
  await bar.getByRole('button', { name: words.pause, exact: true }).click();
  // Paused: time passes, the clock does not.
  const at = await elapsed.textContent();
  await page.clock.fastForward('00:30');
  expect(await elapsed.textContent()).toBe(at);
  await page.getByRole('link', { name: words.playlists, exact: true }).first().click();
  await page.getByLabel(words.name).fill(list);
  await page.getByRole('button', { name: words.create, exact: true }).click();
  await page.getByRole('heading', { name: list }).waitFor();
  await page.getByRole('link', { name: words.library, exact: true }).first().click();
  await page.getByRole('button', { name: words.addTo.replace('{title}', second), exact: true }).click();
  await page.getByRole('menuitem', { name: list }).click();
  await page.getByRole('link', { name: words.playlists, exact: true }).first().click();
  await page.reload();
  await page.getByRole('region', { name: list }).getByText(second).waitFor();
}

describe.concurrent('a media player in the language of the prompt', () => {
  it.each([
    [
      'es',
      'Un reproductor de música para mi colección de jazz',
      'Vals del sótano',
      'Escobillas a medianoche',
      'Estas canciones de muestra no tienen archivos de audio',
      '1 canción',
    ],
    [
      'fr',
      'Un lecteur de musique électro pour mes soirées',
      'Pouls',
      'Pluie de pixels',
      'Ces morceaux d’exemple n’ont pas de fichier audio',
      '1 morceau',
    ],
    [
      'de',
      'Ein Musikplayer für meine Lo-Fi-Sammlung zum Lernen',
      'Beschlagene Scheibe',
      'Letzter Bus nach Hause',
      'Diese Beispieltitel haben keine Audiodateien',
      '1 Titel',
    ],
    [
      'pt',
      'Um leitor de música para as minhas playlists de rock',
      'Faróis',
      'Alto, baixo, alto',
      'Estas faixas de exemplo não têm ficheiros de áudio',
      '1 faixa',
    ],
    [
      'it',
      'Un lettore musicale per la mia musica classica',
      'Notturno in grigio',
      'Preludio per il mattino',
      'Questi brani di esempio non hanno file audio',
      '1 brano',
    ],
    [
      'es',
      'Una app de podcasts para mi programa de ciencia',
      'T1 E1: Por qué empezamos este programa',
      'T2 E3: Entre bastidores',
      'Estos episodios de muestra no tienen archivos de audio',
      '1 episodio',
    ],
    [
      'de',
      'Eine Podcast-App für meine Sendung über Kaffee',
      'S1 F1: Warum wir diese Sendung gestartet haben',
      'S2 F3: Hinter den Kulissen',
      'Diese Beispielfolgen haben keine Audiodateien',
      '1 Folge',
    ],
  ])(
    '%s: %s',
    async (lang, prompt, first, second, notice, count) => {
      const words = WORDS[lang as 'es'];
      const podcast = prompt.toLowerCase().includes('podcast');
      const dir = await copyProject(path.join(rig.root, `media-${lang}${podcast ? '-podcast' : ''}`));
      const turn = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
      expect(turn.log.filter((entry) => entry.isError)).toEqual([]);
      await verify(rig.builder, rig.browser, dir, [
        {
          act: async (page) => {
            expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
            await page.getByText(notice).waitFor();
            await playAndCollect(page, words, first, second, 'Mix 1');
            await page.getByText(`${count} · `).waitFor();
          },
        },
        {
          viewport: { width: 375, height: 800 },
          screenshot: `/tmp/offline-media-${lang}${podcast ? '-podcast' : ''}.png`,
          act: async (page) => {
            await page
              .getByRole('button', { name: words.play.replace('{title}', second), exact: true })
              .click();
            await page.getByRole('region', { name: words.region }).getByText(second).waitFor();
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
          },
        },
        { path: '/nowhere', shows: SHARED_COPY[lang as 'es'].notFound.title },
      ]);
    },
    180_000,
  );
});

describe('a podcast player', () => {
  it('plays an episode, searches the episodes and keeps one in a playlist', async () => {
    const dir = await copyProject(path.join(rig.root, 'podcast-en'));
    const turn = await runTurn({
      model,
      dir,
      messages: [{ role: 'user', content: 'A podcast player for my show The Long Walk' }],
    });
    expect(turn.log.filter((entry) => entry.isError)).toEqual([]);
    const words: Words = {
      play: 'Play {title}',
      addTo: 'Add {title} to a playlist',
      region: 'Now playing',
      pause: 'Pause',
      library: 'Library',
      playlists: 'Playlists',
      name: 'Playlist name',
      create: 'Create playlist',
    };
    await verify(rig.builder, rig.browser, dir, [
      {
        shows: 'These sample episodes have no audio files',
        screenshot: '/tmp/offline-media-podcast.png',
        act: async (page) => {
          await page.getByRole('heading', { name: 'Seasons' }).waitFor();
          await page.getByRole('button', { name: 'Play Season 2', exact: true }).waitFor();
          // Searching episodes: two are listener questions.
          await page.getByLabel('Search episodes').fill('listener');
          await page.getByText('2 of 10 episodes').waitFor();
          await page.getByLabel('Search episodes').fill('');
          await playAndCollect(
            page,
            words,
            'S1 E1: Why we started this show',
            'S2 E3: Behind the scenes',
            'Commute',
          );
          await page.getByText('1 episode · 27:35').waitFor();
          // Next moves on to the following episode of the queue it was played from.
          await page.getByRole('link', { name: 'Library', exact: true }).first().click();
          const bar = page.getByRole('region', { name: 'Now playing' });
          await bar.getByRole('button', { name: 'Next' }).click();
          await bar.getByText('S1 E2: The best advice we ever ignored').waitFor();
        },
      },
      { path: '/playlists', shows: 'No playlists yet' },
    ]);
  }, 180_000);
});
