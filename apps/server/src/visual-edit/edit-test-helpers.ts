import type { EditableStyles } from '@kiln/contracts';
import { tagJsx } from '@kiln/jsx-tagger';
import { expect } from 'vitest';
import { VisualEditError } from './locate';
import { editSource, type FileEdits } from './rewrite';
import { loadTheme } from './theme';

/** Shared by the rewrite tests: edits one source file the way the service does, by tagger ids. */
export const FILE = 'src/pages/Index.tsx';
const theme = loadTheme('');

/** The ids the jsx-tagger stamps on a source, by tag name in document order. */
function idsOf(source: string): Record<string, string[]> {
  const tagged = tagJsx(source, FILE)?.code ?? '';
  const ids: Record<string, string[]> = {};
  for (const [, tag, id] of tagged.matchAll(/<([a-z0-9]+) data-unique-id="([^"]+)"/g)) {
    ids[tag as string] = [...(ids[tag as string] ?? []), id as string];
  }
  return ids;
}

export function idOf(source: string, tag: string, index = 0): string {
  const id = idsOf(source)[tag]?.[index];
  if (!id) throw new Error(`no <${tag}> #${index}`);
  return id;
}

export function update(source: string, tag: string, style: EditableStyles, textContent?: string, index = 0) {
  return {
    elementId: idOf(source, tag, index),
    filePath: FILE,
    elementData: { tagName: tag, ...(textContent === undefined ? {} : { textContent }) },
    style,
  };
}

export function edit(source: string, edits: Partial<FileEdits>) {
  return editSource(source, FILE, { updates: [], deletes: [], ...edits }, theme);
}

/** The lines that differ, as [before, after] pairs; the files must keep their line count. */
export function changedLines(before: string, after: string): [string, string][] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i] as string] as [string, string]]));
}

/** The error an edit is refused with (failing the test when it is not refused). */
export function refusal(run: () => unknown): VisualEditError {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(VisualEditError);
    return err as VisualEditError;
  }
  throw new Error('expected a refusal');
}
