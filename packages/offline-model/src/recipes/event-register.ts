import type { EventCopy } from './event-copy';
import { selectField } from './shared/blocks';
import { pageHeader } from './shared/pages';
import { attr, jsxText, lit } from './shared/ts-literal';

/**
 * The registration page: name, email and ticket, checked with messages in the site's language (not the
 * browser's), confirmed on the page and in a toast.
 */
export function registerPage(noun: string, t: EventCopy): string {
  const f = t.form;
  return `import { PartyPopper } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { EVENT, TICKETS } from '@/lib/event';

type Errors = { name?: string; email?: string };

const EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;

export default function Register() {
  const [ticket, setTicket] = useState(TICKETS[1] ?? TICKETS[0] ?? '');
  const [registered, setRegistered] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get('name') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const next: Errors = {};
    if (!name) next.name = ${lit(f.nameMissing)};
    if (!EMAIL.test(email)) next.email = ${lit(f.emailInvalid)};
    setErrors(next);
    if (next.name || next.email) {
      form.querySelector<HTMLInputElement>(next.name ? '#register-name' : '#register-email')?.focus();
      return;
    }
    setRegistered(name);
    toast.success(${lit(f.toast)}.replace('{event}', () => EVENT.name));
  }

  return (
    <>
      ${pageHeader({ eyebrow: t.register, title: f.title, text: f.text.replace('{noun}', () => noun) })}
      <section aria-label=${attr(f.label)} className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        {registered !== null ? (
          <Card className="text-center" aria-live="polite">
            <CardHeader>
              <PartyPopper className="mx-auto size-10 text-primary" aria-hidden="true" />
              <CardTitle className="mt-2 text-2xl">{${lit(f.seeYou)}.replace('{name}', () => registered)}</CardTitle>
              <CardDescription>
                {${lit(f.confirmed)}.replace('{ticket}', () => ticket).replace('{dates}', () => EVENT.confirmFor)}
              </CardDescription>
            </CardHeader>
          </Card>
        ) : (
          <Card>
            <CardContent>
              <form onSubmit={handleSubmit} noValidate className="grid gap-5">
                <div className="grid gap-5 sm:grid-cols-2">
                  <div className="grid gap-2">
                    <Label htmlFor="register-name">${jsxText(f.fullName)}</Label>
                    <Input
                      id="register-name"
                      name="name"
                      autoComplete="name"
                      required
                      aria-invalid={errors.name ? true : undefined}
                      aria-describedby={errors.name ? 'register-name-error' : undefined}
                    />
                    {errors.name && (
                      <p id="register-name-error" role="alert" className="text-sm text-destructive">
                        {errors.name}
                      </p>
                    )}
                  </div>
                  <div className="grid gap-2">
                    <Label htmlFor="register-email">${jsxText(f.email)}</Label>
                    <Input
                      id="register-email"
                      name="email"
                      type="email"
                      autoComplete="email"
                      required
                      aria-invalid={errors.email ? true : undefined}
                      aria-describedby={errors.email ? 'register-email-error' : undefined}
                    />
                    {errors.email && (
                      <p id="register-email-error" role="alert" className="text-sm text-destructive">
                        {errors.email}
                      </p>
                    )}
                  </div>
                </div>
                ${selectField({ id: 'register-ticket', label: jsxText(f.ticket), value: 'ticket', onChange: 'setTicket', options: 'TICKETS', indent: 16 })}
                <Button type="submit" size="lg">
                  ${jsxText(f.submit)}
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
