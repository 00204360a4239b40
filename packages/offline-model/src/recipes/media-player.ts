/** The media player's now-playing bar (fixed at the bottom, two rows on a phone) and its provider. */

import type { MediaCopy, NounCopy } from './media-copy';
import { lit, jsxText as t } from './shared/ts-literal';

export const MEDIA_PROVIDER = `import type { ReactNode } from 'react';
import { NowPlayingBar } from '@/components/media/now-playing-bar';
import { PlayerProvider } from '@/components/media/player-context';
import { PlaylistsProvider } from '@/components/media/playlists-context';

/** Playlists and the player for every page, and the now-playing bar under them all. */
export function MediaProvider({ children }: { children: ReactNode }) {
  return (
    <PlaylistsProvider>
      <PlayerProvider>
        {children}
        <NowPlayingBar />
      </PlayerProvider>
    </PlaylistsProvider>
  );
}
`;

export const NOW_PLAYING_BAR = (
  c: MediaCopy,
  n: NounCopy,
  lang: string,
) => `import { Pause, Play, Repeat, Repeat1, Shuffle, SkipBack, SkipForward, Volume2, VolumeX } from 'lucide-react';
import { usePlayer } from '@/components/media/player-context';
import { Button } from '@/components/ui/button';
import { formatTime } from '@/lib/media';

export function NowPlayingBar() {
  const { track, playing, position, volume, shuffle, repeat, toggle, next, previous, seek, setVolume, toggleShuffle, cycleRepeat } =
    usePlayer();
  const length = track?.seconds ?? 0;
  const percent = new Intl.NumberFormat(${lit(lang)}, { style: 'percent' });

  return (
    <section aria-label={${lit(c.bar.region)}} className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 backdrop-blur lg:left-64">
      <div className="mx-auto flex max-w-5xl flex-col gap-1.5 px-3 py-2 sm:px-6">
        <div className="flex items-center gap-3">
          {track ? (
            <img src={track.cover} alt="" className="size-11 shrink-0 rounded-md object-cover" />
          ) : (
            <div className="size-11 shrink-0 rounded-md bg-muted" />
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium" data-testid="now-playing-title">
              {track ? track.title : ${lit(c.bar.nothing)}}
            </p>
            <p className="truncate text-xs text-muted-foreground">{track ? track.artist : ${lit(c.bar.pick)}}</p>
          </div>
          <div className="flex shrink-0 items-center gap-0.5 sm:gap-1">
            <Button variant={shuffle ? 'secondary' : 'ghost'} size="icon" aria-label={${lit(c.bar.shuffle)}} aria-pressed={shuffle} onClick={toggleShuffle}>
              <Shuffle aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="icon" aria-label={${lit(c.bar.previous)}} onClick={previous}>
              <SkipBack aria-hidden="true" />
            </Button>
            <Button size="icon" className="rounded-full" aria-label={playing ? ${lit(c.pause)} : ${lit(c.play)}} onClick={toggle}>
              {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            </Button>
            <Button variant="ghost" size="icon" aria-label={${lit(c.bar.next)}} onClick={next}>
              <SkipForward aria-hidden="true" />
            </Button>
            <Button
              variant={repeat === 'off' ? 'ghost' : 'secondary'}
              size="icon"
              aria-label={repeat === 'one' ? ${lit(n.repeatOne)} : ${lit(c.bar.repeat)}}
              aria-pressed={repeat !== 'off'}
              title={repeat === 'off' ? ${lit(c.bar.repeatOff)} : repeat === 'all' ? ${lit(c.bar.repeatAll)} : ${lit(n.repeatOneTitle)}}
              onClick={cycleRepeat}
            >
              {repeat === 'one' ? <Repeat1 aria-hidden="true" /> : <Repeat aria-hidden="true" />}
            </Button>
          </div>
        </div>
        <div className="flex items-center gap-2 text-xs text-muted-foreground tabular-nums">
          <span className="w-11 shrink-0 text-right" data-testid="elapsed">
            {formatTime(position)}
          </span>
          <label htmlFor="player-seek" className="sr-only">
            ${t(c.bar.seek)}
          </label>
          <input
            id="player-seek"
            type="range"
            min={0}
            max={length}
            step={1}
            value={Math.floor(position)}
            disabled={!track}
            aria-valuetext={${lit(c.bar.of)}.replace('{elapsed}', formatTime(position)).replace('{length}', formatTime(length))}
            onChange={(event) => seek(Number(event.target.value))}
            className="h-1.5 min-w-0 flex-1 cursor-pointer accent-primary"
          />
          <span className="w-11 shrink-0">{formatTime(length)}</span>
          {volume === 0 ? (
            <VolumeX className="size-4 shrink-0" aria-hidden="true" />
          ) : (
            <Volume2 className="size-4 shrink-0" aria-hidden="true" />
          )}
          <label htmlFor="player-volume" className="sr-only">
            ${t(c.bar.volume)}
          </label>
          <input
            id="player-volume"
            type="range"
            min={0}
            max={100}
            step={5}
            value={Math.round(volume * 100)}
            aria-valuetext={percent.format(volume)}
            onChange={(event) => setVolume(Number(event.target.value) / 100)}
            className="h-1.5 w-16 shrink-0 cursor-pointer accent-primary sm:w-24"
          />
        </div>
      </div>
    </section>
  );
}
`;
