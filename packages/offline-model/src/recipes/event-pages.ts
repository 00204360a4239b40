import type { EventCopy } from './event-copy';
import { registerPage } from './event-register';
import { scheduleComponent } from './event-schedule';
import { eyebrowTitle } from './shared/blocks';
import type { PagePart } from './shared/pages';
import { attr, jsxText, lit } from './shared/ts-literal';
import type { GeneratedFile } from './types';

/** The home page's own components, in the order it shows them. */
export const EVENT_PARTS: PagePart[] = [
  { component: 'EventHero', path: 'src/components/event/event-hero.tsx' },
  { component: 'Speakers', path: 'src/components/event/speakers.tsx' },
  { component: 'Schedule', path: 'src/components/event/schedule.tsx' },
  { component: 'Venue', path: 'src/components/event/venue.tsx' },
];

/**
 * The event's components (countdown, hero, speakers or line-up, schedule, venue with its map) and
 * its registration page. `venueMap`: the venue's `<MapView …/>`.
 */
export function eventPages({
  peopleTitle,
  noun,
  venueMap,
  isWeekly,
  isMusic,
  t,
}: {
  peopleTitle: string;
  noun: string;
  /** A festival or a weekly music night: its people are a line-up, not speakers. */
  isMusic: boolean;
  /** The site's own words in its language. */
  t: EventCopy;
  /** A weekly gathering: one evening's programme, no tabs of days. */
  isWeekly: boolean;
  venueMap: string;
}): GeneratedFile[] {
  return [
    {
      path: 'src/components/event/countdown.tsx',
      content: `import { useEffect, useState } from 'react';

function remaining(target: number) {
  const total = Math.max(0, target - Date.now());
  return {
    total,
    parts: [
      { label: ${lit(t.countdown.days)}, value: Math.floor(total / 86_400_000) },
      { label: ${lit(t.countdown.hours)}, value: Math.floor(total / 3_600_000) % 24 },
      { label: ${lit(t.countdown.minutes)}, value: Math.floor(total / 60_000) % 60 },
      { label: ${lit(t.countdown.seconds)}, value: Math.floor(total / 1000) % 60 },
    ],
  };
}

/** Ticks every second until the event starts, then says so. */
export function Countdown({ startsAt }: { startsAt: string }) {
  const target = new Date(startsAt).getTime();
  const [state, setState] = useState(() => remaining(target));

  useEffect(() => {
    const timer = setInterval(() => setState(remaining(target)), 1000);
    return () => clearInterval(timer);
  }, [target]);

  if (state.total === 0) return <p className="text-lg font-semibold">${jsxText(t.countdown.now)}</p>;
  return (
    <dl className="grid grid-cols-4 gap-2 sm:gap-3" aria-label=${attr(t.countdown.until)}>
      {state.parts.map((part) => (
        <div key={part.label} className="flex flex-col-reverse rounded-xl border bg-background/70 px-2 py-3 text-center backdrop-blur sm:px-4">
          <dt className="truncate text-xs text-muted-foreground">{part.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums sm:text-3xl">{String(part.value).padStart(2, '0')}</dd>
        </div>
      ))}
    </dl>
  );
}
`,
    },
    {
      path: 'src/components/event/event-hero.tsx',
      content: `import { CalendarDays, MapPin, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { Countdown } from '@/components/event/countdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EVENT } from '@/lib/event';

export function EventHero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b">
      <div aria-hidden="true" className="-z-10 absolute inset-0 bg-[radial-gradient(50%_60%_at_50%_0%,var(--color-accent),transparent_75%)]" />
      <div aria-hidden="true" className="-z-10 absolute inset-0 bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] bg-[size:48px_48px] opacity-40 [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]" />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
        <Badge variant="outline" className="gap-1.5 bg-background/70 px-3 py-1 backdrop-blur">
          <Ticket aria-hidden="true" />
          {EVENT.kind} · ${jsxText(t.onSale)}
        </Badge>
        <h1 id="hero-title" className="mt-6 text-5xl font-semibold tracking-tight text-balance sm:text-7xl">
          {EVENT.name}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{EVENT.about}</p>
        <div className="mt-6 flex flex-col items-center gap-2 text-sm font-medium sm:flex-row sm:gap-6">
          <span className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {EVENT.dates}
          </span>
          <span className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {EVENT.venue.name}, {EVENT.venue.address}
          </span>
        </div>
        <div className="mt-10 w-full max-w-md">
          <Countdown startsAt={EVENT.startsAt} />
        </div>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to="/register">${jsxText(t.registerNow)}</Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="bg-background/70">
            <Link to="#schedule">${jsxText(t.seeSchedule)}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
`,
    },
    {
      path: 'src/components/event/speakers.tsx',
      content: `import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';
import { SPEAKERS } from '@/lib/event';

export function Speakers() {
  return (
    <section id="speakers" aria-labelledby="speakers-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          ${eyebrowTitle({ id: 'speakers', eyebrow: jsxText(peopleTitle), title: jsxText(isMusic ? t.lineupTitle : t.speakersTitle), indent: 10 })}
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SPEAKERS.map((speaker) => (
            <li key={speaker.name}>
              <Card className="h-full">
                <CardContent className="flex items-start gap-4">
                  <Avatar className="size-14">
                    <AvatarFallback className="bg-primary text-lg font-semibold text-primary-foreground">
                      {speaker.name.split(' ').map((part) => part[0]).join('').slice(0, 2)}
                    </AvatarFallback>
                  </Avatar>
                  <div>
                    <h3 className="font-semibold">{speaker.name}</h3>
                    <p className="text-sm text-muted-foreground">{speaker.role}</p>
                    <p className="mt-3 text-sm font-medium text-primary">{speaker.topic}</p>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
`,
    },
    scheduleComponent(isWeekly, t),
    {
      path: 'src/components/event/venue.tsx',
      content: `import { MapPin, TrainFront } from 'lucide-react';
import { MapView } from '@/components/map/map-view';
import { EVENT } from '@/lib/event';

export function Venue() {
  return (
    <section id="venue" aria-labelledby="venue-title" className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2">
        ${venueMap}
        <div>
          ${eyebrowTitle({ id: 'venue', eyebrow: jsxText(t.venue), title: '{EVENT.venue.name}', indent: 10 })}
          <p className="mt-4 flex items-center gap-2 text-lg">
            <MapPin className="size-5 text-primary" aria-hidden="true" />
            {EVENT.venue.address}
          </p>
          <p className="mt-4 flex items-start gap-2 text-muted-foreground">
            <TrainFront className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {EVENT.venue.directions}
          </p>
        </div>
      </div>
    </section>
  );
}
`,
    },
    { path: 'src/pages/Register.tsx', content: registerPage(noun, t) },
  ];
}
