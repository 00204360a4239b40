/** The converter's parts: the category picker, the conversions history kept in localStorage, the page. */
import type { ConverterCopy } from './converter-copy';
import { appPageTitle } from './shared/blocks';
import { storedListContext } from './shared/stored-list';
import { lit, jsxText as t } from './shared/ts-literal';

export const HISTORY_CONTEXT = storedListContext({
  name: 'History',
  item: 'Conversion',
  itemType: 'export type Conversion = { id: string; text: string; category: string; at: number };\n',
  list: 'conversions',
  storageKey: 'converter-history',
  actions: [
    {
      name: 'add',
      type: '(text: string, category: string) => void',
      code: '(text, category) =>\n        setList((current) => [{ id: newId(), text, category, at: Date.now() }, ...current.filter((entry) => entry.text !== text)].slice(0, 10))',
    },
    { name: 'clear', type: '() => void', code: '() => setList([])' },
  ],
});

export const CATEGORY_PICKER = (c: ConverterCopy) => `import { Button } from '@/components/ui/button';
import { CATEGORIES } from '@/lib/units';

/** The kinds of unit, as toggle buttons. */
export function CategoryPicker({ current, onPick }: { current: string; onPick: (id: string) => void }) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={${lit(c.category)}}>
      {CATEGORIES.map((category) => (
        <Button
          key={category.id}
          type="button"
          size="sm"
          variant={current === category.id ? 'default' : 'outline'}
          aria-pressed={current === category.id}
          onClick={() => onPick(category.id)}
        >
          {category.name}
        </Button>
      ))}
    </div>
  );
}
`;

export const HISTORY_LIST = (c: ConverterCopy) => `import { History, Trash2 } from 'lucide-react';
import { useHistory } from '@/components/converter/history-context';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** The last ten conversions saved, newest first. */
export function HistoryList() {
  const { conversions, clear } = useHistory();
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="size-4" aria-hidden="true" />
          ${t(c.history.title)}
        </CardTitle>
        {conversions.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={clear}>
            <Trash2 aria-hidden="true" />
            ${t(c.history.clear)}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {conversions.length === 0 ? (
          <p className="text-sm text-muted-foreground">${t(c.history.empty)}</p>
        ) : (
          <ul className="divide-y" aria-label={${lit(c.history.list)}}>
            {conversions.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 first:pt-0">
                <span className="font-medium tabular-nums">{entry.text}</span>
                <span className="text-xs text-muted-foreground">{entry.category}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
`;

export const CONVERTER_PAGE = (
  title: string,
  intro: string,
  c: ConverterCopy,
) => `import { ArrowLeftRight, Info, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { CategoryPicker } from '@/components/converter/category-picker';
import { useHistory } from '@/components/converter/history-context';
import { HistoryList } from '@/components/converter/history-list';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CATEGORIES, type Category, convert, FIRST_CATEGORY, formatNumber, shownInput } from '@/lib/units';

const SELECT =
  'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

function categoryOf(id: string): Category {
  return CATEGORIES.find((category) => category.id === id) ?? (CATEGORIES[0] as Category);
}

export default function Index() {
  const { add } = useHistory();
  const [category, setCategory] = useState(() => categoryOf(FIRST_CATEGORY));
  const [from, setFrom] = useState(category.from);
  const [to, setTo] = useState(category.to);
  const [input, setInput] = useState('1');
  const [saved, setSaved] = useState('');
  const id = useId();
  const result = convert(input, category, from, to);
  const unit = (unitId: string) => category.units.find((entry) => entry.id === unitId);
  const sentence =
    result && 'value' in result
      ? \`\${shownInput(input.trim())} \${unit(from)?.symbol} = \${formatNumber(result.value)} \${unit(to)?.symbol}\`
      : '';

  const pick = (next: string) => {
    const picked = categoryOf(next);
    setCategory(picked);
    setFrom(picked.from);
    setTo(picked.to);
    setSaved('');
  };
  const swap = () => {
    setFrom(to);
    setTo(from);
    setSaved('');
  };
  const save = () => {
    if (!sentence) return;
    add(sentence, category.name);
    setSaved(${lit(c.saved)}.replace('{x}', () => sentence));
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      ${appPageTitle({ title, intro, indent: 6 })}
      <Card>
        <CardContent className="space-y-6">
          <CategoryPicker current={category.id} onPick={pick} />
          {category.note ? (
            <p className="flex gap-2 rounded-md border border-amber-700 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {category.note}
            </p>
          ) : null}
          <div className="space-y-2">
            <Label htmlFor={\`\${id}-value\`}>${t(c.value)}</Label>
            <Input
              id={\`\${id}-value\`}
              inputMode="decimal"
              autoComplete="off"
              value={input}
              onChange={(event) => {
                setInput(event.target.value);
                setSaved('');
              }}
              aria-invalid={result && 'error' in result ? true : undefined}
              aria-describedby={\`\${id}-result\`}
              className="h-12 text-lg"
            />
          </div>
          <div className="grid grid-cols-[1fr_auto_1fr] items-end gap-2">
            <div className="min-w-0 space-y-2">
              <Label htmlFor={\`\${id}-from\`}>${t(c.from)}</Label>
              <select id={\`\${id}-from\`} className={SELECT} value={from} onChange={(event) => setFrom(event.target.value)}>
                {category.units.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name} ({entry.symbol})
                  </option>
                ))}
              </select>
            </div>
            <Button type="button" variant="outline" size="icon" className="size-10" onClick={swap} aria-label={${lit(c.swap)}}>
              <ArrowLeftRight aria-hidden="true" />
            </Button>
            <div className="min-w-0 space-y-2">
              <Label htmlFor={\`\${id}-to\`}>${t(c.to)}</Label>
              <select id={\`\${id}-to\`} className={SELECT} value={to} onChange={(event) => setTo(event.target.value)}>
                {category.units.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name} ({entry.symbol})
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div id={\`\${id}-result\`} role="status" aria-label={${lit(c.result)}} className="rounded-lg bg-muted p-4">
            {result && 'error' in result ? (
              <p className="font-medium text-destructive">{result.error}</p>
            ) : sentence ? (
              <p className="break-words text-2xl font-semibold tabular-nums">{sentence}</p>
            ) : (
              <p className="text-muted-foreground">${t(c.typeValue)}</p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" onClick={save} disabled={!sentence}>
              <Save aria-hidden="true" />
              ${t(c.save)}
            </Button>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {saved}
            </p>
          </div>
        </CardContent>
      </Card>
      <HistoryList />
    </div>
  );
}
`;
