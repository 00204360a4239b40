import { lit, jsxText as t } from './shared/ts-literal';
import type { TodoCopy } from './todo-copy';

/** The task manager's progress page: totals and completion by priority. */
export const PROGRESS_PAGE = (c: TodoCopy) => `import { CircleCheck, Flame, ListTodo } from 'lucide-react';
import { type Priority, useTasks } from '@/components/tasks/tasks-context';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const PRIORITIES: { key: Priority; label: string }[] = [
  { key: 'high', label: ${lit(c.priorities.high)} },
  { key: 'medium', label: ${lit(c.priorities.medium)} },
  { key: 'low', label: ${lit(c.priorities.low)} },
];

export default function Progress() {
  const { tasks } = useTasks();
  const done = tasks.filter((task) => task.isDone).length;
  const rate = tasks.length === 0 ? 0 : Math.round((done / tasks.length) * 100);
  const stats = [
    { label: ${lit(c.progress.total)}, value: tasks.length, icon: ListTodo },
    { label: ${lit(c.progress.completed)}, value: done, icon: CircleCheck },
    { label: ${lit(c.progress.rate)}, value: \`\${rate}%\`, icon: Flame },
  ];

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">${t(c.progress.title)}</h1>
        <p className="mt-1 text-muted-foreground">${t(c.progress.intro)}</p>
      </div>
      <section aria-label={${lit(c.progress.totals)}} className="grid gap-4 sm:grid-cols-3">
        {stats.map(({ label, value, icon: Icon }) => (
          <Card key={label} className="gap-2">
            <CardHeader className="flex flex-row items-center justify-between">
              <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
              <Icon className="size-4 text-primary" aria-hidden="true" />
            </CardHeader>
            <CardContent className="text-3xl font-semibold tabular-nums">{value}</CardContent>
          </Card>
        ))}
      </section>
      <Card>
        <CardHeader>
          <CardTitle>${t(c.progress.byPriority)}</CardTitle>
          <CardDescription>${t(c.progress.byPriorityText)}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {PRIORITIES.map(({ key, label }) => {
            const all = tasks.filter((task) => task.priority === key);
            const finished = all.filter((task) => task.isDone).length;
            const percent = all.length === 0 ? 0 : Math.round((finished / all.length) * 100);
            return (
              <div key={key}>
                <div className="flex justify-between text-sm">
                  <span className="font-medium">{label}</span>
                  <span className="text-muted-foreground">
                    {finished}/{all.length}
                  </span>
                </div>
                <div className="mt-2 h-2.5 overflow-hidden rounded-full bg-muted">
                  <div className="h-full rounded-full bg-primary" style={{ width: \`\${percent}%\` }} />
                </div>
              </div>
            );
          })}
        </CardContent>
      </Card>
    </div>
  );
}
`;
