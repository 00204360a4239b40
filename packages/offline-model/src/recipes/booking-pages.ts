/** The booking app's pages: the booking steps with their confirmation, and My bookings. */

import type { BookingCopy } from './booking-copy';
import { lit, jsxText as t } from './shared/ts-literal';

export const CANCEL_DIALOG = (c: BookingCopy) => `import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { type Booking, clock, fill, fromKey, fullDate } from '@/lib/booking';

type Props = { booking: Booking | null; onClose: () => void; onConfirm: (booking: Booking) => void };

export function CancelDialog({ booking, onClose, onConfirm }: Props) {
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>${t(c.cancel.title)}</DialogTitle>
          <DialogDescription>
            {booking
              ? fill(${lit(c.cancel.text)}, {
                  service: booking.serviceName,
                  date: fullDate.format(fromKey(booking.date)),
                  time: clock(booking.start),
                })
              : ''}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            ${t(c.cancel.keep)}
          </Button>
          <Button variant="destructive" onClick={() => booking && onConfirm(booking)}>
            ${t(c.cancel.confirm)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
`;

export const INDEX_PAGE = (
  title: string,
  intro: string,
  c: BookingCopy,
) => `import { CalendarCheck, ChevronLeft, Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useBookings } from '@/components/booking/bookings-context';
import { CancelDialog } from '@/components/booking/cancel-dialog';
import { type Details, DetailsForm } from '@/components/booking/details-form';
import { TimeStep } from '@/components/booking/time-step';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { type Booking, cancelledNotice, duration, fromKey, price, SERVICES, slotsFor, when } from '@/lib/booking';

type Step = 'service' | 'time' | 'details' | 'done';
const TITLES: Record<Step, string> = {
  service: ${lit(c.steps.service)},
  time: ${lit(c.steps.time)},
  details: ${lit(c.steps.details)},
  done: ${lit(c.steps.done)},
};

export default function Index() {
  const { bookings, add, cancel } = useBookings();
  const [step, setStep] = useState<Step>('service');
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [start, setStart] = useState<number | null>(null);
  const [booked, setBooked] = useState<Booking | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const service = SERVICES.find((candidate) => candidate.id === serviceId) ?? null;

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  function restart() {
    setServiceId(null);
    setDate(null);
    setStart(null);
    setBooked(null);
    setStep('service');
  }

  function confirm(details: Details) {
    if (!service || !date || start === null) return;
    if (!slotsFor(fromKey(date), service, bookings).includes(start)) {
      setNotice(${lit(c.taken)});
      setStart(null);
      setStep('time');
      return;
    }
    setNotice('');
    setBooked(add({ serviceId: service.id, serviceName: service.name, minutes: service.minutes, price: service.price, date, start, ...details }));
    setStep('done');
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">${title}</h1>
        <p className="mt-1 text-muted-foreground">${intro}</p>
      </div>
      <Card>
        <CardContent className="space-y-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
              {TITLES[step]}
            </h2>
            {step === 'time' || step === 'details' ? (
              <Button variant="ghost" size="sm" onClick={() => setStep(step === 'time' ? 'service' : 'time')}>
                <ChevronLeft aria-hidden="true" />
                ${t(c.back)}
              </Button>
            ) : null}
          </div>
          {notice ? (
            <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm">
              {notice}
            </p>
          ) : null}
          {service && step !== 'service' && step !== 'done' ? (
            <p className="text-sm text-muted-foreground">
              {service.name}, {duration(service.minutes)}, {price(service.price)}
              {date && start !== null && step === 'details' ? ' · ' + when(date, start) : ''}
            </p>
          ) : null}
          {step === 'service' ? (
            <ul className="grid gap-3 sm:grid-cols-2">
              {SERVICES.map((option) => (
                <li key={option.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setServiceId(option.id);
                      setStart(null);
                      setStep('time');
                    }}
                    className="flex h-full w-full flex-col gap-1 rounded-lg border border-border p-4 text-left transition-colors hover:border-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="font-semibold">{option.name}</span>
                    <span className="text-sm text-muted-foreground">{option.description}</span>
                    <span className="mt-1 flex items-center gap-3 text-sm">
                      <span className="inline-flex items-center gap-1">
                        <Clock className="size-4" aria-hidden="true" />
                        {duration(option.minutes)}
                      </span>
                      <span className="font-medium">{price(option.price)}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {step === 'time' && service ? (
            <TimeStep
              service={service}
              date={date}
              onDate={setDate}
              onSlot={(slot) => {
                setStart(slot);
                setNotice('');
                setStep('details');
              }}
            />
          ) : null}
          {step === 'details' ? <DetailsForm onSubmit={confirm} /> : null}
          {step === 'done' && booked ? (
            <div className="space-y-4">
              <div className="flex items-start gap-3 rounded-lg border border-border bg-muted p-4">
                <CalendarCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">${t(c.done.service)}</dt>
                  <dd className="font-medium">{booked.serviceName} ({duration(booked.minutes)})</dd>
                  <dt className="text-muted-foreground">${t(c.done.when)}</dt>
                  <dd className="font-medium">{when(booked.date, booked.start)}</dd>
                  <dt className="text-muted-foreground">${t(c.done.price)}</dt>
                  <dd className="font-medium">{price(booked.price)}</dd>
                  <dt className="text-muted-foreground">${t(c.done.name)}</dt>
                  <dd className="break-words font-medium">{booked.name}</dd>
                </dl>
              </div>
              <p className="text-sm text-muted-foreground">
                ${t(c.done.kept)}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button onClick={restart}>${t(c.done.another)}</Button>
                <Button variant="outline" onClick={() => setCancelling(booked)}>
                  ${t(c.cancel.confirm)}
                </Button>
                <Button variant="ghost" asChild>
                  <Link to="/bookings">${t(c.nav.myBookings)}</Link>
                </Button>
              </div>
            </div>
          ) : null}
        </CardContent>
      </Card>
      <CancelDialog
        booking={cancelling}
        onClose={() => setCancelling(null)}
        onConfirm={(booking) => {
          cancel(booking.id);
          setCancelling(null);
          setNotice(cancelledNotice(booking));
          restart();
        }}
      />
    </div>
  );
}
`;

export const MY_BOOKINGS_PAGE = (c: BookingCopy) => `import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBookings } from '@/components/booking/bookings-context';
import { CancelDialog } from '@/components/booking/cancel-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { type Booking, cancelledNotice, duration, fill, fromKey, fullDate, price, startsAt, when } from '@/lib/booking';

export default function MyBookings() {
  const { bookings, cancel } = useBookings();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [notice, setNotice] = useState('');
  const now = Date.now();
  const upcoming = bookings
    .filter((booking) => startsAt(booking).getTime() > now)
    .sort((a, b) => startsAt(a).getTime() - startsAt(b).getTime());

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">${t(c.mine.title)}</h1>
        <p className="mt-1 text-muted-foreground">${t(c.mine.intro)}</p>
      </div>
      <p role="status" className="text-sm">
        {notice}
      </p>
      {upcoming.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <CalendarX className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">${t(c.mine.empty)}</p>
            <Button asChild>
              <Link to="/">${t(c.mine.bookTime)}</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ul aria-label={${lit(c.mine.list)}} className="space-y-3">
          {upcoming.map((booking) => (
            <li key={booking.id}>
              <Card>
                <CardContent className="flex flex-wrap items-center justify-between gap-3 py-4">
                  <div className="min-w-0">
                    <p className="font-semibold">{booking.serviceName}</p>
                    <p className="text-sm text-muted-foreground">
                      {when(booking.date, booking.start)} · {duration(booking.minutes)} · {price(booking.price)}
                    </p>
                    <p className="break-words text-sm text-muted-foreground">
                      {fill(${lit(c.mine.forName)}, { name: booking.name })}
                    </p>
                  </div>
                  <Button variant="outline" onClick={() => setCancelling(booking)}>
                    ${t(c.mine.cancel)}
                    <span className="sr-only">
                      {fill(${lit(c.mine.which)}, { service: booking.serviceName, date: fullDate.format(fromKey(booking.date)) })}
                    </span>
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <CancelDialog
        booking={cancelling}
        onClose={() => setCancelling(null)}
        onConfirm={(booking) => {
          cancel(booking.id);
          setCancelling(null);
          setNotice(cancelledNotice(booking));
        }}
      />
    </div>
  );
}
`;
