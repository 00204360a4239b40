/** The notes app's notes, kept in localStorage, and its list of notes with a search. */

import type { NotesCopy } from './notes-copy';
import { storedListContext } from './shared/stored-list';
import { lit, jsxText as t } from './shared/ts-literal';

export const NOTES_CONTEXT = (starter: string) =>
  storedListContext({
    name: 'Notes',
    item: 'Note',
    itemType: `export type Note = { id: string; title: string; body: string; updatedAt: number };\n\nconst STARTER: Note[] = ${starter};`,
    list: 'notes',
    storageKey: 'notes',
    starter: 'STARTER',
    actions: [
      {
        name: 'create',
        type: '() => string',
        code: `() => {
        const id = newId();
        setList((current) => [{ id, title: '', body: '', updatedAt: Date.now() }, ...current]);
        return id;
      }`,
      },
      {
        name: 'update',
        type: "(id: string, fields: Partial<Pick<Note, 'title' | 'body'>>) => void",
        code: '(id, fields) =>\n        setList((current) => current.map((note) => (note.id === id ? { ...note, ...fields, updatedAt: Date.now() } : note)))',
      },
      {
        name: 'remove',
        type: '(id: string) => void',
        code: '(id) => setList((current) => current.filter((note) => note.id !== id))',
      },
    ],
  });

export const NOTES_LIST = (c: NotesCopy) => `import { Plus, Search } from 'lucide-react';
import type { Note } from '@/components/notes/notes-context';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** The first line of a note's text that is not a heading, without its markdown marks. */
function excerpt(body: string): string {
  const lines = body.split('\\n').filter((text) => text.trim() !== '');
  const line = lines.find((text) => !text.trimStart().startsWith('#')) ?? lines[0] ?? '';
  const text = line
    .replace(/^\\s*(?:#+|>|[-*+]|\\d+[.)])\\s*/, '')
    .replace(/\\]\\([^)]*\\)/g, '')
    .replace(/[*_\`[\\]]/g, '');
  return text.trim() || ${lit(c.noText)};
}

export function NotesList({
  notes,
  query,
  onQuery,
  selectedId,
  onSelect,
  onCreate,
}: {
  notes: Note[];
  query: string;
  onQuery: (query: string) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onCreate: () => void;
}) {
  const time = new Intl.DateTimeFormat(${lit(c.locale)}, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <Button onClick={onCreate}>
        <Plus aria-hidden="true" />
        ${t(c.newNote)}
      </Button>
      <div className="relative">
        <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input type="search" value={query} onChange={(event) => onQuery(event.target.value)} placeholder={${lit(c.search)}} aria-label={${lit(c.search)}} className="pl-9" />
      </div>
      {notes.length === 0 ? (
        <p className="px-1 py-4 text-sm text-muted-foreground">{query ? ${lit(c.noMatch)}.replace('{q}', () => query) : ${lit(c.noNotes)}}</p>
      ) : (
        <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto lg:max-h-[calc(100svh-16rem)]" aria-label={${lit(c.list)}}>
          {notes.map((note) => (
            <li key={note.id}>
              <button
                type="button"
                onClick={() => onSelect(note.id)}
                aria-current={note.id === selectedId ? 'true' : undefined}
                className={cn(
                  'w-full rounded-lg px-3 py-2 text-left transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  note.id === selectedId ? 'bg-primary text-primary-foreground' : 'hover:bg-accent hover:text-accent-foreground',
                )}
              >
                <span className="block truncate font-medium">{note.title || ${lit(c.untitled)}}</span>
                <span className={cn('block truncate text-sm', note.id === selectedId ? 'text-primary-foreground/90' : 'text-muted-foreground')}>
                  {excerpt(note.body)}
                </span>
                <span className={cn('block text-xs', note.id === selectedId ? 'text-primary-foreground/90' : 'text-muted-foreground')}>
                  {time.format(note.updatedAt)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
`;
