import { appPageTitle } from './shared/blocks';
/** The records app's table and pages: search, sort, add, edit and delete; a summary by category. */

export const RECORDS_TABLE = `import { ArrowDown, ArrowUp, ArrowUpDown, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { display, type Field, fill, nameOf, type RecordRow, SCHEMA, T } from '@/lib/records';

export type Sort = { key: string; direction: 'ascending' | 'descending' };

type Props = {
  records: RecordRow[];
  sort: Sort;
  onSort: (key: string) => void;
  onEdit: (record: RecordRow) => void;
  onDelete: (record: RecordRow) => void;
};


function Actions({ record, onEdit, onDelete }: { record: RecordRow } & Pick<Props, 'onEdit' | 'onDelete'>) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={() => onEdit(record)} aria-label={fill(T.editName, { name: nameOf(record) })}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" onClick={() => onDelete(record)} aria-label={fill(T.deleteName, { name: nameOf(record) })}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** A sortable table from md up; below it, one card per record (no sideways scrolling on a phone). */
export function RecordsTable({ records, sort, onSort, onEdit, onDelete }: Props) {
  const numeric = (field: Field) => field.type === 'money' || field.type === 'number';
  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <caption className="sr-only">{fill(T.caption, { plural: SCHEMA.plural })}</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            {SCHEMA.fields.map((field) => {
              const isSorted = sort.key === field.key;
              const Icon = !isSorted ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
              return (
                <th key={field.key} scope="col" aria-sort={isSorted ? sort.direction : undefined} className={numeric(field) ? 'text-right' : 'text-left'}>
                  <Button variant="ghost" size="sm" className="-mx-3 font-medium" onClick={() => onSort(field.key)}>
                    {field.label}
                    <Icon aria-hidden="true" />
                  </Button>
                </th>
              );
            })}
            <th scope="col" className="text-right">
              <span className="sr-only">{T.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id} className="border-b last:border-0">
              {SCHEMA.fields.map((field, index) => {
                const Cell = index === 0 ? 'th' : 'td';
                return (
                  <Cell key={field.key} scope={index === 0 ? 'row' : undefined} className={\`py-2.5 pr-4 \${index === 0 ? 'font-medium' : ''} \${numeric(field) ? 'text-right tabular-nums' : 'text-left'}\`}>
                    {display(field, record[field.key])}
                  </Cell>
                );
              })}
              <td className="py-1">
                <Actions record={record} onEdit={onEdit} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-3 md:hidden" aria-label={SCHEMA.plural}>
        {records.map((record) => (
          <li key={record.id} className="rounded-xl border bg-card p-4">
            <div className="flex items-start justify-between gap-2">
              <p className="font-medium">{nameOf(record)}</p>
              <Actions record={record} onEdit={onEdit} onDelete={onDelete} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {SCHEMA.fields.slice(1).map((field) => (
                <div key={field.key} className="contents">
                  <dt className="text-muted-foreground">{field.label}</dt>
                  <dd className="min-w-0 break-words">{display(field, record[field.key])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
`;

export const RECORDS_PAGE = (title: string, intro: string) => `import { Plus, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { RecordForm } from '@/components/records/record-form';
import { RecordsTable, type Sort } from '@/components/records/records-table';
import { useRecords } from '@/components/records/records-context';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { compare, type Field, fill, nameOf, type RecordRow, SCHEMA, T } from '@/lib/records';

export default function Index() {
  const { records, save, remove } = useRecords();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>({ key: SCHEMA.fields[0]?.key ?? '', direction: 'ascending' });
  const [editing, setEditing] = useState<RecordRow | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [status, setStatus] = useState('');

  const visible = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const field = SCHEMA.fields.find((item) => item.key === sort.key) as Field;
    return records
      .filter((record) => !needle || SCHEMA.fields.some((item) => String(record[item.key] ?? '').toLowerCase().includes(needle)))
      .sort((a, b) => compare(field, a[sort.key], b[sort.key]) * (sort.direction === 'ascending' ? 1 : -1));
  }, [records, query, sort]);

  const onSort = (key: string) =>
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));
  const open = (record: RecordRow | null) => {
    setEditing(record);
    setIsFormOpen(true);
  };
  const onSave = (record: RecordRow) => {
    save(record);
    setIsFormOpen(false);
    setStatus(fill(editing ? T.updated : T.added, { entity: SCHEMA.entity, name: nameOf(record) }));
  };
  const onDelete = (record: RecordRow) => {
    remove(record.id);
    setStatus(fill(T.deleted, { entity: SCHEMA.entity, name: nameOf(record) }));
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        ${appPageTitle({ title, intro, indent: 8 })}
        <Button onClick={() => open(null)}>
          <Plus aria-hidden="true" />
          {T.add}
        </Button>
      </div>
      <Card>
        <CardContent className="space-y-4">
          <div className="relative max-w-sm">
            <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={T.search}
              aria-label={T.search}
              className="pl-9"
            />
          </div>
          <p className="text-sm text-muted-foreground">
            {fill(T.countOf, { visible: visible.length, total: records.length, plural: SCHEMA.plural })}
          </p>
          {visible.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">
              {records.length === 0 ? fill(T.empty, { plural: SCHEMA.plural, add: T.add }) : fill(T.noMatch, { plural: SCHEMA.plural, query })}
            </p>
          ) : (
            <RecordsTable records={visible} sort={sort} onSort={onSort} onEdit={open} onDelete={onDelete} />
          )}
        </CardContent>
      </Card>
      <Dialog open={isFormOpen} onOpenChange={setIsFormOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editing ? T.edit : T.add}</DialogTitle>
            <DialogDescription>{T.savedHere}</DialogDescription>
          </DialogHeader>
          <RecordForm key={editing?.id ?? 'new'} record={editing} onSave={onSave} />
        </DialogContent>
      </Dialog>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
`;

export const SUMMARY_PAGE = `import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useRecords } from '@/components/records/records-context';
import { type Field, fieldWord, fill, formatMoney, SCHEMA, T } from '@/lib/records';

/** Counts (and amounts, where records have one) by each choice of the records' first list field. */
export default function Summary() {
  const { records } = useRecords();
  const groupBy = SCHEMA.fields.find((field) => field.type === 'select') as Field | undefined;
  const amount = SCHEMA.fields.find((field) => field.type === 'money');
  const total = amount ? records.reduce((sum, record) => sum + Number(record[amount.key] ?? 0), 0) : 0;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">{T.summary}</h1>
        <p className="mt-1 text-muted-foreground">
          {records.length} {SCHEMA.plural}
          {amount ? fill(T.inAll, { amount: formatMoney(total) }) : ''}.
        </p>
      </div>
      {groupBy ? (
        <Card>
          <CardHeader>
            <CardTitle>{fill(T.by, { field: fieldWord(groupBy) })}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3" aria-label={fill(T.byList, { plural: SCHEMA.plural, field: fieldWord(groupBy) })}>
              {(groupBy.options ?? []).map((option) => {
                const group = records.filter((record) => record[groupBy.key] === option);
                const share = records.length === 0 ? 0 : Math.round((group.length / records.length) * 100);
                const sum = amount ? group.reduce((acc, record) => acc + Number(record[amount.key] ?? 0), 0) : null;
                return (
                  <li key={option} className="grid gap-1.5">
                    <div className="flex items-baseline justify-between gap-3 text-sm">
                      <span className="font-medium">{option}</span>
                      <span className="text-muted-foreground tabular-nums">
                        {group.length}
                        {sum === null ? '' : \` · \${formatMoney(sum)}\`}
                      </span>
                    </div>
                    <div className="h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label={option} aria-valuenow={share} aria-valuemin={0} aria-valuemax={100}>
                      <div className="h-full rounded-full bg-primary" style={{ width: \`\${share}%\` }} />
                    </div>
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
`;
