import type { FitnessCopy } from './fitness-copy';
import { selectField } from './shared/blocks';
import { lit, jsxText as t } from './shared/ts-literal';

/** The fitness tracker's state and parts: workouts persist in localStorage, shared by both pages. */

export const WORKOUTS_CONTEXT = (
  seed: string,
  c: FitnessCopy,
) => `import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

export const WORKOUT_TYPES = ${lit(c.types)} as const;
export type WorkoutType = (typeof WORKOUT_TYPES)[number];
export type Workout = { id: string; type: WorkoutType; minutes: number; date: string; note: string };

/** The World Health Organization's weekly recommendation for adults. */
export const WEEKLY_GOAL_MINUTES = 150;
const STORAGE_KEY = 'workouts';

function daysAgo(days: number) {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return date.toISOString().slice(0, 10);
}

/** A first week of entries so the charts have something to show; replaced by the user's own. */
const STARTER_WORKOUTS: Workout[] = ${seed};

function load(): Workout[] {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as Workout[]) : STARTER_WORKOUTS;
  } catch {
    return STARTER_WORKOUTS;
  }
}

type WorkoutsValue = {
  workouts: Workout[];
  add: (workout: Omit<Workout, 'id'>) => void;
  remove: (id: string) => void;
};

const WorkoutsContext = createContext<WorkoutsValue | null>(null);

export function WorkoutsProvider({ children }: { children: ReactNode }) {
  const [workouts, setWorkouts] = useState<Workout[]>(load);

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(workouts));
  }, [workouts]);

  const value = useMemo<WorkoutsValue>(
    () => ({
      workouts,
      add: (workout) =>
        setWorkouts((current) =>
          [{ ...workout, id: \`\${Date.now().toString(36)}-\${current.length}\` }, ...current].sort((a, b) => b.date.localeCompare(a.date)),
        ),
      remove: (id) => setWorkouts((current) => current.filter((workout) => workout.id !== id)),
    }),
    [workouts],
  );

  return <WorkoutsContext.Provider value={value}>{children}</WorkoutsContext.Provider>;
}

export function useWorkouts(): WorkoutsValue {
  const value = useContext(WorkoutsContext);
  if (!value) throw new Error('useWorkouts must be used inside <WorkoutsProvider>');
  return value;
}

/** The last seven days, oldest first, with the minutes trained on each. */
export function lastSevenDays(workouts: Workout[]) {
  return Array.from({ length: 7 }, (_, index) => {
    const date = daysAgo(6 - index);
    const label = new Intl.DateTimeFormat(${lit(c.locale)}, { weekday: 'short' }).format(new Date(\`\${date}T12:00:00\`));
    const minutes = workouts.filter((workout) => workout.date === date).reduce((sum, workout) => sum + workout.minutes, 0);
    return { date, label, minutes };
  });
}

export { daysAgo };
`;

export const GOAL_RING = (
  c: FitnessCopy,
) => `/** Progress towards the weekly goal as a ring; the number in the middle is what a screen reader hears. */
export function GoalRing({ minutes, goal }: { minutes: number; goal: number }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const progress = Math.min(1, minutes / goal);
  return (
    <div className="relative size-40" role="img" aria-label={${lit(c.ring)}.replace('{n}', String(minutes)).replace('{goal}', String(goal))}>
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={radius} fill="none" className="stroke-muted" strokeWidth="12" />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          className="stroke-primary transition-[stroke-dashoffset] duration-700"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - progress)}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-3xl font-semibold tabular-nums">{minutes}</span>
        <span className="text-xs text-muted-foreground">{${lit(c.ringOf)}.replace('{goal}', String(goal))}</span>
      </div>
    </div>
  );
}
`;

export const LOG_FORM = (c: FitnessCopy) => `import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { daysAgo, useWorkouts, WORKOUT_TYPES, type WorkoutType } from '@/components/fitness/workouts-context';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';

export function LogWorkoutForm() {
  const { add } = useWorkouts();
  const [type, setType] = useState<WorkoutType>(${lit(c.types[0])});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const minutes = Number(data.get('minutes'));
    if (!Number.isFinite(minutes) || minutes <= 0) return;
    add({ type, minutes, date: String(data.get('date') ?? daysAgo(0)), note: String(data.get('note') ?? '') });
    toast.success(${lit(c.toast)}.replace('{type}', () => type).replace('{n}', String(minutes)));
    form.reset();
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        ${selectField({ id: 'workout-type', label: t(c.form.activity), value: 'type', onChange: '(value) => setType(value as WorkoutType)', options: 'WORKOUT_TYPES', indent: 8 })}
        <div className="grid gap-2">
          <Label htmlFor="workout-minutes">${t(c.form.minutes)}</Label>
          <Input id="workout-minutes" name="minutes" type="number" min={1} max={600} defaultValue={30} required />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="workout-date">${t(c.form.date)}</Label>
          <Input id="workout-date" name="date" type="date" defaultValue={daysAgo(0)} max={daysAgo(0)} required />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="workout-note">${t(c.form.note)}</Label>
        <Input id="workout-note" name="note" placeholder={${lit(c.form.placeholder)}} />
      </div>
      <Button type="submit" className="sm:justify-self-start">
        <Plus />
        ${t(c.form.submit)}
      </Button>
    </form>
  );
}
`;
