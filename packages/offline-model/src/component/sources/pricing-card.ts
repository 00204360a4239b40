/** A pricing card: a plan, its price and features, and a call to action; optionally highlighted. */
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
