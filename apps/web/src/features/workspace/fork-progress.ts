import { LIMITS } from '@kiln/contracts';

/** Seed 000 §4: the fork dialog's label by elapsed time (thresholds 3, 13 and 25 s). */
export const FORK_PROGRESS_LABELS = [
  'Starting fork',
  'Copying project',
  'Installing dependencies',
  'Deploying project',
] as const;

export type ForkProgressLabel = (typeof FORK_PROGRESS_LABELS)[number];

export function forkProgressLabel(elapsedMs: number): ForkProgressLabel {
  const seconds = elapsedMs / 1_000;
  const step = LIMITS.forkProgressSeconds.findIndex((threshold) => seconds < threshold);
  return FORK_PROGRESS_LABELS[step === -1 ? FORK_PROGRESS_LABELS.length - 1 : step] ?? 'Deploying project';
}

/** 0–1 for the progress bar: each label owns an equal share, never quite full before the answer. */
export function forkProgressFraction(elapsedMs: number): number {
  const [a = 3, b = 13, c = 25] = LIMITS.forkProgressSeconds;
  const s = Math.max(0, elapsedMs / 1_000);
  const stops: Array<[number, number]> = [
    [0, 0],
    [a, 0.25],
    [b, 0.5],
    [c, 0.75],
  ];
  for (let i = 1; i < stops.length; i++) {
    const [t0, f0] = stops[i - 1] ?? [0, 0];
    const [t1, f1] = stops[i] ?? [0, 0];
    if (s < t1) return f0 + ((s - t0) / (t1 - t0)) * (f1 - f0);
  }
  // After the last threshold, creep toward 95% so the bar keeps moving without claiming done.
  return 0.75 + 0.2 * (1 - Math.exp(-(s - c) / 30));
}
