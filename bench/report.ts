export interface Row {
  name: string;
  /** Milliseconds, unless `unit` says otherwise. */
  median: number;
  unit?: string;
  n: number;
  /** A peer figure measured in the same run, and what it is. */
  peer?: { name: string; median: number };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function printTable(title: string, rows: readonly Row[]): void {
  console.log(`\n${title}`);
  const width = Math.max(...rows.map((r) => r.name.length), 10);
  for (const row of rows) {
    const ratio = !row.peer
      ? ''
      : row.peer.median >= row.median
        ? `  ${(row.peer.median / row.median).toFixed(1)}× faster than ${row.peer.name} (${row.peer.median.toFixed(1)} ms)`
        : `  ${(row.median / row.peer.median).toFixed(2)}× the time ${row.peer.name} takes (${row.peer.median.toFixed(1)} ms)`;
    console.log(
      `  ${row.name.padEnd(width)}  median ${row.median.toFixed(2).padStart(9)} ${row.unit ?? 'ms'}  (n=${row.n})${ratio}`,
    );
  }
}

/** A throughput figure: requests per second and p99 latency, with the goal it is held to. */
export interface LoadRow {
  name: string;
  rps: number;
  p99: number;
  goal?: { rps: number; p99: number };
  /** The figure this one is compared with, and the largest ratio of their rates the goal allows. */
  peer?: { name: string; rps: number; ratioGoal: number };
}

export function printLoadTable(title: string, rows: readonly LoadRow[]): void {
  console.log(`\n${title}`);
  const width = Math.max(...rows.map((r) => r.name.length), 10);
  for (const row of rows) {
    const goal = row.goal ? `  goal ≥ ${row.goal.rps} req/s, p99 ≤ ${row.goal.p99} ms` : '';
    const ratio = row.peer
      ? `  ${row.peer.name} ${row.peer.rps.toFixed(0)} req/s, ratio ${(row.peer.rps / row.rps).toFixed(2)}× (goal ≤ ${row.peer.ratioGoal}×)`
      : '';
    console.log(
      `  ${row.name.padEnd(width)}  ${row.rps.toFixed(0).padStart(6)} req/s  p99 ${row.p99.toFixed(1).padStart(6)} ms${goal}${ratio}`,
    );
  }
}
