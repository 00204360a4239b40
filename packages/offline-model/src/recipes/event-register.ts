import { nameEmailFields, selectField } from './shared/blocks';
import { pageHeader } from './shared/pages';

/** The registration page: name, email and ticket, confirmed on the page and in a toast. */
export function registerPage(noun: string): string {
  return `import { PartyPopper } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { EVENT, TICKETS } from '@/lib/event';

export default function Register() {
  const [ticket, setTicket] = useState(TICKETS[1] ?? TICKETS[0] ?? '');
  const [registered, setRegistered] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    setRegistered(name);
    toast.success(\`You're registered for \${EVENT.name}!\`);
  }

  return (
    <>
      ${pageHeader({ eyebrow: 'Register', title: `Save your seat`, text: `Register for the ${noun} in under a minute. You'll get your ticket by email.` })}
      <section aria-label="Registration" className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        {registered !== null ? (
          <Card className="text-center" aria-live="polite">
            <CardHeader>
              <PartyPopper className="mx-auto size-10 text-primary" aria-hidden="true" />
              <CardTitle className="mt-2 text-2xl">See you there, {registered}!</CardTitle>
              <CardDescription>
                Your {ticket} ticket for {EVENT.dates} is confirmed. Check your inbox for the details.
              </CardDescription>
            </CardHeader>
          </Card>
        ) : (
          <Card>
            <CardContent>
              <form onSubmit={handleSubmit} className="grid gap-5">
                ${nameEmailFields({ prefix: 'register', nameLabel: 'Full name', gap: 5, indent: 16 })}
                ${selectField({ id: 'register-ticket', label: 'Ticket', value: 'ticket', onChange: 'setTicket', options: 'TICKETS', indent: 16 })}
                <Button type="submit" size="lg">
                  Complete registration
                </Button>
              </form>
            </CardContent>
          </Card>
        )}
      </section>
    </>
  );
}
`;
}
