import { describe, expect, it } from 'vitest';
import { askedKind } from '../kinds';
import { PROMPT_LANGUAGE_IDS } from '../language';
import { libraryFor } from './media-library';

const GENRE_PROMPTS = {
  lofi: 'a music player for lo-fi beats',
  jazz: 'a music player for jazz',
  rock: 'a music player for indie rock',
  electronic: 'a music player for electronic music',
  classical: 'a music player for classical music',
  mixed: 'a music player',
} as const;

describe('the media player in the prompt language', () => {
  it('has every album, artist and track of the English library written in each language, lengths kept', () => {
    for (const language of PROMPT_LANGUAGE_IDS) {
      for (const [genre, prompt] of Object.entries(GENRE_PROMPTS)) {
        const english = libraryFor(prompt, 'Echo');
        const translated = libraryFor(prompt, 'Echo', language);
        expect(translated.genreId, `${language} ${genre}`).toBe(genre);
        expect(translated.albums.map((album) => album.tracks.map(([, seconds]) => seconds))).toEqual(
          english.albums.map((album) => album.tracks.map(([, seconds]) => seconds)),
        );
        const titles = (library: typeof english) =>
          library.albums.flatMap((album) => [album.title, ...album.tracks.map(([title]) => title)]);
        const same = titles(translated).filter((title, index) => title === titles(english)[index]);
        // Names that read the same in every language: a brand and a band's.
        expect(
          same.filter((title) => !['Polaroid', 'Prisma'].includes(title)),
          `${language} ${genre}`,
        ).toEqual([]);
      }
    }
  });

  it('numbers and titles podcast episodes the language’s way', () => {
    const library = libraryFor('Una app de podcasts para mi programa', 'Ciencia', 'es');
    expect(library.isPodcast).toBe(true);
    expect(library.albums[0]?.title).toBe('Temporada 1');
    expect(library.albums[1]?.tracks[2]?.[0]).toBe('T2 E3: Entre bastidores');
    expect(libraryFor('Eine Podcast-App', 'Kaffee', 'de').albums[2]?.tracks[1]).toEqual([
      'S3 F2: Die Folge zum ersten Geburtstag',
      3_102,
    ]);
  });

  it('reads the genre in the prompt language', () => {
    expect(libraryFor('Un reproductor de música clásica', 'X', 'es').genreId).toBe('classical');
    expect(libraryFor('Un lecteur de musique électro', 'X', 'fr').genreId).toBe('electronic');
    expect(libraryFor('Ein Musikplayer für Klassik', 'X', 'de').genreId).toBe('classical');
    expect(libraryFor('Um leitor de música eletrónica', 'X', 'pt').genreId).toBe('electronic');
    expect(libraryFor('Un lettore musicale per studiare', 'X', 'it').genreId).toBe('lofi');
  });

  it('is what a music or podcast player asked for in each language gets', () => {
    for (const prompt of [
      'Un reproductor de música para mi colección de jazz',
      'Una app de música para mis listas de reproducción',
      'Un lecteur de musique pour mes playlists',
      'Une application de podcasts pour mon émission',
      'Ein Musikplayer für meine Lo-Fi-Sammlung',
      'Eine Podcast-App für meine Sendung',
      'Um leitor de música para as minhas playlists',
      'Uma aplicação de música para a minha banda',
      'Un lettore musicale per la mia musica classica',
      'Una app di musica per le mie playlist',
    ]) {
      expect(askedKind(prompt).recipe, prompt).toBe('media');
    }
  });
});
