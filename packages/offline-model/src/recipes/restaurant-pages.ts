import type { RestaurantWords } from './restaurant-words';
import { selectField } from './shared/blocks';
import { pageHeader } from './shared/pages';
import { jsxText, lit } from './shared/ts-literal';

export function menuPage(name: string, words: RestaurantWords): string {
  return `import { Leaf } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatPrice, MENU } from '@/lib/menu';

export default function Menu() {
  return (
    <>
      ${pageHeader({ eyebrow: words.menuEyebrow, title: words.menuTitle.replace('{name}', () => name), text: words.menuText })}
      <section aria-label={${lit(words.menuEyebrow)}} className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <Tabs defaultValue="category-0">
          <TabsList className="h-auto w-full flex-wrap justify-start gap-1 sm:w-fit">
            {MENU.map((category, index) => (
              <TabsTrigger key={category.name} value={\`category-\${index}\`} className="px-4">
                {category.name}
              </TabsTrigger>
            ))}
          </TabsList>
          {MENU.map((category, index) => (
            <TabsContent key={category.name} value={\`category-\${index}\`} className="mt-6">
              <ul className="divide-y rounded-xl border bg-card">
                {category.dishes.map((dish) => (
                  <li key={dish.name} className="flex flex-col gap-2 p-5 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
                    <div className="min-w-0">
                      <h3 className="font-semibold">{dish.name}</h3>
                      <p className="mt-1 text-sm text-muted-foreground">{dish.description}</p>
                      {dish.tags.length > 0 && (
                        <div className="mt-2 flex flex-wrap gap-1.5">
                          {dish.tags.map((tag) => (
                            <Badge key={tag} variant="secondary" className="gap-1">
                              <Leaf aria-hidden="true" />
                              {tag}
                            </Badge>
                          ))}
                        </div>
                      )}
                    </div>
                    <span className="shrink-0 font-semibold text-primary">{formatPrice(dish.price)}</span>
                  </li>
                ))}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
        <p className="mt-6 text-sm text-muted-foreground">${jsxText(words.menuNote)}</p>
      </section>
    </>
  );
}
`;
}

/** An input with its label and, when the form found it wrong, its error (announced, linked by aria-describedby). */
function field(key: 'name' | 'email' | 'date', label: string, input: string): string {
  return `<div className="grid gap-2">
                  <Label htmlFor="booking-${key}">${jsxText(label)}</Label>
                  <Input id="booking-${key}" name="${key}" ${input} aria-invalid={errors.${key} ? true : undefined} aria-describedby={errors.${key} ? 'booking-${key}-error' : undefined} />
                  {errors.${key} && (
                    <p id="booking-${key}-error" className="text-sm font-medium text-destructive">
                      {errors.${key}}
                    </p>
                  )}
                </div>`;
}

export function reservationsPage(name: string, phone: string, words: RestaurantWords): string {
  const messages = {
    nameMissing: words.nameMissing,
    emailInvalid: words.emailInvalid,
    datePast: words.datePast,
    booked: words.booked,
    requested: words.requested,
    guestOne: words.guestOne,
    guestOther: words.guestOther,
  };
  return `import { CalendarCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { formatDate } from '@/lib/menu';

const TIMES = ['12:00', '12:30', '13:00', '13:30', '19:00', '19:30', '20:00', '20:30', '21:00'];
const PARTY_SIZES = ['1', '2', '3', '4', '5', '6', '7', '8'];
const WORDS = ${lit(messages)};

type Booking = { name: string; date: string; time: string; guests: string };
type Errors = Partial<Record<'name' | 'email' | 'date', string>>;

/** Today in the visitor's time zone, as the date input writes it (yyyy-mm-dd). */
function today() {
  const now = new Date();
  return \`\${now.getFullYear()}-\${String(now.getMonth() + 1).padStart(2, '0')}-\${String(now.getDate()).padStart(2, '0')}\`;
}

function fill(template: string, values: Record<string, string>) {
  return template.replace(/\\{(\\w+)\\}/g, (_, key: string) => values[key] ?? '');
}

function partyOf(size: string) {
  return \`\${size} \${size === '1' ? WORDS.guestOne : WORDS.guestOther}\`;
}

export default function Reservations() {
  const [time, setTime] = useState('19:30');
  const [guests, setGuests] = useState('2');
  const [errors, setErrors] = useState<Errors>({});
  const [booking, setBooking] = useState<Booking | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const date = String(data.get('date') ?? '');
    const found: Errors = {};
    if (!name) found.name = WORDS.nameMissing;
    if (!/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(email)) found.email = WORDS.emailInvalid;
    if (!date || date < today()) found.date = WORDS.datePast;
    setErrors(found);
    const first = (['name', 'email', 'date'] as const).find((key) => found[key]);
    if (first) {
      document.getElementById(\`booking-\${first}\`)?.focus();
      return;
    }
    const next = { name, date, time, guests };
    setBooking(next);
    toast.success(fill(WORDS.booked, { guests: partyOf(guests), date: formatDate(date), time }));
  }

  return (
    <>
      ${pageHeader({ eyebrow: words.nav.reservations, title: words.reservationsTitle.replace('{name}', () => name), text: words.reservationsText.replace('{phone}', () => phone) })}
      <section aria-label={${lit(words.bookingForm)}} className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
        <Card className="min-w-0">
          <CardContent>
            <form onSubmit={handleSubmit} noValidate className="grid gap-5">
              <div className="grid gap-5 sm:grid-cols-2">
                ${field('name', words.name, 'autoComplete="name" required')}
                ${field('email', words.email, 'type="email" autoComplete="email" required')}
              </div>
              <div className="grid gap-5 sm:grid-cols-3">
                ${field('date', words.date, 'type="date" min={today()} defaultValue={today()} required')}
                ${selectField({ id: 'booking-time', label: jsxText(words.time), value: 'time', onChange: 'setTime', options: 'TIMES', item: 'slot', indent: 16 })}
                ${selectField({ id: 'booking-guests', label: jsxText(words.guests), value: 'guests', onChange: 'setGuests', options: 'PARTY_SIZES', item: 'size', text: '{partyOf(size)}', indent: 16 })}
              </div>
              <div className="grid gap-2">
                <Label htmlFor="booking-notes">${jsxText(words.notes)}</Label>
                <Textarea id="booking-notes" name="notes" placeholder={${lit(words.notesPlaceholder)}} />
              </div>
              <Button type="submit" size="lg" className="h-auto whitespace-normal sm:justify-self-start">
                ${jsxText(words.submit)}
              </Button>
            </form>
          </CardContent>
        </Card>
        <Card className="h-fit min-w-0 bg-accent/40" aria-live="polite">
          <CardHeader>
            <CalendarCheck className="size-8 text-primary" aria-hidden="true" />
            <CardTitle className="mt-2">{booking ? ${lit(words.seeYouSoon)} : ${lit(words.howTitle)}}</CardTitle>
            <CardDescription>
              {booking
                ? fill(WORDS.requested, {
                    person: booking.name,
                    guests: partyOf(booking.guests),
                    date: formatDate(booking.date),
                    time: booking.time,
                  })
                : ${lit(words.howText)}}
            </CardDescription>
          </CardHeader>
        </Card>
      </section>
    </>
  );
}
`;
}
