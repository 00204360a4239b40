/** The calculator's history: kept in localStorage, listed on its own page. */

import type { CalculatorCopy } from './calculator-copy';

import { storedListContext } from './shared/stored-list';
import { lit, jsxText as t } from './shared/ts-literal';

export const HISTORY_CONTEXT = storedListContext({
  name: 'History',
  item: 'Calculation',
  itemType: 'export type Calculation = { id: string; expression: string; result: string; at: number };\n',
  list: 'calculations',
  storageKey: 'calculations',
  actions: [
    {
      name: 'add',
      type: '(expression: string, result: string) => void',
      code: '(expression, result) =>\n        setList((current) => [{ id: newId(), expression, result, at: Date.now() }, ...current].slice(0, 50))',
    },
    { name: 'clear', type: '() => void', code: '() => setList([])' },
  ],
});

export const HISTORY_PAGE = (
  c: CalculatorCopy,
  lang: string,
) => `import { History as HistoryIcon, Trash2 } from 'lucide-react';
import { useHistory } from '@/components/calculator/history-context';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { shown } from '@/lib/calculator';

export default function History() {
  const { calculations, clear } = useHistory();
  const time = new Intl.DateTimeFormat(${lit(lang)}, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">${t(c.history.title)}</h1>
          <p className="mt-1 text-muted-foreground">{calculations.length === 1 ? ${lit(c.history.lastOne)} : ${lit(c.history.lastMany)}}</p>
        </div>
        {calculations.length > 0 ? (
          <Button variant="outline" onClick={clear}>
            <Trash2 aria-hidden="true" />
            ${t(c.history.clear)}
          </Button>
        ) : null}
      </div>
      {calculations.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <HistoryIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">${t(c.history.emptyTitle)}</p>
            <p className="text-sm text-muted-foreground">${t(c.history.emptyText)}</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" aria-label={${lit(c.history.list)}}>
          {calculations.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
              <span className="text-muted-foreground tabular-nums">{shown(item.expression)} =</span>
              <span className="text-lg font-semibold tabular-nums">{shown(item.result)}</span>
              <span className="w-full text-xs text-muted-foreground">{time.format(item.at)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
`;
