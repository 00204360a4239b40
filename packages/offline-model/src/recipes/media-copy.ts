import type { AppLanguage } from '../locale';
import { MEDIA_COPY_ES_FR_DE } from './media-translations';
import { MEDIA_COPY_PT_IT } from './media-translations-more';

/** What the library holds, music or a podcast: the words that change with it (gender and plural included). */
export type NounCopy = {
  one: string;
  many: string;
  /** The heading over the covers: albums, or a podcast's seasons. */
  albums: string;
  all: string;
  search: string;
  /** `{shown}` of `{total}` after a search. */
  shown: string;
  /** There are no audio files: what plays instead. */
  notice: string;
  playlistsIntro: string;
  emptyHint: string;
  emptyPlaylist: string;
  repeatOne: string;
  repeatOneTitle: string;
};

/** The genres the library has albums for (`media-library.ts`). */
export type GenreId = 'lofi' | 'jazz' | 'rock' | 'electronic' | 'classical' | 'mixed';

/** Everything the media player says, per language (issue 18 §2). `{…}` are filled in by the app. */
export type MediaCopy = {
  nav: { library: string; playlists: string };
  subtitle: string;
  music: NounCopy;
  podcast: NounCopy;
  /** The line under the title; `genre` is this language's `genres` entry ('' for a mix). */
  musicIntro: (count: number, albums: number, genre: string) => string;
  podcastIntro: (name: string) => string;
  genres: Record<GenreId, string>;
  season: string;
  episode: string;
  play: string;
  pause: string;
  playItem: string;
  pauseItem: string;
  addTo: string;
  addMenu: string;
  added: string;
  newPlaylist: string;
  coverOf: string;
  noMatch: string;
  playlists: {
    title: string;
    nameLabel: string;
    create: string;
    nameRequired: string;
    nameTaken: string;
    emptyTitle: string;
    delete: string;
    deleteItem: string;
    removeItem: string;
  };
  bar: {
    region: string;
    nothing: string;
    pick: string;
    shuffle: string;
    previous: string;
    next: string;
    repeat: string;
    repeatOff: string;
    repeatAll: string;
    seek: string;
    of: string;
    volume: string;
  };
};

export const MEDIA_COPY: Record<AppLanguage, MediaCopy> = {
  en: {
    nav: { library: 'Library', playlists: 'Playlists' },
    subtitle: 'Playlists kept in this browser',
    music: {
      one: 'track',
      many: 'tracks',
      albums: 'Albums',
      all: 'All tracks',
      search: 'Search tracks',
      shown: '{shown} of {total} tracks',
      notice:
        'These sample tracks have no audio files: each plays a short, soft tune generated in your browser (Web Audio) while its clock runs for the full length. Press Space to play or pause.',
      playlistsIntro: 'Make your own lists of tracks. They stay in this browser.',
      emptyHint: 'Create one above, then add tracks from the library.',
      emptyPlaylist: 'Empty: add tracks from the library with their + button.',
      repeatOne: 'Repeat one',
      repeatOneTitle: 'Repeat: this one',
    },
    podcast: {
      one: 'episode',
      many: 'episodes',
      albums: 'Seasons',
      all: 'All episodes',
      search: 'Search episodes',
      shown: '{shown} of {total} episodes',
      notice:
        'These sample episodes have no audio files: each plays a short, soft tune generated in your browser (Web Audio) while its clock runs for the full length. Press Space to play or pause.',
      playlistsIntro: 'Make your own lists of episodes. They stay in this browser.',
      emptyHint: 'Create one above, then add episodes from the library.',
      emptyPlaylist: 'Empty: add episodes from the library with their + button.',
      repeatOne: 'Repeat one',
      repeatOneTitle: 'Repeat: this one',
    },
    musicIntro: (count, albums, genre) =>
      `${count} ${genre ? `${genre} ` : ''}tracks across ${albums} albums, with playlists of your own.`,
    podcastIntro: (name) => `Every episode of ${name}, by season, with playlists of your own.`,
    genres: {
      lofi: 'lo-fi',
      jazz: 'jazz',
      rock: 'indie rock',
      electronic: 'electronic',
      classical: 'classical',
      mixed: '',
    },
    season: 'Season {n}',
    episode: 'S{s} E{e}: {title}',
    play: 'Play',
    pause: 'Pause',
    playItem: 'Play {title}',
    pauseItem: 'Pause {title}',
    addTo: 'Add {title} to a playlist',
    addMenu: 'Add to playlist',
    added: 'Added {title} to {playlist}.',
    newPlaylist: 'New playlist…',
    coverOf: 'Cover of {title}',
    noMatch: 'Nothing matches “{query}”.',
    playlists: {
      title: 'Playlists',
      nameLabel: 'Playlist name',
      create: 'Create playlist',
      nameRequired: 'Give the playlist a name.',
      nameTaken: 'You already have a playlist with that name.',
      emptyTitle: 'No playlists yet',
      delete: 'Delete',
      deleteItem: 'Delete {name}',
      removeItem: 'Remove {title} from {name}',
    },
    bar: {
      region: 'Now playing',
      nothing: 'Nothing playing',
      pick: 'Pick something to play',
      shuffle: 'Shuffle',
      previous: 'Previous',
      next: 'Next',
      repeat: 'Repeat',
      repeatOff: 'Repeat: off',
      repeatAll: 'Repeat: all',
      seek: 'Seek',
      of: '{elapsed} of {length}',
      volume: 'Volume',
    },
  },
  ...MEDIA_COPY_ES_FR_DE,
  ...MEDIA_COPY_PT_IT,
};
