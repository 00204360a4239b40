/** A newsletter sign-up: an email field that thanks the subscriber. */
export function newsletterSource(name: string, description: string): string {
  return `import { CircleCheck, Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export type ${name}Props = {
  title?: string;
  description?: string;
  cta?: string;
  onSubscribe?: (email: string) => void;
  className?: string;
};

/** ${description} */
export function ${name}({
  title = 'Stay in the loop',
  description = 'One short email a month with what is new. No spam, unsubscribe any time.',
  cta = 'Subscribe',
  onSubscribe,
  className,
}: ${name}Props) {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [isSubscribed, setIsSubscribed] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.includes('@')) return;
    onSubscribe?.(email);
    setIsSubscribed(true);
  }

  return (
    <section className={cn('w-full max-w-lg rounded-xl border bg-card p-6 text-left shadow-sm', className)}>
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Mail className="size-5" aria-hidden="true" />
        </span>
        <h2 className="font-semibold text-lg">{title}</h2>
      </div>
      <p className="mt-3 text-muted-foreground text-sm">{description}</p>
      {isSubscribed ? (
        <p role="status" className="mt-5 flex items-center gap-2 font-medium text-primary text-sm">
          <CircleCheck className="size-4" aria-hidden="true" />
          Thanks! Check {email} to confirm.
        </p>
      ) : (
        <form onSubmit={handleSubmit} className="mt-5 flex flex-col gap-2 sm:flex-row">
          <Label htmlFor={inputId} className="sr-only">
            Email address
          </Label>
          <Input
            id={inputId}
            type="email"
            required
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit">{cta}</Button>
        </form>
      )}
    </section>
  );
}
`;
}
