/**
 * The media player's sample library, chosen by the prompt: episodes of the show for a podcast,
 * otherwise albums in the genre the prompt names (lo-fi, jazz, rock, electronic, classical) or a mix.
 * Every title here is written by hand; only the show's or app's name comes from the prompt.
 */

import type { AppLanguage } from '../locale';
import { type GenreId, MEDIA_COPY } from './media-copy';
import { EPISODE_TITLES, LIBRARY_TITLES } from './media-library-translations';

export type SampleAlbum = { title: string; artist: string; tracks: [string, number][] };

const GENRES: { id: GenreId; words: RegExp; label: string; albums: SampleAlbum[] }[] = [
  {
    id: 'lofi',
    words: /\b(?:lo-?fi|chill|study|focus|relax|relaj|estudiar|entspann|lernen|rilass|studiare)/,
    label: 'lo-fi',
    albums: [
      {
        title: 'Rainy Window',
        artist: 'Mellow Fern',
        tracks: [
          ['Steam on the Glass', 154],
          ['Late Bus Home', 171],
          ['Tea Gone Cold', 139],
          ['Pencil Notes', 162],
        ],
      },
      {
        title: 'Paper Lanterns',
        artist: 'Night Owl Tapes',
        tracks: [
          ['Quiet Corner', 148],
          ['Soft Static', 183],
          ['Moth and Lamp', 142],
          ['Sunday Dust', 167],
        ],
      },
      {
        title: 'Slow Hours',
        artist: 'Juniper Loops',
        tracks: [
          ['Window Plants', 175],
          ['Half Asleep', 158],
          ['Warm Radiator', 149],
        ],
      },
    ],
  },
  {
    id: 'jazz',
    words: /\bjazz|swing|bebop|blues/,
    label: 'jazz',
    albums: [
      {
        title: 'Blue Room Sessions',
        artist: 'The Marlowe Trio',
        tracks: [
          ['Basement Waltz', 262],
          ['Brushes at Midnight', 301],
          ['Velvet Stairs', 244],
          ['Last Call Blues', 287],
        ],
      },
      {
        title: 'City Lights',
        artist: 'Ada Greene Quartet',
        tracks: [
          ['Taxi in the Rain', 233],
          ['Fourth Floor Walk-up', 276],
          ['Neon Sketch', 219],
          ['Early Train', 258],
        ],
      },
      {
        title: 'Hollow Body',
        artist: 'Sam Okafor',
        tracks: [
          ['Six Strings Slow', 241],
          ['Dusk on Canal Street', 268],
          ['Soft Pedal', 225],
        ],
      },
    ],
  },
  {
    id: 'rock',
    words: /\b(?:rock|indie|punk|guitar|band|chitarr)/,
    label: 'indie rock',
    albums: [
      {
        title: 'Static Summer',
        artist: 'Paper Kites Club',
        tracks: [
          ['Headlights', 213],
          ['Loud Quiet Loud', 198],
          ['Parking Lot Stars', 231],
          ['Run the Fence', 187],
        ],
      },
      {
        title: 'Garage Light',
        artist: 'The Lowfields',
        tracks: [
          ['Cheap Amplifier', 176],
          ['Northbound', 224],
          ['Fuzz and Honey', 205],
          ['Second Chorus', 192],
        ],
      },
      {
        title: 'Open Windows',
        artist: 'Maya Lund',
        tracks: [
          ['Backroads', 219],
          ['Bright Afternoon', 201],
          ['Long Goodbye', 247],
        ],
      },
    ],
  },
  {
    id: 'electronic',
    words: /\b(?:electro|edm|techno|house|synth|dance|elektro|elettronica|eletr[oó]nica)|électro/,
    label: 'electronic',
    albums: [
      {
        title: 'Neon Grid',
        artist: 'Volt Garden',
        tracks: [
          ['Pulse Check', 244],
          ['Arcade Rain', 219],
          ['Low Orbit', 263],
          ['Afterglow', 231],
        ],
      },
      {
        title: 'Night Shift',
        artist: 'KILO',
        tracks: [
          ['Signal Lost', 208],
          ['Chrome Heart', 236],
          ['4 AM Drive', 252],
          ['Bassline Theory', 227],
        ],
      },
      {
        title: 'Prism',
        artist: 'Lumen Twins',
        tracks: [
          ['Refraction', 241],
          ['Glass Tides', 218],
          ['Colour Field', 259],
        ],
      },
    ],
  },
  {
    id: 'classical',
    words:
      /\b(?:classical|piano|orchestra|symphony|strings|cl[aá]sica|classique|klassi|cl[aá]ssica|classica|klavier|orquesta|orchester)/,
    label: 'classical',
    albums: [
      {
        title: 'Nocturnes for Rain',
        artist: 'Elena Vasquez',
        tracks: [
          ['Nocturne in Grey', 312],
          ['Prelude for Morning', 254],
          ['Quiet Étude', 228],
          ['Lullaby in A', 267],
        ],
      },
      {
        title: 'Strings at Dawn',
        artist: 'Halden Quartet',
        tracks: [
          ['First Movement: Allegro', 341],
          ['Second Movement: Adagio', 398],
          ['Third Movement: Rondo', 289],
        ],
      },
      {
        title: 'Small Sonatas',
        artist: 'Tomas Reyes',
        tracks: [
          ['Sonatina No. 1', 214],
          ['Sonatina No. 2', 237],
          ['Sonatina No. 3', 226],
        ],
      },
    ],
  },
];

const MIX: SampleAlbum[] = [
  {
    title: 'Golden Hour',
    artist: 'Sunny Avenue',
    tracks: [
      ['Open Road', 204],
      ['Polaroid', 187],
      ['Summer Static', 221],
      ['Good Days', 196],
    ],
  },
  {
    title: 'Midnight Drive',
    artist: 'The Night Owls',
    tracks: [
      ['City Lights', 238],
      ['Slow Motion', 215],
      ['Neon Rain', 247],
      ['Home by Two', 229],
    ],
  },
  {
    title: 'Wildflowers',
    artist: 'Iris Moreau',
    tracks: [
      ['Meadow', 182],
      ['Paper Boats', 201],
      ['Light Through Leaves', 214],
      ['Fields', 193],
    ],
  },
];

/** Podcast episodes in three seasons; titles read as any talk show's, minutes realistic. */
const SEASONS: [string, number][][] = [
  [
    ['Why we started this show', 1_812],
    ['The best advice we ever ignored', 2_436],
    ['Listener questions, round one', 2_105],
    ['What we got wrong', 1_967],
  ],
  [
    ['A long walk with a guest', 2_874],
    ['Habits that stuck (and ones that did not)', 2_310],
    ['Behind the scenes', 1_655],
    ['Listener questions, round two', 2_243],
  ],
  [
    ['Starting over', 2_518],
    ['The one-year episode', 3_102],
  ],
];

export type Library = { isPodcast: boolean; genre: string; genreId: GenreId; albums: SampleAlbum[] };

/** English albums with their titles, artists and track titles in `language` (lengths kept). */
function translated(albums: SampleAlbum[], lines: string[]): SampleAlbum[] {
  return albums.map((album, index) => {
    const [title = album.title, artist = album.artist, ...titles] = (lines[index] ?? '').split('|');
    return {
      title,
      artist,
      tracks: album.tracks.map(([english, seconds], track) => [titles[track] ?? english, seconds]),
    };
  });
}

/** The library for a prompt, its words in `language`; `genre` stays the English label for the reply. */
export function libraryFor(prompt: string, showName: string, language: AppLanguage = 'en'): Library {
  const lower = prompt.toLowerCase();
  const c = MEDIA_COPY[language];
  if (/\bpodcasts?\b/.test(lower)) {
    return {
      isPodcast: true,
      genre: 'podcast',
      genreId: 'mixed',
      albums: SEASONS.map((episodes, season) => ({
        title: c.season.replace('{n}', String(season + 1)),
        artist: showName,
        tracks: episodes.map(([english, seconds], index) => [
          c.episode
            .replace('{s}', String(season + 1))
            .replace('{e}', String(index + 1))
            .replace(
              '{title}',
              language === 'en' ? english : (EPISODE_TITLES[language][season]?.[index] ?? english),
            ),
          seconds,
        ]),
      })),
    };
  }
  const genre = GENRES.find((entry) => entry.words.test(lower));
  const albums = genre?.albums ?? MIX;
  return {
    isPodcast: false,
    genre: genre?.label ?? 'mixed',
    genreId: genre?.id ?? 'mixed',
    albums: language === 'en' ? albums : translated(albums, LIBRARY_TITLES[language][genre?.id ?? 'mixed']),
  };
}
