import { hexHue } from '../colour';
import { PROMPT_LANGUAGE_IDS, PROMPT_LANGUAGES } from '../language';
import { MEDIA_LIB, PLAYER_CONTEXT, PLAYLISTS_CONTEXT, TONE_LIB } from './media-components';
import { MEDIA_COPY } from './media-copy';
import { libraryFor } from './media-library';
import { LIBRARY_PAGE, PLAYLISTS_PAGE, TRACK_ROW } from './media-pages';
import { MEDIA_PROVIDER, NOW_PLAYING_BAR } from './media-player';
import { appLayout } from './shared/app-layout';
import { jsxText, lit } from './shared/ts-literal';
import type { Recipe } from './types';

/** A square cover in the theme's hue, one motif per album (rings, a waveform, a sun over stripes). */
export function coverSvg(colour: string, index: number): string {
  const hue = (hexHue(colour) + ([0, 40, -35, 80, -70][index % 5] ?? 0) + 360) % 360;
  const hsl = (h: number, s: number, l: number, a = 1) =>
    `hsl(${Math.round((h + 360) % 360)} ${s}% ${l}%${a < 1 ? ` / ${a}` : ''})`;
  const motifs = [
    [150, 115, 80, 45]
      .map(
        (r, ring) =>
          `<circle cx="200" cy="200" r="${r}" fill="none" stroke="${hsl(hue + ring * 12, 70, 85, 0.8)}" stroke-width="${10 - ring * 2}"/>`,
      )
      .join('') + `<circle cx="200" cy="200" r="22" fill="${hsl(hue, 60, 92)}"/>`,
    Array.from({ length: 15 }, (_, bar) => {
      const height = Math.round(40 + Math.abs(Math.sin(bar * 1.7 + index)) * 200);
      return `<rect x="${50 + bar * 20}" y="${200 - height / 2}" width="12" height="${height}" rx="6" fill="${hsl(hue + bar * 4, 70, 88, 0.9)}"/>`;
    }).join(''),
    `<circle cx="200" cy="170" r="90" fill="${hsl(hue + 50, 85, 80)}"/>` +
      [0, 1, 2, 3]
        .map(
          (line) =>
            `<rect x="40" y="${250 + line * 26}" width="320" height="12" rx="6" fill="${hsl(hue - 20, 60, 30 + line * 8, 0.85)}"/>`,
        )
        .join(''),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 55, 38)}"/><stop offset="1" stop-color="${hsl(hue + 45, 60, 22)}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>
${motifs[index % motifs.length]}
</svg>
`;
}

/** A track's melody: eight notes of a pentatonic scale, the same every time for the same track. */
function melody(seed: number): number[] {
  const scale = [0, 2, 4, 7, 9, 12, 14, 16];
  let state = seed * 7919 + 17;
  return Array.from({ length: 8 }, () => {
    state = (state * 9301 + 49297) % 233280;
    const step = scale[Math.floor((state / 233280) * scale.length)] ?? 0;
    return Math.round(220 * 2 ** (step / 12) * 100) / 100;
  });
}

/** A music or podcast player: a library with covers, search, playlists and a now-playing bar. */
export const mediaRecipe: Recipe = {
  id: 'media',
  label: 'Media player',
  defaultNames: ['Encore', 'Echo', 'Vinyl', 'Groove'],
  palette: { primary: '#7c3aed', accent: '#db2777' },
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, palette, language }) {
    const c = MEDIA_COPY[language];
    const library = libraryFor(spec.prompt, spec.name, language);
    const n = library.isPodcast ? c.podcast : c.music;
    const noun = { one: n.one, many: n.many, albums: n.albums };
    const albums = library.albums.map((album, index) => ({
      id: `album-${index + 1}`,
      title: album.title,
      artist: album.artist,
      cover: `/images/cover-${index + 1}.svg`,
    }));
    let count = 0;
    const tracks = library.albums.flatMap((album, index) =>
      album.tracks.map(([title, seconds]) => {
        count += 1;
        return {
          id: `track-${count}`,
          title,
          artist: album.artist,
          albumId: `album-${index + 1}`,
          album: album.title,
          seconds,
          cover: `/images/cover-${index + 1}.svg`,
          notes: melody(count),
        };
      }),
    );
    const icon = library.isPodcast ? 'Podcast' : 'Music';
    const nav = [
      { to: '/', label: c.nav.library, icon: 'Library' },
      { to: '/playlists', label: c.nav.playlists, icon: 'ListMusic' },
    ];
    const what = library.isPodcast
      ? 'a podcast player'
      : `a music player${library.genre === 'mixed' ? '' : ` for ${library.genre}`}`;
    return {
      description:
        language === 'en'
          ? `${spec.name}: ${what}${spec.subject && !library.isPodcast ? `, ${spec.topic}` : ''}.`
          : library.isPodcast
            ? c.podcastIntro(spec.name)
            : `${spec.name}: ${c.musicIntro(tracks.length, albums.length, c.genres[library.genreId])}`,
      routes: [{ path: '/playlists', component: 'Playlists', file: 'src/pages/Playlists.tsx' }],
      nav,
      icon,
      layout: 'app',
      provider: {
        component: 'MediaProvider',
        importLine: `import { MediaProvider } from '@/components/media/media-provider';`,
      },
      files: [
        {
          path: 'src/components/layout/app-layout.tsx',
          content: appLayout({ name: spec.name, icon, nav, subtitle: c.subtitle, language }),
        },
        {
          path: 'src/lib/media.ts',
          content: MEDIA_LIB({ albums: lit(albums), tracks: lit(tracks), noun: lit(noun) }),
        },
        { path: 'src/lib/tone.ts', content: TONE_LIB },
        { path: 'src/components/media/player-context.tsx', content: PLAYER_CONTEXT },
        { path: 'src/components/media/playlists-context.tsx', content: PLAYLISTS_CONTEXT },
        { path: 'src/components/media/media-provider.tsx', content: MEDIA_PROVIDER },
        { path: 'src/components/media/now-playing-bar.tsx', content: NOW_PLAYING_BAR(c, n, language) },
        { path: 'src/components/media/track-row.tsx', content: TRACK_ROW(c) },
        {
          path: 'src/pages/Index.tsx',
          content: LIBRARY_PAGE(
            jsxText(spec.name),
            jsxText(
              library.isPodcast
                ? c.podcastIntro(spec.name)
                : c.musicIntro(tracks.length, albums.length, c.genres[library.genreId]),
            ),
            c,
            n,
          ),
        },
        { path: 'src/pages/Playlists.tsx', content: PLAYLISTS_PAGE(c, n) },
        ...albums.map((_, index) => ({
          path: `public/images/cover-${index + 1}.svg`,
          content: coverSvg(palette.primary, index),
        })),
      ],
      highlights: [
        ...(language === 'en'
          ? []
          : [
              `every word of the app in ${PROMPT_LANGUAGES[language]}, as you wrote, sample ${library.isPodcast ? 'episode' : 'album and track'} titles included`,
            ]),
        library.isPodcast
          ? `${tracks.length} sample episodes of ${spec.name} in ${albums.length} seasons, each season with its own cover art`
          : `${tracks.length} sample ${library.genre === 'mixed' ? '' : `${library.genre} `}tracks on ${albums.length} albums, each album with its own cover art, and search by title, artist or album`,
        `no audio files: each sample ${noun.one} plays a short, soft tune generated in the browser (Web Audio API) while its clock runs for the ${noun.one}'s full length; the app says so on screen`,
        'a now-playing bar on every page: play/pause, previous/next, shuffle, repeat (all or one), a seek slider and volume; Space plays or pauses',
        'playlists you create, add to and remove from, kept in the browser (localStorage), and a sidebar that becomes a slide-out menu on phones',
      ],
      suggestions: [
        'Add dark mode',
        'Change the primary colour to teal',
        'Add an about page',
        'Make it mobile responsive',
      ],
    };
  },
};
