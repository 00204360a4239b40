import { GOAL_RING, LOG_FORM, WORKOUTS_CONTEXT } from './fitness-components';
import type { FitnessCopy } from './fitness-copy';
import { appPageTitle } from './shared/blocks';
import { lit, jsxText as t } from './shared/ts-literal';
import type { GeneratedFile } from './types';

const seed = ({ types, seedNotes: [run, strength, ride] }: FitnessCopy) => `[
  { id: 'starter-1', type: ${lit(types[0])}, minutes: 32, date: daysAgo(0), note: ${lit(run)} },
  { id: 'starter-2', type: ${lit(types[1])}, minutes: 45, date: daysAgo(1), note: ${lit(strength)} },
  { id: 'starter-3', type: ${lit(types[2])}, minutes: 25, date: daysAgo(2), note: '' },
  { id: 'starter-4', type: ${lit(types[3])}, minutes: 50, date: daysAgo(9), note: ${lit(ride)} },
]`;

export function fitnessPages(name: string, c: FitnessCopy): GeneratedFile[] {
  const p = c.progress;
  return [
    { path: 'src/components/fitness/workouts-context.tsx', content: WORKOUTS_CONTEXT(seed(c), c) },
    { path: 'src/components/fitness/goal-ring.tsx', content: GOAL_RING(c) },
    { path: 'src/components/fitness/log-workout-form.tsx', content: LOG_FORM(c) },
    {
      path: 'src/pages/Index.tsx',
      content: `import { Flame, Trash } from 'lucide-react';
import { GoalRing } from '@/components/fitness/goal-ring';
import { LogWorkoutForm } from '@/components/fitness/log-workout-form';
import { daysAgo, lastSevenDays, useWorkouts, WEEKLY_GOAL_MINUTES } from '@/components/fitness/workouts-context';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

function streak(dates: Set<string>) {
  let days = 0;
  while (dates.has(daysAgo(days))) days += 1;
  return days;
}

export default function Index() {
  const { workouts, remove } = useWorkouts();
  const week = lastSevenDays(workouts);
  const minutes = week.reduce((sum, day) => sum + day.minutes, 0);
  const currentStreak = streak(new Set(workouts.map((workout) => workout.date)));
  const left = Math.max(0, WEEKLY_GOAL_MINUTES - minutes);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      ${appPageTitle({ title: t(name), intro: `{left === 0 ? ${lit(c.goalReached)} : ${lit(c.toGo)}.replace('{n}', String(left))}`, indent: 6 })}
      <div className="grid gap-6 lg:grid-cols-[1fr_1.6fr]">
        <Card>
          <CardHeader>
            <CardTitle>${t(c.thisWeek)}</CardTitle>
            <CardDescription>{${lit(c.goal)}.replace('{n}', String(WEEKLY_GOAL_MINUTES))}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col items-center gap-6 sm:flex-row lg:flex-col xl:flex-row">
            <GoalRing minutes={minutes} goal={WEEKLY_GOAL_MINUTES} />
            <div className="flex items-center gap-3 rounded-xl bg-accent px-4 py-3 text-accent-foreground">
              <Flame className="size-6" aria-hidden="true" />
              <div>
                <p className="text-2xl font-semibold tabular-nums">{currentStreak}</p>
                <p className="text-xs whitespace-nowrap">${t(c.streak)}</p>
              </div>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>${t(c.logTitle)}</CardTitle>
            <CardDescription>${t(c.logText)}</CardDescription>
          </CardHeader>
          <CardContent>
            <LogWorkoutForm />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>${t(c.history)}</CardTitle>
          <CardDescription>{(workouts.length === 1 ? ${lit(c.logged[0])} : ${lit(c.logged[1])}).replace('{n}', String(workouts.length))}</CardDescription>
        </CardHeader>
        <CardContent>
          {workouts.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">${t(c.empty)}</p>
          ) : (
            <ul className="divide-y" aria-label={${lit(c.list)}}>
              {workouts.map((workout) => (
                <li key={workout.id} className="flex items-center gap-3 py-3">
                  <Badge variant="secondary" className="min-w-20 justify-center">
                    {workout.type}
                  </Badge>
                  <div className="flex-1">
                    <p className="font-medium">{workout.minutes} ${t(c.min)}</p>
                    <p className="text-sm text-muted-foreground">
                      {new Intl.DateTimeFormat(${lit(c.locale)}, { weekday: 'long', day: 'numeric', month: 'short' }).format(new Date(\`\${workout.date}T12:00:00\`))}
                      {workout.note && \` · \${workout.note}\`}
                    </p>
                  </div>
                  <Button variant="ghost" size="icon" onClick={() => remove(workout.id)} aria-label={${lit(c.deleteWorkout)}.replace('{type}', () => workout.type).replace('{date}', () => workout.date)}>
                    <Trash />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
`,
    },
    {
      path: 'src/pages/Progress.tsx',
      content: `import { lastSevenDays, useWorkouts, WORKOUT_TYPES } from '@/components/fitness/workouts-context';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export default function Progress() {
  const { workouts } = useWorkouts();
  const week = lastSevenDays(workouts);
  const max = Math.max(30, ...week.map((day) => day.minutes));
  const byType = WORKOUT_TYPES.map((type) => ({
    type,
    minutes: workouts.filter((workout) => workout.type === type).reduce((sum, workout) => sum + workout.minutes, 0),
  })).filter((item) => item.minutes > 0);
  const total = byType.reduce((sum, item) => sum + item.minutes, 0) || 1;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">${t(p.title)}</h1>
        <p className="mt-1 text-muted-foreground">${t(p.intro)}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>${t(p.active)}</CardTitle>
          <CardDescription>${t(p.perDay)}</CardDescription>
        </CardHeader>
        <CardContent>
          <figure aria-label={${lit(p.figure)}} className="flex h-56 items-end gap-2 sm:gap-4">
            {week.map((day) => (
              <div key={day.date} className="flex h-full flex-1 flex-col items-center justify-end gap-2">
                <span className="text-xs font-medium tabular-nums text-muted-foreground">{day.minutes || ''}</span>
                <div className="w-full rounded-t-md bg-primary/85" style={{ height: \`\${Math.max(2, (day.minutes / max) * 100)}%\` }} title={${lit(p.bar)}.replace('{day}', () => day.label).replace('{n}', String(day.minutes))} />
                <span className="text-xs text-muted-foreground">{day.label}</span>
              </div>
            ))}
          </figure>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>${t(p.byActivity)}</CardTitle>
          <CardDescription>${t(p.all)}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {byType.map((item) => (
            <div key={item.type}>
              <div className="flex justify-between text-sm">
                <span className="font-medium">{item.type}</span>
                <span className="text-muted-foreground">{item.minutes} ${t(c.min)}</span>
              </div>
              <div className="mt-2 h-2.5 overflow-hidden rounded-full bg-muted">
                <div className="h-full rounded-full bg-primary" style={{ width: \`\${(item.minutes / total) * 100}%\` }} />
              </div>
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
`,
    },
  ];
}
