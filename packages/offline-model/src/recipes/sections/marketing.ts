import { iconImport, lit } from '../shared/ts-literal';
import { named, SECTION_COPY } from './section-copy';
import { esc, heading, type Section, type SectionContext, section } from './types';

export function featuresSection({ name, copy, language = 'en' }: SectionContext): Section {
  const { features } = SECTION_COPY[language];
  const icons = copy.features.map((feature) => feature.icon);
  const data = copy.features.map((feature) => ({
    icon: `@@${feature.icon}`,
    title: feature.title,
    text: feature.text,
  }));
  return section(
    'features',
    `${iconImport(icons)}
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const FEATURES = ${lit(data).replace(/'@@(\w+)'/g, '$1')};

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        ${heading({ id: 'features', eyebrow: named(features.eyebrow, name), title: features.title, text: features.text })}
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full gap-4 transition-shadow hover:shadow-md">
                <CardHeader>
                  <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <CardTitle className="mt-3 text-base">{title}</CardTitle>
                </CardHeader>
                <CardContent className="text-sm text-muted-foreground">{text}</CardContent>
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

export function stepsSection({ copy, language = 'en' }: SectionContext): Section {
  const { steps } = SECTION_COPY[language];
  return section(
    'steps',
    `const STEPS = ${lit(copy.steps)};

export function StepsSection() {
  return (
    <section id="steps" aria-labelledby="steps-title" className="border-y bg-muted/40 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        ${heading({ id: 'steps', eyebrow: steps.eyebrow, title: steps.title })}
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border bg-background p-6 shadow-xs">
              <span className="flex size-9 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
`,
  );
}

export function statsSection({ copy, language = 'en' }: SectionContext): Section {
  return section(
    'stats',
    `const STATS = ${lit(copy.stats)};

export function StatsSection() {
  return (
    <section id="stats" aria-labelledby="stats-title" className="py-12 sm:py-16">
      <h2 id="stats-title" className="sr-only">
        ${esc(SECTION_COPY[language].statsTitle)}
      </h2>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <dl className="grid gap-6 rounded-2xl bg-primary px-6 py-10 text-primary-foreground shadow-lg sm:grid-cols-3 sm:px-10">
          {STATS.map((stat) => (
            <div key={stat.label} className="text-center">
              <dt className="text-sm font-medium">{stat.label}</dt>
              <dd className="mt-1 text-4xl font-semibold tracking-tight">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
`,
  );
}

export function ctaSection({ copy, ctaLink = '#contact' }: SectionContext): Section {
  return section(
    'cta',
    `import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function CtaSection() {
  return (
    <section id="cta" aria-labelledby="cta-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="relative isolate overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-16">
          <div
            aria-hidden="true"
            className="-z-10 absolute inset-0 bg-[radial-gradient(60%_80%_at_50%_0%,rgb(255_255_255/0.18),transparent)]"
          />
          <h2 id="cta-title" className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            ${esc(copy.cta.title)}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-pretty opacity-85">${esc(copy.cta.text)}</p>
          <Button asChild size="lg" variant="secondary" className="mt-8">
            <Link to="${ctaLink}">
              ${esc(copy.primaryCta)}
              <ArrowRight />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
`,
  );
}
