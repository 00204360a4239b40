import type { DiffFile } from '@kiln/contracts';

export type DiffFileStatus = 'added' | 'deleted' | 'modified';

/** Seed 001 §2.3: an empty old content is a new file (one pane); an empty new content a deleted one. */
export function diffFileStatus(file: DiffFile): DiffFileStatus {
  if (file.oldContent === '') return 'added';
  if (file.newContent === '') return 'deleted';
  return 'modified';
}

function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/**
 * Lines added and removed, counted as a line-multiset difference: cheap, exact for additions and
 * deletions, and close enough for a header badge on edits that move lines around.
 */
export function lineChanges(file: DiffFile): { added: number; removed: number } {
  const status = diffFileStatus(file);
  if (status === 'added') return { added: lineCount(file.newContent), removed: 0 };
  if (status === 'deleted') return { added: 0, removed: lineCount(file.oldContent) };
  const counts = new Map<string, number>();
  for (const line of file.oldContent.split('\n')) counts.set(line, (counts.get(line) ?? 0) + 1);
  let added = 0;
  for (const line of file.newContent.split('\n')) {
    const left = counts.get(line) ?? 0;
    if (left > 0) counts.set(line, left - 1);
    else added += 1;
  }
  let removed = 0;
  for (const left of counts.values()) removed += left;
  return { added, removed };
}
