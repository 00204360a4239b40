/**
 * The board's parts: its columns and labels, the cards kept in localStorage, a card with a menu that
 * edits, moves (without a mouse) and deletes it, and the dialog that adds or edits one. Cards move by
 * HTML5 drag and drop too; no package beyond the template's.
 */

import type { BoardAppCopy } from './board-copy';
import { storedListContext } from './shared/stored-list';
import { lit } from './shared/ts-literal';

export const BOARD_LIB = (
  columns: string,
  c: BoardAppCopy,
  locale: string,
) => `export type Column = { id: string; title: string };

export const COLUMNS: Column[] = ${columns};

/** Every word the board shows; \`{title}\`, \`{column}\` and \`{count}\` are filled in by \`fill\`. */
export const T = ${lit(c)};

export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/[{]([a-zA-Z]+)[}]/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export const LABELS = {
  none: { name: T.labels.none, className: '' },
  red: { name: T.labels.red, className: 'bg-red-100 text-red-800' },
  amber: { name: T.labels.amber, className: 'bg-amber-100 text-amber-900' },
  green: { name: T.labels.green, className: 'bg-green-100 text-green-800' },
  blue: { name: T.labels.blue, className: 'bg-blue-100 text-blue-800' },
  violet: { name: T.labels.violet, className: 'bg-violet-100 text-violet-800' },
} as const;
export type LabelColour = keyof typeof LABELS;

export type CardFields = { title: string; description: string; label: LabelColour; due: string };
export type BoardCard = CardFields & { id: string; column: string; createdAt: number };

/** "3 Dec" for a yyyy-mm-dd date, read as a local day. */
export function formatDue(due: string): string {
  const [year, month, day] = due.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1).toLocaleDateString(${locale === 'en' ? 'undefined' : lit(locale)}, { day: 'numeric', month: 'short' });
}

export function isOverdue(due: string): boolean {
  const today = new Date();
  const todayText = \`\${today.getFullYear()}-\${String(today.getMonth() + 1).padStart(2, '0')}-\${String(today.getDate()).padStart(2, '0')}\`;
  return due !== '' && due < todayText;
}
`;

export const BOARD_CONTEXT = (starter: string) =>
  storedListContext({
    name: 'Board',
    item: 'BoardCard',
    itemType: '',
    imports: `import { type BoardCard, type CardFields, COLUMNS } from '@/lib/board';\n\nconst STARTER: BoardCard[] = ${starter};`,
    list: 'cards',
    storageKey: 'board-cards',
    starter: 'STARTER',
    actions: [
      {
        name: 'add',
        type: '(column: string, fields: CardFields) => void',
        code: '(column, fields) =>\n        setList((current) => [...current, { ...fields, id: newId(), column, createdAt: Date.now() }])',
      },
      {
        name: 'update',
        type: '(id: string, fields: CardFields) => void',
        code: '(id, fields) =>\n        setList((current) => current.map((card) => (card.id === id ? { ...card, ...fields } : card)))',
      },
      {
        name: 'move',
        type: '(id: string, column: string) => void',
        code: `(id, column) =>
        setList((current) => {
          const card = current.find((item) => item.id === id);
          if (!card || card.column === column || !COLUMNS.some((item) => item.id === column)) return current;
          return [...current.filter((item) => item.id !== id), { ...card, column }];
        })`,
      },
      {
        name: 'remove',
        type: '(id: string) => void',
        code: '(id) => setList((current) => current.filter((card) => card.id !== id))',
      },
    ],
  });

export const CARD_DIALOG = `import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { type BoardCard, type CardFields, fill, LABELS, type LabelColour, T } from '@/lib/board';

const SELECT =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

function CardForm({ card, onSave }: { card: BoardCard | null; onSave: (fields: CardFields) => void }) {
  const [title, setTitle] = useState(card?.title ?? '');
  const [description, setDescription] = useState(card?.description ?? '');
  const [label, setLabel] = useState<LabelColour>(card?.label ?? 'none');
  const [due, setDue] = useState(card?.due ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return;
    onSave({ title: title.trim(), description: description.trim(), label, due });
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="card-title">{T.title}</Label>
        <Input id="card-title" value={title} onChange={(event) => setTitle(event.target.value)} required autoFocus />
      </div>
      <div className="space-y-2">
        <Label htmlFor="card-description">{T.descriptionOptional}</Label>
        <Textarea id="card-description" value={description} onChange={(event) => setDescription(event.target.value)} rows={3} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="card-label">{T.label}</Label>
          <select id="card-label" className={SELECT} value={label} onChange={(event) => setLabel(event.target.value as LabelColour)}>
            {Object.entries(LABELS).map(([colour, { name }]) => (
              <option key={colour} value={colour}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-2">
          <Label htmlFor="card-due">{T.dueOptional}</Label>
          <Input id="card-due" type="date" value={due} onChange={(event) => setDue(event.target.value)} />
        </div>
      </div>
      <DialogFooter>
        <Button type="submit">{T.save}</Button>
      </DialogFooter>
    </form>
  );
}

/** Adds a card to a column, or edits one. */
export function CardDialog({
  open,
  onOpenChange,
  card,
  columnTitle,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  card: BoardCard | null;
  columnTitle: string;
  onSave: (fields: CardFields) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{card ? T.editCard : T.addCard}</DialogTitle>
          <DialogDescription>{fill(card ? T.inColumn : T.toColumn, { column: columnTitle })}</DialogDescription>
        </DialogHeader>
        <CardForm key={card?.id ?? 'new'} card={card} onSave={onSave} />
      </DialogContent>
    </Dialog>
  );
}
`;
