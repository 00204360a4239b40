/**
 * The media player's library module, its tone synthesiser and its player state. There are no audio
 * files: the player's clock runs on a timer for each track's length, and on every half second of it
 * the track's own short melody sounds one soft note through the Web Audio API.
 */
import { storedListContext } from './shared/stored-list';

export const MEDIA_LIB = ({
  albums,
  tracks,
  noun,
}: {
  albums: string;
  tracks: string;
  noun: string;
}) => `export type Album = { id: string; title: string; artist: string; cover: string };
export type Track = {
  id: string;
  title: string;
  artist: string;
  albumId: string;
  album: string;
  seconds: number;
  cover: string;
  /** The track's melody in hertz: one note every half second, over and over. */
  notes: number[];
};

/** What the library holds: \`{ one: 'track', many: 'tracks' }\` or episodes. */
export const NOUN = ${noun};

export const ALBUMS: Album[] = ${albums};

export const TRACKS: Track[] = ${tracks};

export function trackById(id: string | null): Track | null {
  return TRACKS.find((track) => track.id === id) ?? null;
}

/** "3:05", or "1:02:05" past an hour. */
export function formatTime(total: number): string {
  const seconds = Math.max(0, Math.floor(total));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? \`\${hours}:\${String(minutes).padStart(2, '0')}:\${rest}\` : \`\${minutes}:\${rest}\`;
}
`;

export const TONE_LIB = `/**
 * Soft generated notes through the Web Audio API: the sample tracks have no audio files. The audio
 * context is made on the first press of play (browsers only start sound after a user gesture).
 */
let context: AudioContext | null = null;
let output: GainNode | null = null;

/** Call from a click or key press; later notes play only once this has run. */
export function unlockAudio() {
  try {
    if (!context) {
      context = new AudioContext();
      output = context.createGain();
      output.connect(context.destination);
    }
    if (context.state === 'suspended') context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

/** One note of \`seconds\`, fading out; \`volume\` 0–1 is kept soft (a fifth of full scale at most). */
export function playNote(frequency: number, volume: number, seconds = 0.4) {
  if (!context || !output || volume <= 0) return;
  const now = context.currentTime;
  output.gain.setValueAtTime(volume * 0.2, now);
  const oscillator = context.createOscillator();
  const envelope = context.createGain();
  oscillator.type = 'triangle';
  oscillator.frequency.setValueAtTime(frequency, now);
  envelope.gain.setValueAtTime(0.0001, now);
  envelope.gain.exponentialRampToValueAtTime(1, now + 0.02);
  envelope.gain.exponentialRampToValueAtTime(0.0001, now + seconds);
  oscillator.connect(envelope).connect(output);
  oscillator.start(now);
  oscillator.stop(now + seconds + 0.05);
}
`;

export const PLAYLISTS_CONTEXT = storedListContext({
  name: 'Playlists',
  item: 'Playlist',
  itemType: 'export type Playlist = { id: string; name: string; trackIds: string[] };\n',
  list: 'playlists',
  storageKey: 'media-playlists',
  actions: [
    {
      name: 'create',
      type: '(name: string) => void',
      code: '(name) => setList((current) => [...current, { id: newId(), name, trackIds: [] }])',
    },
    {
      name: 'remove',
      type: '(id: string) => void',
      code: '(id) => setList((current) => current.filter((playlist) => playlist.id !== id))',
    },
    {
      name: 'addTrack',
      type: '(id: string, trackId: string) => void',
      code: '(id, trackId) =>\n        setList((current) =>\n          current.map((playlist) =>\n            playlist.id === id && !playlist.trackIds.includes(trackId)\n              ? { ...playlist, trackIds: [...playlist.trackIds, trackId] }\n              : playlist,\n          ),\n        )',
    },
    {
      name: 'removeTrack',
      type: '(id: string, trackId: string) => void',
      code: '(id, trackId) =>\n        setList((current) =>\n          current.map((playlist) =>\n            playlist.id === id ? { ...playlist, trackIds: playlist.trackIds.filter((other) => other !== trackId) } : playlist,\n          ),\n        )',
    },
  ],
});

export const PLAYER_CONTEXT = `import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { playNote, unlockAudio } from '@/lib/tone';
import { TRACKS, type Track, trackById } from '@/lib/media';

export type Repeat = 'off' | 'all' | 'one';

type PlayerValue = {
  track: Track | null;
  playing: boolean;
  /** Seconds into the track. */
  position: number;
  volume: number;
  shuffle: boolean;
  repeat: Repeat;
  /** Plays a track; \`queue\` (track ids) is what next and previous move through. */
  play: (trackId: string, queue?: string[]) => void;
  toggle: () => void;
  next: () => void;
  previous: () => void;
  seek: (seconds: number) => void;
  setVolume: (volume: number) => void;
  toggleShuffle: () => void;
  cycleRepeat: () => void;
};

const PlayerContext = createContext<PlayerValue | null>(null);
const VOLUME_KEY = 'media-volume';

function savedVolume(): number {
  const saved = Number(localStorage.getItem(VOLUME_KEY) ?? '0.7');
  return Number.isFinite(saved) ? Math.min(1, Math.max(0, saved)) : 0.7;
}

/** Focus in a field or on a control: Space belongs to it, not to the player. */
function isControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('input, textarea, select, button, a, [contenteditable="true"], [role="menuitem"]') !== null;
}

export function PlayerProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<string[]>(() => TRACKS.map((track) => track.id));
  const [trackId, setTrackId] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [volume, setVolumeState] = useState(savedVolume);
  const [shuffle, setShuffle] = useState(false);
  const [repeat, setRepeat] = useState<Repeat>('off');
  const track = trackById(trackId);
  const positionRef = useRef(0);

  const moveTo = useCallback((id: string, keepPlaying: boolean) => {
    positionRef.current = 0;
    setPosition(0);
    setTrackId(id);
    setPlaying(keepPlaying);
  }, []);

  const step = useCallback(
    (direction: 1 | -1, atEnd: boolean) => {
      if (queue.length === 0) return;
      const index = Math.max(0, queue.indexOf(trackId ?? ''));
      if (atEnd && repeat === 'one') return moveTo(queue[index] as string, true);
      if (shuffle && queue.length > 1) {
        const others = queue.filter((id) => id !== trackId);
        return moveTo(others[Math.floor(Math.random() * others.length)] as string, true);
      }
      const nextIndex = index + direction;
      if (nextIndex >= queue.length && atEnd && repeat === 'off') {
        positionRef.current = 0;
        setPosition(0);
        return setPlaying(false);
      }
      moveTo(queue[(nextIndex + queue.length) % queue.length] as string, atEnd || playing);
    },
    [queue, trackId, repeat, shuffle, playing, moveTo],
  );

  // The clock: while playing it moves on by the real time passed, and sounds a note each half second.
  const stepRef = useRef(step);
  stepRef.current = step;
  useEffect(() => {
    if (!playing || !track) return;
    let last = Date.now();
    let beat = -1;
    const tick = () => {
      const now = Date.now();
      positionRef.current = Math.min(track.seconds, positionRef.current + (now - last) / 1000);
      last = now;
      setPosition(positionRef.current);
      if (positionRef.current >= track.seconds) return stepRef.current(1, true);
      const current = Math.floor(positionRef.current * 2);
      if (current !== beat) {
        beat = current;
        playNote(track.notes[current % track.notes.length] as number, volume);
      }
    };
    const interval = window.setInterval(tick, 250);
    return () => window.clearInterval(interval);
  }, [playing, track, volume]);

  const play = useCallback((id: string, nextQueue?: string[]) => {
    unlockAudio();
    if (nextQueue) setQueue(nextQueue);
    moveTo(id, true);
  }, [moveTo]);

  const toggle = useCallback(() => {
    unlockAudio();
    if (!trackId) return moveTo(queue[0] ?? (TRACKS[0] as Track).id, true);
    setPlaying((current) => !current);
  }, [trackId, queue, moveTo]);

  const seek = useCallback((seconds: number) => {
    positionRef.current = seconds;
    setPosition(seconds);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat || isControl(event.target)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  const value = useMemo<PlayerValue>(
    () => ({
      track,
      playing,
      position,
      volume,
      shuffle,
      repeat,
      play,
      toggle,
      next: () => step(1, false),
      previous: () => (positionRef.current > 3 ? seek(0) : step(-1, false)),
      seek,
      setVolume: (next) => {
        setVolumeState(next);
        localStorage.setItem(VOLUME_KEY, String(next));
      },
      toggleShuffle: () => setShuffle((current) => !current),
      cycleRepeat: () => setRepeat((current) => (current === 'off' ? 'all' : current === 'all' ? 'one' : 'off')),
    }),
    [track, playing, position, volume, shuffle, repeat, play, toggle, step, seek],
  );

  return <PlayerContext.Provider value={value}>{children}</PlayerContext.Provider>;
}

export function usePlayer(): PlayerValue {
  const value = useContext(PlayerContext);
  if (!value) throw new Error('usePlayer must be used inside PlayerProvider');
  return value;
}
`;
