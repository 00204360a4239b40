/** The calculator's history: kept in localStorage, listed on its own page. */

import { storedListContext } from './shared/stored-list';

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

export const HISTORY_PAGE = `import { History as HistoryIcon, Trash2 } from 'lucide-react';
import { useHistory } from '@/components/calculator/history-context';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export default function History() {
  const { calculations, clear } = useHistory();
  const time = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">History</h1>
          <p className="mt-1 text-muted-foreground">Your last {calculations.length === 1 ? 'calculation' : 'calculations'}, kept in this browser.</p>
        </div>
        {calculations.length > 0 ? (
          <Button variant="outline" onClick={clear}>
            <Trash2 aria-hidden="true" />
            Clear history
          </Button>
        ) : null}
      </div>
      {calculations.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <HistoryIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No calculations yet</p>
            <p className="text-sm text-muted-foreground">Each result you get with = is listed here.</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" aria-label="Calculations">
          {calculations.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
              <span className="text-muted-foreground tabular-nums">{item.expression} =</span>
              <span className="text-lg font-semibold tabular-nums">{item.result}</span>
              <span className="w-full text-xs text-muted-foreground">{time.format(item.at)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
`;
