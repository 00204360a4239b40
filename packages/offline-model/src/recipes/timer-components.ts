import { appPageTitle } from './shared/blocks';
import { lit, jsxText as t } from './shared/ts-literal';
import type { TimerCopy } from './timer-copy';
/**
 * The timer's parts. Time is kept as an end instant (`Date.now()` based), not by counting ticks, so a
 * throttled background tab still ends on time; the screen refreshes four times a second.
 */

export const TIMER_LIB = (
  presets: string,
) => `export type Preset = { id: string; label: string; minutes: number };

export const PRESETS: Preset[] = ${presets};

/** "04:59": minutes and seconds left, rounded up so the clock never shows 00:00 before the end. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return \`\${String(minutes).padStart(2, '0')}:\${String(seconds).padStart(2, '0')}\`;
}
`;

export const CLOCK_FACE = (c: TimerCopy) => `import { formatClock } from '@/lib/timer';

/** The time left, with a ring that empties as it runs. */
export function ClockFace({ remainingMs, totalMs, label }: { remainingMs: number; totalMs: number; label: string }) {
  const progress = totalMs === 0 ? 0 : 1 - remainingMs / totalMs;
  const circumference = 2 * Math.PI * 45;
  return (
    <div className="relative mx-auto aspect-square w-full max-w-64">
      <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r="45" fill="none" strokeWidth="6" className="stroke-muted" />
        <circle
          cx="50"
          cy="50"
          r="45"
          fill="none"
          strokeWidth="6"
          strokeLinecap="round"
          className="stroke-primary transition-[stroke-dashoffset] duration-300"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * progress}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <p className="text-5xl font-semibold tabular-nums tracking-tight">
          <span className="sr-only">${t(c.timeLeft)} </span>
          {formatClock(remainingMs)}
        </p>
        <span className="mt-1 text-sm text-muted-foreground">{label}</span>
      </div>
    </div>
  );
}
`;

export const PRESET_PICKER = (c: TimerCopy) => `import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PRESETS, type Preset } from '@/lib/timer';

/** The lengths to choose from, and a length of your own in minutes. */
export function PresetPicker({
  current,
  disabled,
  onPick,
}: {
  current: Preset;
  disabled: boolean;
  onPick: (preset: Preset) => void;
}) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap justify-center gap-2" role="group" aria-label={${lit(c.length)}}>
        {PRESETS.map((preset) => (
          <Button
            key={preset.id}
            type="button"
            size="sm"
            variant={current.id === preset.id ? 'default' : 'outline'}
            aria-pressed={current.id === preset.id}
            disabled={disabled}
            onClick={() => onPick(preset)}
          >
            {preset.label}
          </Button>
        ))}
      </div>
      <form
        className="flex items-end justify-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const minutes = Number(new FormData(event.currentTarget).get('minutes'));
          if (minutes >= 1 && minutes <= 180) onPick({ id: 'custom', label: \`\${minutes} ${c.min}\`, minutes });
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="custom-minutes">${t(c.ownLength)}</Label>
          <Input id="custom-minutes" name="minutes" type="number" min={1} max={180} required className="w-40" disabled={disabled} />
        </div>
        <Button type="submit" variant="secondary" disabled={disabled}>
          ${t(c.set)}
        </Button>
      </form>
    </div>
  );
}
`;

export const TIMER_PAGE = (
  title: string,
  intro: string,
  c: TimerCopy,
) => `import { Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ClockFace } from '@/components/timer/clock-face';
import { PresetPicker } from '@/components/timer/preset-picker';
import { useSessions } from '@/components/timer/sessions-context';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatClock, PRESETS, type Preset } from '@/lib/timer';

type Status = 'idle' | 'running' | 'paused' | 'done';

export default function Index() {
  const { add } = useSessions();
  const [preset, setPreset] = useState<Preset>(PRESETS[0] as Preset);
  const totalMs = preset.minutes * 60_000;
  const [remainingMs, setRemainingMs] = useState(totalMs);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = endsAt - Date.now();
      if (left > 0) return setRemainingMs(left);
      setRemainingMs(0);
      setEndsAt(null);
      setStatus('done');
      setAnnouncement(${lit(c.done)}.replace('{label}', () => preset.label));
      add(preset.label, preset.minutes);
    };
    tick();
    const interval = window.setInterval(tick, 250);
    return () => window.clearInterval(interval);
  }, [endsAt, preset, add]);

  useEffect(() => {
    const original = document.title;
    if (status === 'running') document.title = \`\${formatClock(remainingMs)} · \${preset.label}\`;
    if (status === 'done') document.title = \`\${${lit(c.timesUp)}} · \${preset.label}\`;
    return () => {
      document.title = original;
    };
  }, [status, remainingMs, preset]);

  const pick = (next: Preset) => {
    setPreset(next);
    setRemainingMs(next.minutes * 60_000);
    setEndsAt(null);
    setStatus('idle');
    setAnnouncement(${lit(c.selected)}.replace('{label}', () => next.label));
  };
  const start = () => {
    const left = status === 'done' ? totalMs : remainingMs;
    setRemainingMs(left);
    setEndsAt(Date.now() + left);
    setStatus('running');
    setAnnouncement(${lit(c.started)});
  };
  const pause = () => {
    if (endsAt !== null) setRemainingMs(Math.max(0, endsAt - Date.now()));
    setEndsAt(null);
    setStatus('paused');
    setAnnouncement(${lit(c.paused)});
  };
  const reset = () => {
    setRemainingMs(totalMs);
    setEndsAt(null);
    setStatus('idle');
    setAnnouncement(${lit(c.wasReset)});
  };

  return (
    <div className="mx-auto max-w-md space-y-6">
      ${appPageTitle({ title, intro, indent: 6 })}
      <Card>
        <CardContent className="space-y-6">
          <ClockFace remainingMs={remainingMs} totalMs={totalMs} label={status === 'done' ? ${lit(c.timesUp)} : preset.label} />
          <div className="flex justify-center gap-2">
            {status === 'running' ? (
              <Button size="lg" onClick={pause}>
                <Pause aria-hidden="true" />
                ${t(c.pause)}
              </Button>
            ) : (
              <Button size="lg" onClick={start}>
                <Play aria-hidden="true" />
                {status === 'paused' ? ${lit(c.resume)} : ${lit(c.start)}}
              </Button>
            )}
            <Button size="lg" variant="outline" onClick={reset} disabled={status === 'idle'}>
              <RotateCcw aria-hidden="true" />
              ${t(c.reset)}
            </Button>
          </div>
          <PresetPicker current={preset} disabled={status === 'running'} onPick={pick} />
        </CardContent>
      </Card>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
`;
