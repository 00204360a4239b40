import { performance } from 'node:perf_hooks';

/**
 * Where a run's time went, logged when it ends: milliseconds per step, summed over repeats (a run
 * with an automatic fix checks twice), and the total.
 */
export class RunTimings {
  private readonly started = performance.now();
  private readonly spans = new Map<string, number>();
  private phase: { name: string; start: number } | null = null;

  /** Ends the current phase's span and starts the next one's (`phase.<name>`). */
  enterPhase(name: string): void {
    const now = performance.now();
    if (this.phase) this.add(`phase.${this.phase.name}`, now - this.phase.start);
    this.phase = { name, start: now };
  }

  /** Times `work` under `name`. */
  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.add(name, performance.now() - start);
    }
  }

  private add(name: string, ms: number): void {
    this.spans.set(name, (this.spans.get(name) ?? 0) + ms);
  }

  toJSON(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [name, ms] of this.spans) out[name] = Math.round(ms);
    out.total = Math.round(performance.now() - this.started);
    return out;
  }
}
