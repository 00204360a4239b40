/**
 * The project as the offline model sees it during one turn: what it has read (from the tool
 * results in the prompt), what it has not read yet (asking for it is a `read_file` call), and the
 * changes it intends, kept as an overlay so several intents can build on each other's edits.
 */

export type FileChange =
  | { kind: 'write'; path: string; content: string }
  | { kind: 'edit'; path: string; search: string; replace: string; content: string }
  | { kind: 'delete'; path: string };

export class FileView {
  private readonly overlay = new Map<string, string | null>();
  /** Paths asked for but not read yet: the next step reads them. */
  readonly wanted = new Set<string>();
  readonly dependencies = new Map<string, string | undefined>();
  /** Set when an intent needed the file list and it isn't known: the next step calls list_files. */
  wantsList = false;

  constructor(
    /** The project's file list, when known (list_files or the system prompt). */
    readonly files: readonly string[] | null,
    private readonly reads: ReadonlyMap<string, string | null>,
  ) {}

  /** The file's content; null when it doesn't exist; undefined when not read yet (now wanted). */
  get(path: string): string | null | undefined {
    if (this.overlay.has(path)) return this.overlay.get(path) ?? null;
    if (this.reads.has(path)) return this.reads.get(path) ?? null;
    if (this.files && !this.files.includes(path)) return null;
    this.wanted.add(path);
    return undefined;
  }

  /** Several files at once, so one step reads them together; undefined until all are read. */
  getAll(paths: readonly string[]): Map<string, string | null> | undefined {
    const result = new Map<string, string | null>();
    let isComplete = true;
    for (const path of paths) {
      const content = this.get(path);
      if (content === undefined) isComplete = false;
      else result.set(path, content);
    }
    return isComplete ? result : undefined;
  }

  /** The project's files, or undefined (and a list_files call wanted) when not known yet. */
  list(): string[] | undefined {
    if (!this.files) {
      this.wantsList = true;
      return undefined;
    }
    return this.paths();
  }

  /** Whether a path exists, from the overlay, reads or the file list; undefined if unknown. */
  exists(path: string): boolean | undefined {
    if (this.overlay.has(path)) return this.overlay.get(path) !== null;
    if (this.reads.has(path)) return this.reads.get(path) !== null;
    if (this.files) return this.files.includes(path);
    return undefined;
  }

  /** Every known path: the file list plus files written in this turn, minus deleted ones. */
  paths(): string[] {
    const all = new Set([...(this.files ?? []), ...this.reads.keys()]);
    for (const [path, content] of this.overlay) {
      if (content === null) all.delete(path);
      else all.add(path);
    }
    return [...all].filter((path) => this.exists(path) !== false).sort();
  }

  write(path: string, content: string): void {
    this.overlay.set(path, content);
  }

  delete(path: string): void {
    this.overlay.set(path, null);
  }

  addDependency(name: string, version?: string): void {
    this.dependencies.set(name, version);
  }

  /** The overlay as tool-sized changes: an edit for a file that was read, a write for a new one. */
  changes(): FileChange[] {
    const changes: FileChange[] = [];
    for (const [path, content] of this.overlay) {
      const original = this.reads.get(path);
      if (content === null) {
        if (original !== null && this.exists(path) !== false) changes.push({ kind: 'delete', path });
        else if (original === undefined && this.files?.includes(path)) changes.push({ kind: 'delete', path });
        continue;
      }
      if (typeof original === 'string' && original.trim() !== '') {
        if (original === content) continue;
        const edit = editFor(original, content);
        changes.push({ kind: 'edit', path, ...edit, content });
      } else {
        changes.push({ kind: 'write', path, content });
      }
    }
    return changes;
  }
}

/**
 * The smallest `edit_file` that turns `before` into `after`: the changed region widened to whole
 * lines, then by a line at a time until the search text occurs exactly once (the tool's rule).
 */
export function editFor(before: string, after: string): { search: string; replace: string } {
  let start = 0;
  const limit = Math.min(before.length, after.length);
  while (start < limit && before[start] === after[start]) start += 1;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore -= 1;
    endAfter -= 1;
  }
  // Widen to whole lines: an edit that reads as lines is what a person would write, and is stable.
  start = before.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = before.indexOf('\n', endBefore);
  const newEndBefore = lineEnd === -1 ? before.length : lineEnd;
  endAfter += newEndBefore - endBefore;
  endBefore = newEndBefore;

  const isUnique = (search: string) =>
    search.length > 0 && before.indexOf(search) === before.lastIndexOf(search);
  while (!isUnique(before.slice(start, endBefore)) && (start > 0 || endBefore < before.length)) {
    if (start > 0) start = before.lastIndexOf('\n', start - 2) + 1;
    if (endBefore < before.length) {
      const next = before.indexOf('\n', endBefore + 1);
      const widened = next === -1 ? before.length : next;
      endAfter += widened - endBefore;
      endBefore = widened;
    }
  }
  return { search: before.slice(start, endBefore), replace: after.slice(start, endAfter) };
}
