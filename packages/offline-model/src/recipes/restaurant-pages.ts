import { nameEmailFields, selectField } from './shared/blocks';
import { pageHeader } from './shared/pages';

export function menuPage(name: string): string {
  return `import { Leaf } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatPrice, MENU } from '@/lib/menu';

export default function Menu() {
  return (
    <>
      ${pageHeader({ eyebrow: 'Menu', title: `The ${name} menu`, text: 'Seasonal, made in house, and changed whenever the market gives us something better.' })}
      <section aria-label="Menu" className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
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
                    <div>
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
        <p className="mt-6 text-sm text-muted-foreground">Please tell your server about any allergies. Prices include tax.</p>
      </section>
    </>
  );
}
`;
}

export function reservationsPage(name: string, phone: string): string {
  return `import { CalendarCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';

const TIMES = ['12:00', '12:30', '13:00', '13:30', '19:00', '19:30', '20:00', '20:30', '21:00'];
const PARTY_SIZES = ['1', '2', '3', '4', '5', '6', '7', '8'];

type Booking = { name: string; date: string; time: string; guests: string };

function today() {
  return new Date().toISOString().slice(0, 10);
}

export default function Reservations() {
  const [time, setTime] = useState('19:30');
  const [guests, setGuests] = useState('2');
  const [booking, setBooking] = useState<Booking | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = { name: String(data.get('name') ?? ''), date: String(data.get('date') ?? ''), time, guests };
    setBooking(next);
    toast.success(\`Table for \${next.guests} booked on \${next.date} at \${next.time}.\`);
  }

  return (
    <>
      ${pageHeader({ eyebrow: 'Reservations', title: `Book a table at ${name}`, text: `We hold tables for 15 minutes. For groups larger than eight, call us on ${phone}.` })}
      <section aria-label="Booking form" className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
        <Card>
          <CardContent>
            <form onSubmit={handleSubmit} className="grid gap-5">
              ${nameEmailFields({ prefix: 'booking', nameLabel: 'Name', gap: 5, indent: 14 })}
              <div className="grid gap-5 sm:grid-cols-3">
                <div className="grid gap-2">
                  <Label htmlFor="booking-date">Date</Label>
                  <Input id="booking-date" name="date" type="date" min={today()} defaultValue={today()} required />
                </div>
                ${selectField({ id: 'booking-time', label: 'Time', value: 'time', onChange: 'setTime', options: 'TIMES', item: 'slot', indent: 16 })}
                ${selectField({ id: 'booking-guests', label: 'Guests', value: 'guests', onChange: 'setGuests', options: 'PARTY_SIZES', item: 'size', text: `{size} {size === '1' ? 'guest' : 'guests'}`, indent: 16 })}
              </div>
              <div className="grid gap-2">
                <Label htmlFor="booking-notes">Notes (optional)</Label>
                <Textarea id="booking-notes" name="notes" placeholder="Allergies, a birthday, a high chair..." />
              </div>
              <Button type="submit" size="lg" className="sm:justify-self-start">
                Request booking
              </Button>
            </form>
          </CardContent>
        </Card>
        <Card className="h-fit bg-accent/40" aria-live="polite">
          <CardHeader>
            <CalendarCheck className="size-8 text-primary" aria-hidden="true" />
            <CardTitle className="mt-2">{booking ? 'See you soon!' : 'How booking works'}</CardTitle>
            <CardDescription>
              {booking
                ? \`\${booking.name}, your table for \${booking.guests} on \${booking.date} at \${booking.time} is requested. We will confirm by email.\`
                : 'Choose a date and time and we will confirm by email within the hour. Walk-ins are always welcome at the bar.'}
            </CardDescription>
          </CardHeader>
        </Card>
      </section>
    </>
  );
}
`;
}
