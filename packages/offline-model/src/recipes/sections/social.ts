import { emailFor } from '../../content';
import { lit } from '../shared/ts-literal';
import { SECTION_COPY } from './section-copy';
import { esc, heading, type Section, type SectionContext, section } from './types';

export function testimonialsSection({ copy, language = 'en' }: SectionContext): Section {
  const { testimonials } = SECTION_COPY[language];
  return section(
    'testimonials',
    `import { Quote } from 'lucide-react';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Card, CardContent, CardFooter } from '@/components/ui/card';

const TESTIMONIALS = ${lit(copy.testimonials)};

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        ${heading({ id: 'testimonials', eyebrow: testimonials.eyebrow, title: testimonials.title })}
        <ul className="mt-12 grid gap-4 md:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.name}>
              <Card className="h-full justify-between">
                <CardContent>
                  <Quote className="size-6 text-primary/60" aria-hidden="true" />
                  <blockquote className="mt-4 text-pretty">“{item.quote}”</blockquote>
                </CardContent>
                <CardFooter className="gap-3">
                  <Avatar className="size-10">
                    <AvatarFallback className="bg-accent font-medium text-accent-foreground">{initials(item.name)}</AvatarFallback>
                  </Avatar>
                  <div>
                    <p className="text-sm font-semibold">{item.name}</p>
                    <p className="text-sm text-muted-foreground">{item.role}</p>
                  </div>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
`,
  );
}

export function pricingSection({ copy, language = 'en' }: SectionContext): Section {
  const { pricing } = SECTION_COPY[language];
  const tiers = copy.tiers.map((tier) => ({ ...tier, isFeatured: tier.isFeatured ?? false }));
  return section(
    'pricing',
    `import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/utils';

const TIERS = ${lit(tiers)};

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="border-y bg-muted/40 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        ${heading({ id: 'pricing', eyebrow: pricing.eyebrow, title: pricing.title, text: pricing.text })}
        <ul className="mt-12 grid items-start gap-6 lg:grid-cols-3">
          {TIERS.map((tier) => (
            <li key={tier.name}>
              <Card className={cn('relative h-full', tier.isFeatured && 'border-primary shadow-lg ring-1 ring-primary')}>
                {tier.isFeatured && <Badge className="absolute -top-2.5 left-6">${esc(pricing.popular)}</Badge>}
                <CardHeader>
                  <CardTitle className="text-lg">{tier.name}</CardTitle>
                  <CardDescription>{tier.description}</CardDescription>
                </CardHeader>
                <CardContent className="flex-1">
                  <p className="flex items-baseline gap-1">
                    <span className="text-4xl font-semibold tracking-tight">{tier.price}</span>
                    <span className="text-sm text-muted-foreground">{tier.period}</span>
                  </p>
                  <ul className="mt-6 space-y-2.5 text-sm">
                    {tier.features.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter>
                  <Button
                    className="w-full"
                    variant={tier.isFeatured ? 'default' : 'outline'}
                    onClick={() => toast.success(${lit(pricing.chosen)}.replace('{tier}', () => tier.name))}
                  >
                    {tier.cta}
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
`,
  );
}

export function faqSection({ name, copy, language = 'en' }: SectionContext): Section {
  const { faq } = SECTION_COPY[language];
  const email = copy.contact.email || emailFor(name);
  return section(
    'faq',
    `import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

const FAQS = ${lit(copy.faqs)};

export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.5fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">${esc(faq.eyebrow)}</p>
          <h2 id="faq-title" className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
            ${esc(faq.title)}
          </h2>
          <p className="mt-4 text-muted-foreground">
            ${esc(faq.writeTo)}{' '}
            <a href="mailto:${email}" className="font-medium text-foreground underline underline-offset-4">
              ${email}
            </a>
            .
          </p>
        </div>
        <Accordion type="single" collapsible defaultValue={FAQS[0]?.question} className="rounded-xl border bg-card px-5">
          {FAQS.map((faq) => (
            <AccordionItem key={faq.question} value={faq.question}>
              <AccordionTrigger className="text-base">{faq.question}</AccordionTrigger>
              <AccordionContent className="text-muted-foreground">{faq.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
`,
  );
}
