/** The timer's finished sessions: kept in localStorage, listed on their own page. */

import { storedListContext } from './shared/stored-list';
import { lit, jsxText as t } from './shared/ts-literal';
import type { TimerCopy } from './timer-copy';

export const SESSIONS_CONTEXT = storedListContext({
  name: 'Sessions',
  item: 'Session',
  itemType: 'export type Session = { id: string; label: string; minutes: number; finishedAt: number };\n',
  list: 'sessions',
  storageKey: 'timer-sessions',
  actions: [
    {
      name: 'add',
      type: '(label: string, minutes: number) => void',
      code: '(label, minutes) =>\n        setList((current) => [{ id: newId(), label, minutes, finishedAt: Date.now() }, ...current].slice(0, 200))',
    },
    { name: 'clear', type: '() => void', code: '() => setList([])' },
  ],
});

export const SESSIONS_PAGE = (c: TimerCopy, lang: string) => `import { Timer, Trash2 } from 'lucide-react';
import { useSessions } from '@/components/timer/sessions-context';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

function isToday(time: number) {
  return new Date(time).toDateString() === new Date().toDateString();
}

export default function Sessions() {
  const { sessions, clear } = useSessions();
  const today = sessions.filter((session) => isToday(session.finishedAt));
  const minutesToday = today.reduce((sum, session) => sum + session.minutes, 0);
  const time = new Intl.DateTimeFormat(${lit(lang)}, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">${t(c.sessions.title)}</h1>
          <p className="mt-1 text-muted-foreground">
            ${t(c.sessions.today)} {today.length} {today.length === 1 ? ${lit(c.sessions.one)} : ${lit(c.sessions.many)}}, {minutesToday} ${t(c.min)}. ${t(c.sessions.kept)}
          </p>
        </div>
        {sessions.length > 0 ? (
          <Button variant="outline" onClick={clear}>
            <Trash2 aria-hidden="true" />
            ${t(c.sessions.clear)}
          </Button>
        ) : null}
      </div>
      {sessions.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <Timer className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">${t(c.sessions.emptyTitle)}</p>
            <p className="text-sm text-muted-foreground">${t(c.sessions.emptyText)}</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" aria-label={${lit(c.sessions.list)}}>
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
              <span className="font-medium">{session.label}</span>
              <span className="text-sm text-muted-foreground tabular-nums">{session.minutes} ${t(c.min)}</span>
              <span className="w-full text-xs text-muted-foreground">{time.format(session.finishedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
`;
