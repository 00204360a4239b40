import { appPageTitle } from './shared/blocks';
/** The board's page: its columns with counts, cards that drag between them or move from their menu. */

export const BOARD_CARD = `import { CalendarDays, Ellipsis, GripVertical } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { type BoardCard, COLUMNS, fill, formatDue, isOverdue, LABELS, T } from '@/lib/board';
import { cn } from '@/lib/utils';

/** One card: dragged with a mouse, or moved, edited and deleted from its menu with a keyboard. */
export function CardItem({
  card,
  onEdit,
  onMove,
  onDelete,
}: {
  card: BoardCard;
  onEdit: () => void;
  onMove: (column: string) => void;
  onDelete: () => void;
}) {
  const label = LABELS[card.label] ?? LABELS.none;
  const overdue = isOverdue(card.due);
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', card.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      className="group rounded-lg border bg-card p-3 shadow-xs transition-shadow hover:shadow-md active:cursor-grabbing"
      aria-label={card.title}
    >
      <div className="flex items-start gap-2">
        <GripVertical className="mt-0.5 size-4 shrink-0 cursor-grab text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="font-medium break-words">{card.title}</p>
          {card.description ? <p className="text-sm text-muted-foreground break-words">{card.description}</p> : null}
          {card.label !== 'none' || card.due ? (
            <div className="flex flex-wrap items-center gap-2">
              {card.label !== 'none' ? <Badge className={cn('border-transparent', label.className)}>{label.name}</Badge> : null}
              {card.due ? (
                <span className={cn('inline-flex items-center gap-1 text-xs', overdue ? 'font-medium text-destructive' : 'text-muted-foreground')}>
                  <CalendarDays className="size-3.5" aria-hidden="true" />
                  {overdue ? T.overdue : T.due}
                  {formatDue(card.due)}
                </span>
              ) : null}
            </div>
          ) : null}
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={fill(T.actionsFor, { title: card.title })}>
              <Ellipsis />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={onEdit}>{T.edit}</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{T.moveTo}</DropdownMenuLabel>
            {COLUMNS.filter((column) => column.id !== card.column).map((column) => (
              <DropdownMenuItem key={column.id} onSelect={() => onMove(column.id)}>
                {fill(T.moveToColumn, { column: column.title })}
              </DropdownMenuItem>
            ))}
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={onDelete}>
              {T.delete}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </li>
  );
}
`;

export const BOARD_PAGE = (title: string, intro: string) => `import { Plus } from 'lucide-react';
import { useState } from 'react';
import { CardDialog } from '@/components/board/card-dialog';
import { CardItem } from '@/components/board/card-item';
import { useBoard } from '@/components/board/board-context';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { type BoardCard, COLUMNS, fill, T } from '@/lib/board';
import { cn } from '@/lib/utils';

export default function Index() {
  const { cards, add, update, move, remove } = useBoard();
  const [adding, setAdding] = useState<string | null>(null);
  const [editing, setEditing] = useState<BoardCard | null>(null);
  const [deleting, setDeleting] = useState<BoardCard | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const titleOf = (id: string) => COLUMNS.find((column) => column.id === id)?.title ?? '';

  function moveCard(card: BoardCard, column: string) {
    move(card.id, column);
    setStatus(fill(T.moved, { title: card.title, column: titleOf(column) }));
  }

  const dialogColumn = editing?.column ?? adding ?? '';

  return (
    <div className="space-y-6">
      ${appPageTitle({ title, intro, indent: 6 })}
      <div className="grid gap-4 md:auto-cols-[minmax(13.5rem,1fr)] md:grid-flow-col md:items-start md:overflow-x-auto md:pb-4">
        {COLUMNS.map((column) => {
          const inColumn = cards.filter((card) => card.column === column.id);
          return (
            <section
              key={column.id}
              aria-labelledby={\`column-\${column.id}\`}
              onDragOver={(event) => {
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(column.id);
              }}
              onDragLeave={() => setOver((current) => (current === column.id ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                setOver(null);
                const card = cards.find((item) => item.id === event.dataTransfer.getData('text/plain'));
                if (card) moveCard(card, column.id);
              }}
              className={cn(
                'flex flex-col gap-3 rounded-xl border bg-muted/60 p-3 transition-colors',
                over === column.id && 'border-primary bg-primary/10',
              )}
            >
              <div className="flex items-center justify-between gap-2 px-1">
                <h2 id={\`column-\${column.id}\`} className="font-semibold">
                  {column.title}
                </h2>
                <span className="rounded-full bg-background px-2 py-0.5 text-xs font-medium tabular-nums" aria-label={inColumn.length === 1 ? T.oneCard : fill(T.cards, { count: inColumn.length })}>
                  {inColumn.length}
                </span>
              </div>
              {inColumn.length === 0 ? (
                <p className="rounded-lg border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">{T.noCards}</p>
              ) : (
                <ul className="flex flex-col gap-2" aria-label={fill(T.cardsIn, { column: column.title })}>
                  {inColumn.map((card) => (
                    <CardItem
                      key={card.id}
                      card={card}
                      onEdit={() => setEditing(card)}
                      onMove={(to) => moveCard(card, to)}
                      onDelete={() => setDeleting(card)}
                    />
                  ))}
                </ul>
              )}
              <Button variant="ghost" className="justify-start" onClick={() => setAdding(column.id)} aria-label={fill(T.addCardTo, { column: column.title })}>
                <Plus aria-hidden="true" />
                {T.addCard}
              </Button>
            </section>
          );
        })}
      </div>
      <CardDialog
        open={adding !== null || editing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(null);
            setEditing(null);
          }
        }}
        card={editing}
        columnTitle={titleOf(dialogColumn)}
        onSave={(fields) => {
          if (editing) update(editing.id, fields);
          else if (adding) add(adding, fields);
          setStatus(editing ? fill(T.saved, { title: fields.title }) : fill(T.added, { title: fields.title, column: titleOf(dialogColumn) }));
          setAdding(null);
          setEditing(null);
        }}
      />
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{T.deleteTitle}</DialogTitle>
            <DialogDescription>{fill(T.deleteText, { title: deleting?.title ?? '' })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {T.cancel}
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                if (deleting) {
                  remove(deleting.id);
                  setStatus(fill(T.deleted, { title: deleting.title }));
                }
                setDeleting(null);
              }}
            >
              {T.deleteCard}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
`;
