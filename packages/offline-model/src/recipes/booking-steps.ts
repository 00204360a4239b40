/** The booking app's steps: a service, a day and a time, then the details form. */

import type { BookingCopy } from './booking-copy';
import { lit, jsxText as t } from './shared/ts-literal';

export const TIME_STEP = (
  c: BookingCopy,
) => `import { MonthCalendar } from '@/components/booking/month-calendar';
import { useBookings } from '@/components/booking/bookings-context';
import { Button } from '@/components/ui/button';
import { clock, fromKey, fullDate, HOURS, type Service, slotsFor } from '@/lib/booking';

type Props = {
  service: Service;
  date: string | null;
  onDate: (key: string) => void;
  onSlot: (start: number) => void;
};

export function TimeStep({ service, date, onDate, onSlot }: Props) {
  const { bookings } = useBookings();
  const slots = date ? slotsFor(fromKey(date), service, bookings) : [];

  function unavailable(day: Date) {
    if (!HOURS[day.getDay()]) return ${lit(c.calendar.closed)};
    return slotsFor(day, service, bookings).length === 0 ? ${lit(c.calendar.fullyBooked)} : null;
  }

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]">
      <MonthCalendar selected={date} onSelect={onDate} unavailable={unavailable} />
      <section aria-labelledby="slots-heading" className="space-y-3">
        <h3 id="slots-heading" className="font-semibold">
          {date ? fullDate.format(fromKey(date)) : ${lit(c.slots.pickDay)}}
        </h3>
        {date ? (
          slots.length > 0 ? (
            <ul aria-label={${lit(c.slots.available)}} className="grid grid-cols-3 gap-2 md:grid-cols-2">
              {slots.map((start) => (
                <li key={start}>
                  <Button variant="outline" className="w-full" onClick={() => onSlot(start)}>
                    {clock(start)}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">${t(c.slots.none)}</p>
          )
        ) : (
          <p className="text-sm text-muted-foreground">${t(c.slots.chooseDay)}</p>
        )}
      </section>
    </div>
  );
}
`;

export const DETAILS_FORM = (c: BookingCopy) => `import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export type Details = { name: string; email: string; phone: string; note: string };
type Errors = Partial<Record<keyof Details, string>>;

function validate(details: Details): Errors {
  const errors: Errors = {};
  if (details.name.trim().length < 2) errors.name = ${lit(c.form.errors.name)};
  if (!/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(details.email.trim())) errors.email = ${lit(c.form.errors.email)};
  const digits = details.phone.replace(/\\D/g, '');
  if (details.phone.trim() && (!/^[+\\d\\s().-]+$/.test(details.phone) || digits.length < 6)) {
    errors.phone = ${lit(c.form.errors.phone)};
  }
  if (details.note.length > 500) errors.note = ${lit(c.form.errors.note)};
  return errors;
}

const FIELDS: { key: keyof Details; label: string; type?: string; autoComplete?: string }[] = [
  { key: 'name', label: ${lit(c.form.name)}, autoComplete: 'name' },
  { key: 'email', label: ${lit(c.form.email)}, type: 'email', autoComplete: 'email' },
  { key: 'phone', label: ${lit(c.form.phone)}, type: 'tel', autoComplete: 'tel' },
];

export function DetailsForm({ onSubmit }: { onSubmit: (details: Details) => void }) {
  const [details, setDetails] = useState<Details>({ name: '', email: '', phone: '', note: '' });
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(details);
    setErrors(found);
    const first = (Object.keys(found) as (keyof Details)[])[0];
    if (first) {
      form.current?.querySelector<HTMLElement>('#field-' + first)?.focus();
      return;
    }
    onSubmit({ ...details, name: details.name.trim(), email: details.email.trim(), phone: details.phone.trim() });
  }

  function field(key: keyof Details) {
    return {
      id: 'field-' + key,
      value: details[key],
      'aria-invalid': errors[key] ? true : undefined,
      'aria-describedby': errors[key] ? 'error-' + key : undefined,
      onChange: (event: { target: { value: string } }) => setDetails((current) => ({ ...current, [key]: event.target.value })),
    };
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4">
      {FIELDS.map(({ key, label, type, autoComplete }) => (
        <div key={key} className="space-y-1.5">
          <Label htmlFor={'field-' + key}>{label}</Label>
          <Input type={type ?? 'text'} autoComplete={autoComplete} {...field(key)} />
          {errors[key] ? (
            <p id={'error-' + key} className="text-sm font-medium text-destructive">
              {errors[key]}
            </p>
          ) : null}
        </div>
      ))}
      <div className="space-y-1.5">
        <Label htmlFor="field-note">${t(c.form.note)}</Label>
        <Textarea rows={3} placeholder={${lit(c.form.notePlaceholder)}} {...field('note')} />
        {errors.note ? (
          <p id="error-note" className="text-sm font-medium text-destructive">
            {errors.note}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="w-full sm:w-auto">
        ${t(c.form.confirm)}
      </Button>
    </form>
  );
}
`;
