import type { EventCopy } from './event-copy';
import { eyebrowTitle } from './shared/blocks';
import { jsxText } from './shared/ts-literal';
import type { GeneratedFile } from './types';

/** One day's slots as an ordered list (`day` is the JSX expression of the day). */
function slotList(day: string, indent: string): string {
  return `<ol className="divide-y rounded-xl border bg-card">
${indent}  {${day}.slots.map((slot) => (
${indent}    <li key={slot.time + slot.title} className="grid gap-1 p-4 sm:grid-cols-[6rem_1fr_auto] sm:items-center sm:gap-4 sm:p-5">
${indent}      <span className="flex items-center gap-1.5 font-mono text-sm text-primary">
${indent}        <Clock className="size-3.5" aria-hidden="true" />
${indent}        {slot.time}
${indent}      </span>
${indent}      <div>
${indent}        <p className="font-medium">{slot.title}</p>
${indent}        {slot.speaker && <p className="text-sm text-muted-foreground">{slot.speaker}</p>}
${indent}      </div>
${indent}      <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
${indent}        <MapPin className="size-3.5" aria-hidden="true" />
${indent}        {slot.room}
${indent}      </span>
${indent}    </li>
${indent}  ))}
${indent}</ol>`;
}

/**
 * The event's schedule: a tab per day for a dated edition, or, for a weekly gathering, the one
 * evening's programme under its day ("Every Tuesday").
 */
export function scheduleComponent(isWeekly: boolean, t: EventCopy): GeneratedFile {
  const title = eyebrowTitle({
    id: 'schedule',
    eyebrow: jsxText(t.schedule),
    title: jsxText(isWeekly ? t.typicalWeek : t.planDays),
    indent: 10,
  });
  const body = isWeekly
    ? `<div className="mt-10">
          <h3 className="mb-4 text-center font-medium text-muted-foreground">{WEEK.label}</h3>
          ${slotList('WEEK', '          ')}
        </div>`
    : `<Tabs defaultValue="day-0" className="mt-10">
          <TabsList className="mx-auto">
            {SCHEDULE.map((day, index) => (
              <TabsTrigger key={day.label} value={\`day-\${index}\`} className="px-6">
                {day.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {SCHEDULE.map((day, index) => (
            <TabsContent key={day.label} value={\`day-\${index}\`} className="mt-6">
              ${slotList('day', '              ')}
            </TabsContent>
          ))}
        </Tabs>`;
  return {
    path: 'src/components/event/schedule.tsx',
    content: `import { Clock, MapPin } from 'lucide-react';
${isWeekly ? '' : "import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';\n"}import { ${isWeekly ? 'WEEK' : 'SCHEDULE'} } from '@/lib/event';

export function Schedule() {
  return (
    <section id="schedule" aria-labelledby="schedule-title" className="border-y bg-muted/40 py-16 sm:py-24">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="text-center">
          ${title}
        </div>
        ${body}
      </div>
    </section>
  );
}
`,
  };
}
