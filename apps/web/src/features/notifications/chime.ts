/** The two notes of the chime (E6 then A6 for success; A5 then E5 for a failure), in Hz. */
const CHIMES = { success: [1318.5, 1760], failure: [880, 659.25] } as const;
export type ChimeKind = keyof typeof CHIMES;

let context: AudioContext | null = null;

/**
 * Plays a short two-note chime with the Web Audio API (no audio file to fetch), at full volume as the
 * seed says. Browsers refuse audio before the user has interacted with the page; then it stays silent.
 */
export function playChime(kind: ChimeKind): void {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return;
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime + 0.01;
    CHIMES[kind].forEach((frequency, index) => {
      if (!context) return;
      const at = start + index * 0.14;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(1, at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.5);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.52);
    });
  } catch {
    // Audio is a courtesy: never let it break the page.
  }
}
