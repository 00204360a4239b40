/**
 * The components the offline model writes for a component project, as TSX a person would write: each
 * renders well with no props at all (so `<X />` dropped into another page looks finished), takes
 * typed props for its content, uses the template's ui kit and theme tokens, and nothing else.
 */

export function pricingSource(name: string, description: string): string {
  return `import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type ${name}Props = {
  plan?: string;
  price?: number;
  currency?: string;
  period?: string;
  description?: string;
  features?: string[];
  cta?: string;
  isHighlighted?: boolean;
  className?: string;
};

const FEATURES = ['Unlimited projects', 'Priority support', 'Custom domain', 'Usage analytics'];

/** ${description} */
export function ${name}({
  plan = 'Pro',
  price = 29,
  currency = '$',
  period = 'month',
  description = 'Everything a growing team needs.',
  features = FEATURES,
  cta = 'Get started',
  isHighlighted = false,
  className,
}: ${name}Props) {
  return (
    <Card
      className={cn(
        'relative w-full max-w-sm text-left',
        isHighlighted && 'border-primary shadow-lg ring-1 ring-primary',
        className,
      )}
    >
      {isHighlighted ? (
        <Badge className="-top-3 -translate-x-1/2 absolute left-1/2">Most popular</Badge>
      ) : null}
      <CardHeader>
        <CardTitle>{plan}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <p className="flex items-baseline gap-1">
          <span className="font-semibold text-4xl tracking-tight">
            {currency}
            {price}
          </span>
          <span className="text-muted-foreground text-sm">/ {period}</span>
        </p>
        <ul className="space-y-2 text-sm">
          {features.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button className="w-full" variant={isHighlighted ? 'default' : 'outline'}>
          {cta}
        </Button>
      </CardFooter>
    </Card>
  );
}
`;
}

export function testimonialSource(name: string, description: string): string {
  return `import { Quote, Star } from 'lucide-react';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type ${name}Props = {
  quote?: string;
  author?: string;
  role?: string;
  /** From 1 to 5. */
  rating?: number;
  className?: string;
};

function initials(author: string): string {
  return author
    .split(/\\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** ${description} */
export function ${name}({
  quote = 'It took us an afternoon to launch, and our customers noticed the difference the same week.',
  author = 'Maya Okafor',
  role = 'Founder, Northwind Studio',
  rating = 5,
  className,
}: ${name}Props) {
  return (
    <Card className={cn('w-full max-w-md text-left', className)}>
      <CardContent className="space-y-5 pt-6">
        <div className="flex items-center justify-between">
          <Quote className="size-7 text-primary/70" aria-hidden="true" />
          <p className="flex gap-0.5" aria-label={\`Rated \${rating} out of 5\`}>
            {[1, 2, 3, 4, 5].map((star) => (
              <Star
                key={star}
                aria-hidden="true"
                className={cn('size-4', star <= rating ? 'fill-primary text-primary' : 'text-muted-foreground/40')}
              />
            ))}
          </p>
        </div>
        <blockquote className="text-base leading-relaxed">“{quote}”</blockquote>
        <figcaption className="flex items-center gap-3">
          <Avatar>
            <AvatarFallback>{initials(author)}</AvatarFallback>
          </Avatar>
          <span>
            <span className="block font-medium text-sm">{author}</span>
            <span className="block text-muted-foreground text-xs">{role}</span>
          </span>
        </figcaption>
      </CardContent>
    </Card>
  );
}
`;
}

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

export function statsSource(name: string, description: string): string {
  return `import { TrendingDown, TrendingUp } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type ${name}Stat = { label: string; value: string; change: number };

export type ${name}Props = {
  stats?: ${name}Stat[];
  className?: string;
};

const STATS: ${name}Stat[] = [
  { label: 'Monthly visitors', value: '48.2k', change: 12.4 },
  { label: 'Sign-ups', value: '1,930', change: 8.1 },
  { label: 'Churn', value: '2.3%', change: -0.6 },
];

/** ${description} */
export function ${name}({ stats = STATS, className }: ${name}Props) {
  return (
    <div className={cn('grid w-full max-w-3xl gap-4 text-left sm:grid-cols-3', className)}>
      {stats.map((stat) => {
        const isUp = stat.change >= 0;
        const Trend = isUp ? TrendingUp : TrendingDown;
        return (
          <Card key={stat.label}>
            <CardContent className="space-y-2 pt-6">
              <p className="text-muted-foreground text-sm">{stat.label}</p>
              <p className="font-semibold text-3xl tracking-tight">{stat.value}</p>
              <p
                className={cn(
                  'flex items-center gap-1 font-medium text-xs',
                  isUp ? 'text-emerald-600 dark:text-emerald-400' : 'text-rose-600 dark:text-rose-400',
                )}
              >
                <Trend className="size-3.5" aria-hidden="true" />
                {isUp ? '+' : ''}
                {stat.change}% this month
              </p>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
`;
}

export function featureSource(name: string, description: string): string {
  return `import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type ${name}Props = {
  title?: string;
  description?: string;
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** ${description} */
export function ${name}({
  title = 'Built for speed',
  description = 'Every page loads in a blink, on every device, so visitors stay with you.',
  icon = <Sparkles className="size-5" aria-hidden="true" />,
  children,
  className,
}: ${name}Props) {
  return (
    <Card className={cn('w-full max-w-sm text-left transition-shadow hover:shadow-md', className)}>
      <CardHeader>
        <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
          {icon}
        </span>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children ? <CardContent>{children}</CardContent> : null}
    </Card>
  );
}
`;
}
