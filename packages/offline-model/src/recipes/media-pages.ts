import type { MediaCopy, NounCopy } from './media-copy';
import { appPageTitle } from './shared/blocks';
import { lit, jsxText as t } from './shared/ts-literal';

/** The media player's pages: the library (albums, search, every track) and the playlists. */

export const TRACK_ROW = (c: MediaCopy) => `import { ListPlus, Pause, Play } from 'lucide-react';
import { useNavigate } from 'react-router';
import { usePlayer } from '@/components/media/player-context';
import { usePlaylists } from '@/components/media/playlists-context';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formatTime, type Track } from '@/lib/media';

/** One track: play or pause it, see it, add it to a playlist. */
export function TrackRow({ track, queue, onAdded }: { track: Track; queue: string[]; onAdded: (message: string) => void }) {
  const player = usePlayer();
  const { playlists, addTrack } = usePlaylists();
  const navigate = useNavigate();
  const isCurrent = player.track?.id === track.id;
  const isPlaying = isCurrent && player.playing;

  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <Button
        variant={isCurrent ? 'default' : 'ghost'}
        size="icon"
        aria-label={(isPlaying ? ${lit(c.pauseItem)} : ${lit(c.playItem)}).replace('{title}', () => track.title)}
        onClick={() => (isCurrent ? player.toggle() : player.play(track.id, queue))}
      >
        {isPlaying ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      </Button>
      <img src={track.cover} alt="" className="hidden size-10 rounded object-cover sm:block" />
      <div className="min-w-0 flex-1">
        <p className={isCurrent ? 'truncate font-medium text-primary' : 'truncate font-medium'}>{track.title}</p>
        <p className="truncate text-sm text-muted-foreground">
          {track.artist} · {track.album}
        </p>
      </div>
      <span className="text-sm text-muted-foreground tabular-nums">{formatTime(track.seconds)}</span>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={${lit(c.addTo)}.replace('{title}', () => track.title)}>
            <ListPlus aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>${t(c.addMenu)}</DropdownMenuLabel>
          {playlists.map((playlist) => (
            <DropdownMenuItem
              key={playlist.id}
              onSelect={() => {
                addTrack(playlist.id, track.id);
                onAdded(${lit(c.added)}.replace('{title}', () => track.title).replace('{playlist}', () => playlist.name));
              }}
            >
              {playlist.name}
            </DropdownMenuItem>
          ))}
          {playlists.length > 0 ? <DropdownMenuSeparator /> : null}
          <DropdownMenuItem onSelect={() => navigate('/playlists')}>${t(c.newPlaylist)}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
`;

export const LIBRARY_PAGE = (
  title: string,
  intro: string,
  c: MediaCopy,
  n: NounCopy,
) => `import { Headphones, Play, Search } from 'lucide-react';
import { useState } from 'react';
import { usePlayer } from '@/components/media/player-context';
import { TrackRow } from '@/components/media/track-row';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ALBUMS, TRACKS } from '@/lib/media';

export default function Index() {
  const { play } = usePlayer();
  const [query, setQuery] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const words = query.trim().toLowerCase();
  const shown = TRACKS.filter((track) =>
    [track.title, track.artist, track.album].some((text) => text.toLowerCase().includes(words)),
  );
  const queue = shown.map((track) => track.id);

  return (
    <div className="mx-auto max-w-5xl space-y-8 pb-36">
      ${appPageTitle({ title, intro, indent: 6 })}
      <p className="flex items-start gap-2 rounded-lg border bg-card p-3 text-sm text-muted-foreground">
        <Headphones className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>${t(n.notice)}</span>
      </p>
      <section aria-labelledby="albums-title" className="space-y-3">
        <h2 id="albums-title" className="text-xl font-semibold tracking-tight">
          ${t(n.albums)}
        </h2>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {ALBUMS.map((album) => {
            const ids = TRACKS.filter((track) => track.albumId === album.id).map((track) => track.id);
            return (
              <li key={album.id} className="group relative rounded-xl border bg-card p-3 shadow-sm">
                <img src={album.cover} alt={${lit(c.coverOf)}.replace('{title}', () => album.title)} className="aspect-square w-full rounded-lg object-cover" />
                <p className="mt-3 truncate font-medium">{album.title}</p>
                <p className="truncate text-sm text-muted-foreground">
                  {album.artist} · {ids.length} ${t(n.many)}
                </p>
                <Button
                  size="icon"
                  className="absolute top-5 right-5 rounded-full shadow-md"
                  aria-label={${lit(c.playItem)}.replace('{title}', () => album.title)}
                  onClick={() => play(ids[0] as string, ids)}
                >
                  <Play aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="tracks-title" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="tracks-title" className="text-xl font-semibold tracking-tight">
            ${t(n.all)}
          </h2>
          <div className="grid w-full gap-1.5 sm:w-72">
            <Label htmlFor="search">${t(n.search)}</Label>
            <div className="relative">
              <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden="true" />
              <Input id="search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} className="pl-8" />
            </div>
          </div>
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {${lit(n.shown)}.replace('{shown}', String(shown.length)).replace('{total}', String(TRACKS.length))}
        </p>
        {shown.length === 0 ? (
          <p className="rounded-xl border bg-card p-6 text-center text-muted-foreground">
            {${lit(c.noMatch)}.replace('{query}', () => query)}
          </p>
        ) : (
          <ul aria-label={${lit(n.all)}} className="divide-y rounded-xl border bg-card">
            {shown.map((track) => (
              <TrackRow key={track.id} track={track} queue={queue} onAdded={setAnnouncement} />
            ))}
          </ul>
        )}
      </section>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
`;

export const PLAYLISTS_PAGE = (
  c: MediaCopy,
  n: NounCopy,
) => `import { ListMusic, Play, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { usePlayer } from '@/components/media/player-context';
import { usePlaylists } from '@/components/media/playlists-context';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatTime, type Track, trackById } from '@/lib/media';

export default function Playlists() {
  const { playlists, create, remove, removeTrack } = usePlaylists();
  const { play } = usePlayer();
  const [error, setError] = useState('');

  return (
    <div className="mx-auto max-w-3xl space-y-6 pb-36">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">${t(c.playlists.title)}</h1>
        <p className="mt-1 text-muted-foreground">${t(n.playlistsIntro)}</p>
      </div>
      <form
        noValidate
        className="flex flex-wrap items-end gap-2 rounded-xl border bg-card p-4"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const name = String(new FormData(form).get('name') ?? '').trim();
          if (!name) return setError(${lit(c.playlists.nameRequired)});
          if (playlists.some((playlist) => playlist.name.toLowerCase() === name.toLowerCase()))
            return setError(${lit(c.playlists.nameTaken)});
          create(name);
          setError('');
          form.reset();
        }}
      >
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor="playlist-name">${t(c.playlists.nameLabel)}</Label>
          <Input id="playlist-name" name="name" maxLength={60} aria-invalid={error !== ''} aria-describedby="playlist-error" />
        </div>
        <Button type="submit">${t(c.playlists.create)}</Button>
        <p id="playlist-error" role="alert" className="w-full text-sm text-destructive empty:hidden">
          {error}
        </p>
      </form>
      {playlists.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border bg-card py-10 text-center">
          <ListMusic className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">${t(c.playlists.emptyTitle)}</p>
          <p className="text-sm text-muted-foreground">${t(n.emptyHint)}</p>
        </div>
      ) : (
        playlists.map((playlist) => {
          const tracks = playlist.trackIds.map(trackById).filter((track): track is Track => track !== null);
          const length = tracks.reduce((sum, track) => sum + track.seconds, 0);
          return (
            <section key={playlist.id} aria-label={playlist.name} className="rounded-xl border bg-card">
              <div className="flex flex-wrap items-center justify-between gap-2 border-b p-4">
                <div className="min-w-0">
                  <h2 className="truncate text-lg font-semibold">{playlist.name}</h2>
                  <p className="text-sm text-muted-foreground">
                    {tracks.length} {tracks.length === 1 ? ${lit(n.one)} : ${lit(n.many)}} · {formatTime(length)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    disabled={tracks.length === 0}
                    aria-label={${lit(c.playItem)}.replace('{title}', () => playlist.name)}
                    onClick={() => play((tracks[0] as Track).id, tracks.map((track) => track.id))}
                  >
                    <Play aria-hidden="true" />
                    ${t(c.play)}
                  </Button>
                  <Button size="sm" variant="outline" aria-label={${lit(c.playlists.deleteItem)}.replace('{name}', () => playlist.name)} onClick={() => remove(playlist.id)}>
                    <Trash2 aria-hidden="true" />
                    ${t(c.playlists.delete)}
                  </Button>
                </div>
              </div>
              {tracks.length === 0 ? (
                <p className="p-4 text-sm text-muted-foreground">${t(n.emptyPlaylist)}</p>
              ) : (
                <ol className="divide-y">
                  {tracks.map((track) => (
                    <li key={track.id} className="flex items-center gap-3 px-4 py-2">
                      <img src={track.cover} alt="" className="size-9 rounded object-cover" />
                      <div className="min-w-0 flex-1">
                        <p className="truncate text-sm font-medium">{track.title}</p>
                        <p className="truncate text-xs text-muted-foreground">{track.artist}</p>
                      </div>
                      <span className="text-sm text-muted-foreground tabular-nums">{formatTime(track.seconds)}</span>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={${lit(c.playlists.removeItem)}.replace('{title}', () => track.title).replace('{name}', () => playlist.name)}
                        onClick={() => removeTrack(playlist.id, track.id)}
                      >
                        <X aria-hidden="true" />
                      </Button>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          );
        })
      )}
    </div>
  );
}
`;
