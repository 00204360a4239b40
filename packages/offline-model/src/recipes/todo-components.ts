import { lit, jsxText as t } from './shared/ts-literal';
import type { TodoCopy } from './todo-copy';

/**
 * The task manager's state and parts: tasks persist in localStorage and are shared by both pages.
 * Their words come from `c` (todo-copy.ts), in the app's language.
 */

export const TASKS_CONTEXT = (
  seed: string,
) => `import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

export type Priority = 'low' | 'medium' | 'high';
export type Task = { id: string; title: string; priority: Priority; isDone: boolean; createdAt: number };

const STORAGE_KEY = 'tasks';

/** A first list, so the app isn't empty on the first visit; it's replaced by the user's own tasks. */
const STARTER_TASKS: Task[] = ${seed};

function load(): Task[] {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as Task[]) : STARTER_TASKS;
  } catch {
    return STARTER_TASKS;
  }
}

type TasksValue = {
  tasks: Task[];
  add: (title: string, priority: Priority) => void;
  toggle: (id: string) => void;
  remove: (id: string) => void;
  clearCompleted: () => void;
};

const TasksContext = createContext<TasksValue | null>(null);

/** Unique enough for one person's list, and works on plain http (crypto.randomUUID needs https). */
function newId() {
  return \`\${Date.now().toString(36)}-\${Math.random().toString(36).slice(2, 8)}\`;
}

export function TasksProvider({ children }: { children: ReactNode }) {
  const [tasks, setTasks] = useState<Task[]>(load);

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(tasks));
  }, [tasks]);

  const value = useMemo<TasksValue>(
    () => ({
      tasks,
      add: (title, priority) =>
        setTasks((current) => [{ id: newId(), title, priority, isDone: false, createdAt: Date.now() }, ...current]),
      toggle: (id) => setTasks((current) => current.map((task) => (task.id === id ? { ...task, isDone: !task.isDone } : task))),
      remove: (id) => setTasks((current) => current.filter((task) => task.id !== id)),
      clearCompleted: () => setTasks((current) => current.filter((task) => !task.isDone)),
    }),
    [tasks],
  );

  return <TasksContext.Provider value={value}>{children}</TasksContext.Provider>;
}

export function useTasks(): TasksValue {
  const value = useContext(TasksContext);
  if (!value) throw new Error('useTasks must be used inside <TasksProvider>');
  return value;
}
`;

export const TASK_FORM = (c: TodoCopy) => `import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type Priority, useTasks } from '@/components/tasks/tasks-context';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export function TaskForm() {
  const { add } = useTasks();
  const [title, setTitle] = useState('');
  const [priority, setPriority] = useState<Priority>('medium');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    add(trimmed, priority);
    setTitle('');
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row">
      <Label htmlFor="new-task" className="sr-only">
        ${t(c.newTask)}
      </Label>
      <Input id="new-task" value={title} onChange={(event) => setTitle(event.target.value)} placeholder={${lit(c.placeholder)}} className="h-11 flex-1 bg-background" autoComplete="off" />
      <Label htmlFor="new-task-priority" className="sr-only">
        ${t(c.priority)}
      </Label>
      <Select value={priority} onValueChange={(value) => setPriority(value as Priority)}>
        <SelectTrigger id="new-task-priority" className="h-11 w-full bg-background sm:w-44 data-[size=default]:h-11">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="high">${t(c.priorityOptions.high)}</SelectItem>
          <SelectItem value="medium">${t(c.priorityOptions.medium)}</SelectItem>
          <SelectItem value="low">${t(c.priorityOptions.low)}</SelectItem>
        </SelectContent>
      </Select>
      <Button type="submit" size="lg" className="h-11" disabled={!title.trim()}>
        <Plus />
        ${t(c.addTask)}
      </Button>
    </form>
  );
}
`;

export const TASK_ITEM = (c: TodoCopy) => `import { Trash } from 'lucide-react';
import { type Task, useTasks } from '@/components/tasks/tasks-context';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';

const PRIORITY_STYLE = {
  high: 'border-rose-200 bg-rose-50 text-rose-700 dark:border-rose-900 dark:bg-rose-950 dark:text-rose-300',
  medium: 'border-amber-200 bg-amber-50 text-amber-700 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-300',
  low: 'border-sky-200 bg-sky-50 text-sky-700 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-300',
} as const;

const PRIORITY_LABEL = ${lit(c.priorities)} as const;

export function TaskItem({ task }: { task: Task }) {
  const { toggle, remove } = useTasks();
  const id = \`task-\${task.id}\`;
  return (
    <li className="group flex items-center gap-3 rounded-xl border bg-card px-4 py-3 shadow-xs transition-shadow hover:shadow-sm">
      <Checkbox id={id} checked={task.isDone} onCheckedChange={() => toggle(task.id)} className="size-5" />
      <label htmlFor={id} className={cn('flex-1 cursor-pointer text-sm sm:text-base', task.isDone && 'text-muted-foreground line-through')}>
        {task.title}
      </label>
      <Badge variant="outline" className={PRIORITY_STYLE[task.priority]}>
        {PRIORITY_LABEL[task.priority]}
      </Badge>
      <Button variant="ghost" size="icon" className="size-8 text-muted-foreground hover:text-destructive" onClick={() => remove(task.id)} aria-label={\`\${${lit(c.remove)}} \${task.title}\`}>
        <Trash />
      </Button>
    </li>
  );
}
`;

export const TASKS_PAGE = (
  title: string,
  intro: string,
  c: TodoCopy,
  lang: string,
) => `import { ListTodo } from 'lucide-react';
import { useState } from 'react';
import { TaskForm } from '@/components/tasks/task-form';
import { TaskItem } from '@/components/tasks/task-item';
import { useTasks } from '@/components/tasks/tasks-context';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

type Filter = 'all' | 'active' | 'done';
const FILTERS: { id: Filter; label: string }[] = [
  { id: 'all', label: ${lit(c.filters.all)} },
  { id: 'active', label: ${lit(c.filters.active)} },
  { id: 'done', label: ${lit(c.filters.done)} },
];

export default function Index() {
  const { tasks, clearCompleted } = useTasks();
  const [filter, setFilter] = useState<Filter>('all');
  const done = tasks.filter((task) => task.isDone).length;
  const progress = tasks.length === 0 ? 0 : Math.round((done / tasks.length) * 100);
  const visible = tasks.filter((task) => (filter === 'all' ? true : filter === 'done' ? task.isDone : !task.isDone));
  const today = new Intl.DateTimeFormat(${lit(lang)}, { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date());

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <p className="text-sm text-muted-foreground">{today}</p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight">${title}</h1>
        <p className="mt-1 text-muted-foreground">${intro}</p>
      </div>
      <Card className="gap-4">
        <CardContent className="space-y-4">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium">
              {done} ${t(c.of)} {tasks.length} ${t(c.doneCount)}
            </span>
            <span className="text-muted-foreground">{progress}%</span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} aria-label={${lit(c.completedLabel)}}>
            <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: \`\${progress}%\` }} />
          </div>
          <TaskForm />
        </CardContent>
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={${lit(c.showTasks)}} className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
          {FILTERS.map(({ id, label }) => (
            <Button key={id} type="button" size="sm" variant={filter === id ? 'default' : 'ghost'} aria-pressed={filter === id} onClick={() => setFilter(id)} className="px-3">
              {label} ({id === 'all' ? tasks.length : id === 'active' ? tasks.length - done : done})
            </Button>
          ))}
        </div>
        {done > 0 && (
          <Button variant="ghost" size="sm" onClick={clearCompleted}>
            ${t(c.clearCompleted)}
          </Button>
        )}
      </div>
      {visible.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-14 text-center">
          <ListTodo className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{filter === 'done' ? ${lit(c.empty.doneTitle)} : ${lit(c.empty.allTitle)}}</p>
          <p className="text-sm text-muted-foreground">{filter === 'done' ? ${lit(c.empty.doneText)} : ${lit(c.empty.allText)}}</p>
        </div>
      ) : (
        <ul className="space-y-2" aria-label={${lit(c.tasks)}}>
          {visible.map((task) => (
            <TaskItem key={task.id} task={task} />
          ))}
        </ul>
      )}
    </div>
  );
}
`;
