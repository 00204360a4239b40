import type { NotesCopy } from './notes-copy';
import { appPageTitle } from './shared/blocks';
import { lit, jsxText as t } from './shared/ts-literal';
/** The notes app's page: the list of notes, and an editor with Edit, Preview and side by side. */

export const NOTES_PAGE = (
  title: string,
  intro: string,
  c: NotesCopy,
) => `import { Check, Columns2, Eye, NotebookPen, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { NotesList } from '@/components/notes/notes-list';
import { useNotes } from '@/components/notes/notes-context';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { Markdown } from '@/lib/markdown';
import { cn } from '@/lib/utils';

type Mode = 'edit' | 'preview' | 'split';

const MODES: { id: Mode; label: string; icon: typeof Pencil; className?: string }[] = [
  { id: 'edit', label: ${lit(c.modes.edit)}, icon: Pencil },
  { id: 'preview', label: ${lit(c.modes.preview)}, icon: Eye },
  { id: 'split', label: ${lit(c.modes.split)}, icon: Columns2, className: 'hidden lg:inline-flex' },
];

export default function Index() {
  const { notes, create, update, remove } = useNotes();
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('edit');
  const [isDeleting, setIsDeleting] = useState(false);

  const sorted = useMemo(() => [...notes].sort((a, b) => b.updatedAt - a.updatedAt), [notes]);
  const visible = useMemo(() => {
    const words = query.trim().toLowerCase();
    return words ? sorted.filter((note) => \`\${note.title}\\n\${note.body}\`.toLowerCase().includes(words)) : sorted;
  }, [sorted, query]);
  const note = notes.find((item) => item.id === selectedId) ?? sorted[0] ?? null;
  const isToday = note ? new Date(note.updatedAt).toDateString() === new Date().toDateString() : false;
  const savedAt = new Intl.DateTimeFormat(${lit(c.locale)}, isToday ? { timeStyle: 'short' } : { dateStyle: 'medium' });

  function createNote() {
    setQuery('');
    setMode('edit');
    setSelectedId(create());
  }

  return (
    <div className="space-y-6">
      ${appPageTitle({ title, intro, indent: 6 })}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <NotesList notes={visible} query={query} onQuery={setQuery} selectedId={note?.id ?? null} onSelect={setSelectedId} onCreate={createNote} />
        {note ? (
          <Card className="min-w-0">
            <CardContent className="space-y-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex flex-wrap gap-1" role="group" aria-label={${lit(c.view)}}>
                  {MODES.map(({ id, label, icon: Icon, className }) => (
                    <Button key={id} size="sm" variant={mode === id ? 'default' : 'outline'} aria-pressed={mode === id} onClick={() => setMode(id)} className={className}>
                      <Icon aria-hidden="true" />
                      {label}
                    </Button>
                  ))}
                </div>
                <div className="flex items-center gap-2">
                  <p className="flex items-center gap-1 text-sm text-muted-foreground" role="status">
                    <Check className="size-4 text-primary" aria-hidden="true" />
                    {${lit(c.saved)}.replace('{time}', savedAt.format(note.updatedAt))}
                  </p>
                  <Button variant="ghost" size="icon" aria-label={${lit(c.deleteNote)}} onClick={() => setIsDeleting(true)}>
                    <Trash2 />
                  </Button>
                </div>
              </div>
              <div className="space-y-2">
                <Label htmlFor="note-title">${t(c.title)}</Label>
                <Input id="note-title" value={note.title} onChange={(event) => update(note.id, { title: event.target.value })} placeholder={${lit(c.untitled)}} />
              </div>
              <div className={cn('grid gap-4', mode === 'split' && 'lg:grid-cols-2')}>
                {mode !== 'preview' ? (
                  <div className="space-y-2">
                    <Label htmlFor="note-body">${t(c.body)}</Label>
                    <Textarea
                      id="note-body"
                      value={note.body}
                      onChange={(event) => update(note.id, { body: event.target.value })}
                      rows={18}
                      className="min-h-72 font-mono text-sm leading-6"
                      placeholder={${lit(c.bodyPlaceholder)}}
                    />
                  </div>
                ) : null}
                {mode !== 'edit' ? (
                  <section aria-label={${lit(c.modes.preview)}} className="min-w-0 rounded-lg border bg-background p-4">
                    {note.body.trim() ? <Markdown source={note.body} /> : <p className="text-muted-foreground">${t(c.nothingToPreview)}</p>}
                  </section>
                ) : null}
              </div>
            </CardContent>
          </Card>
        ) : (
          <Card>
            <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
              <NotebookPen className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="font-medium">${t(c.empty.title)}</p>
              <p className="text-sm text-muted-foreground">${t(c.empty.text)}</p>
              <Button onClick={createNote}>${t(c.newNote)}</Button>
            </CardContent>
          </Card>
        )}
      </div>
      <Dialog open={isDeleting} onOpenChange={setIsDeleting}>
        <DialogContent${c.locale ? ' showCloseButton={false}' : ''}>
          <DialogHeader>
            <DialogTitle>${t(c.confirm.title)}</DialogTitle>
            <DialogDescription>{${lit(c.confirm.text)}.replace('{title}', note?.title || ${lit(c.untitled)})}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsDeleting(false)}>
              ${t(c.confirm.cancel)}
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                if (note) remove(note.id);
                setSelectedId(null);
                setIsDeleting(false);
              }}
            >
              ${t(c.deleteNote)}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
`;
