import type { RecordsAppCopy } from './records-copy';
import { storedListContext } from './shared/stored-list';
import { lit } from './shared/ts-literal';

/**
 * The records app's parts. Everything about the records (their fields, labels, seed rows, currency)
 * is in `src/lib/records.ts`; the table, form and pages render whatever schema it holds.
 */

export const RECORDS_LIB = (
  schema: string,
  rows: string,
  currency: string,
  copy: RecordsAppCopy & { add: string; edit: string; search: string },
  locale: string,
) => `export type FieldType = 'text' | 'email' | 'tel' | 'number' | 'money' | 'date' | 'select';
export type Field = { key: string; label: string; type: FieldType; options?: string[]; required?: boolean };
export type RecordRow = { id: string } & Record<string, string | number>;

export const SCHEMA: { entity: string; plural: string; fields: Field[] } = ${schema};

/** The first rows, so the app isn't empty on the first visit; replaced by the user's own. */
export const SEED: RecordRow[] = ${rows};

/** Every word around the records; \`fill\` puts in \`{name}\`, \`{plural}\` and the rest. */
export const T = ${lit(copy)};

export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/[{]([a-zA-Z]+)[}]/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export const LOCALE = ${lit(locale)};
const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: '${currency}' });
const date = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });

const [nameField] = SCHEMA.fields as [Field, ...Field[]];

/** A record's name: its first field ("Ana Costa"). */
export function nameOf(record: RecordRow): string {
  return String(record[nameField.key] ?? SCHEMA.entity);
}

/** A field's name inside a sentence ("By category"); German keeps its nouns' capital letters. */
export function fieldWord(field: Field): string {
  return LOCALE.startsWith('de') ? field.label : field.label.toLowerCase();
}

/** A value as the table shows it. */
export function display(field: Field, value: string | number | undefined): string {
  if (value === undefined || value === '') return '—';
  if (field.type === 'money') return money.format(Number(value));
  if (field.type === 'number') return Number(value).toLocaleString(LOCALE);
  if (field.type === 'date') {
    const parsed = new Date(\`\${value}T00:00:00\`);
    return Number.isNaN(parsed.getTime()) ? String(value) : date.format(parsed);
  }
  return String(value);
}

export function formatMoney(amount: number): string {
  return money.format(amount);
}

/** Numbers compare as numbers, the rest as text (dates are ISO, so text order is date order). */
export function compare(field: Field, a: string | number | undefined, b: string | number | undefined): number {
  if (field.type === 'money' || field.type === 'number') return Number(a ?? 0) - Number(b ?? 0);
  return String(a ?? '').localeCompare(String(b ?? ''), LOCALE, { sensitivity: 'base' });
}
`;

export const RECORDS_CONTEXT = storedListContext({
  name: 'Records',
  item: 'RecordRow',
  itemType: '',
  imports: "import { type RecordRow, SEED } from '@/lib/records';\n",
  list: 'records',
  storageKey: 'records',
  starter: 'SEED',
  actions: [
    {
      name: 'save',
      type: '(record: RecordRow) => void',
      // A new record goes first; an edited one keeps its place.
      code: `(record) =>
        setList((current) =>
          current.some((item) => item.id === record.id)
            ? current.map((item) => (item.id === record.id ? record : item))
            : [record, ...current],
        )`,
    },
    {
      name: 'remove',
      type: '(id: string) => void',
      code: '(id) => setList((current) => current.filter((item) => item.id !== id))',
    },
  ],
});

export const RECORD_FORM = `import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type Field, type RecordRow, SCHEMA, T } from '@/lib/records';

const SELECT_CLASS =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** Unique enough for one person's records, and works on plain http (crypto.randomUUID needs https). */
function newId() {
  return \`\${Date.now().toString(36)}-\${Math.random().toString(36).slice(2, 8)}\`;
}

function FieldInput({ field, value }: { field: Field; value: string | number | undefined }) {
  const id = \`field-\${field.key}\`;
  const input =
    field.type === 'select' ? (
      <select id={id} name={field.key} defaultValue={value ?? field.options?.[0]} required={field.required} className={SELECT_CLASS}>
        {field.options?.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    ) : (
      <Input
        id={id}
        name={field.key}
        type={field.type === 'money' ? 'number' : field.type}
        step={field.type === 'money' ? '0.01' : undefined}
        min={field.type === 'money' || field.type === 'number' ? 0 : undefined}
        defaultValue={value}
        required={field.required}
      />
    );
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {field.label}
        {field.required ? null : <span className="font-normal text-muted-foreground">{T.optional}</span>}
      </Label>
      {input}
    </div>
  );
}

/** The fields of a record, new or being edited; "Save" hands the record back. */
export function RecordForm({ record, onSave }: { record: RecordRow | null; onSave: (record: RecordRow) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: RecordRow = { id: record?.id ?? newId() };
    for (const field of SCHEMA.fields) {
      const raw = String(data.get(field.key) ?? '').trim();
      next[field.key] = (field.type === 'money' || field.type === 'number') && raw !== '' ? Number(raw) : raw;
    }
    onSave(next);
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      {SCHEMA.fields.map((field) => (
        <FieldInput key={field.key} field={field} value={record?.[field.key]} />
      ))}
      <DialogFooter>
        <Button type="submit">{T.save}</Button>
      </DialogFooter>
    </form>
  );
}
`;
