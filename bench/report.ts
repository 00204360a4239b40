export interface Row {
  name: string;
  /** Milliseconds, unless `unit` says otherwise. */
  median: number;
  unit?: string;
  n: number;
  /** A peer figure measured in the same run, and what it is. */
  peer?: { name: string; median: number };
  /** The goal the figure is held to: it goes into the summary table. */
  goal?: Goal;
}

/** A figure's goal: at most (or at least) a value, and at most a share of its peer's figure. */
export interface Goal {
  /** What is measured, as the summary's row names it. */
  label: string;
  max?: number;
  min?: number;
  /** The largest Kiln ÷ peer ratio allowed (0.1: a tenth of the peer's time). */
  maxPeerRatio?: number;
}

interface SummaryRow {
  goal: string;
  kiln: string;
  peer: string;
  ratio: string;
  met: string;
}

const summary: SummaryRow[] = [];
/** Lines printed under the summary: what was not measured, and why. */
const notes: string[] = [];

export function addNote(note: string): void {
  notes.push(note);
}

const fmt = (value: number, unit: string) =>
  `${value >= 100 ? value.toFixed(0) : value.toFixed(value >= 10 ? 1 : 2)} ${unit}`;

function goalText(goal: Goal, unit: string): string {
  const bounds = [
    goal.max !== undefined ? `≤ ${goal.max} ${unit}` : '',
    goal.min !== undefined ? `≥ ${goal.min} ${unit}` : '',
    goal.maxPeerRatio !== undefined ? `≤ ${goal.maxPeerRatio}× peer` : '',
  ].filter(Boolean);
  return bounds.length ? `${goal.label}: ${bounds.join(', ')}` : goal.label;
}

const hasBounds = (goal: Goal) =>
  goal.max !== undefined || goal.min !== undefined || goal.maxPeerRatio !== undefined;

function recordRow(row: Row): void {
  const { goal } = row;
  if (!goal) return;
  const unit = row.unit ?? 'ms';
  const ratio = row.peer ? row.median / row.peer.median : Number.NaN;
  const measured = Number.isFinite(row.median);
  const met =
    measured &&
    (goal.max === undefined || row.median <= goal.max) &&
    (goal.min === undefined || row.median >= goal.min) &&
    (goal.maxPeerRatio === undefined || (Number.isFinite(ratio) && ratio <= goal.maxPeerRatio));
  summary.push({
    goal: goalText(goal, unit),
    kiln: measured ? `${fmt(row.median, unit)} (n=${row.n})` : 'not measured',
    peer: row.peer ? `${row.peer.name} ${fmt(row.peer.median, unit)}` : '',
    ratio: Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '',
    met: !measured || !hasBounds(goal) ? '—' : met ? 'yes' : 'no',
  });
}

/** The goals of every section that ran, one table: goal | Kiln | peer | ratio | met. */
export function printSummary(): void {
  if (summary.length === 0 && notes.length === 0) return;
  const header: SummaryRow = { goal: 'goal', kiln: 'Kiln', peer: 'peer', ratio: 'ratio', met: 'met' };
  const rows = [header, ...summary];
  const widths = (Object.keys(header) as (keyof SummaryRow)[]).map((key) =>
    Math.max(...rows.map((r) => r[key].length)),
  );
  const line = (r: SummaryRow) =>
    `| ${[r.goal, r.kiln, r.peer, r.ratio, r.met].map((cell, i) => cell.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log('\nSummary (goals of issue 14)');
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of summary) console.log(line(row));
  for (const note of notes) console.log(`note: ${note}`);
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
    recordRow(row);
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
    recordLoadRow(row);
    const goal = row.goal ? `  goal ≥ ${row.goal.rps} req/s, p99 ≤ ${row.goal.p99} ms` : '';
    const ratio = row.peer
      ? `  ${row.peer.name} ${row.peer.rps.toFixed(0)} req/s, ratio ${(row.peer.rps / row.rps).toFixed(2)}× (goal ≤ ${row.peer.ratioGoal}×)`
      : '';
    console.log(
      `  ${row.name.padEnd(width)}  ${row.rps.toFixed(0).padStart(6)} req/s  p99 ${row.p99.toFixed(1).padStart(6)} ms${goal}${ratio}`,
    );
  }
}

function recordLoadRow(row: LoadRow): void {
  if (!row.goal && !row.peer) return;
  const ratio = row.peer ? row.peer.rps / row.rps : Number.NaN;
  const met =
    (!row.goal || (row.rps >= row.goal.rps && row.p99 <= row.goal.p99)) &&
    (!row.peer || ratio <= row.peer.ratioGoal);
  const goal = [
    row.goal ? `≥ ${row.goal.rps} req/s, p99 ≤ ${row.goal.p99} ms` : '',
    row.peer ? `within ${row.peer.ratioGoal}× of ${row.peer.name}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  summary.push({
    goal: `${row.name}: ${goal}`,
    kiln: `${row.rps.toFixed(0)} req/s, p99 ${row.p99.toFixed(1)} ms`,
    peer: row.peer ? `${row.peer.name} ${row.peer.rps.toFixed(0)} req/s` : '',
    ratio: Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '',
    met: met ? 'yes' : 'no',
  });
}
