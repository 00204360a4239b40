import type { AppLanguage } from '../../locale';
import { artSvg } from '../shared/art';
import { lit } from '../shared/ts-literal';
import { esc, type Section, type SectionContext, section, sectionComponent } from './types';

export function heroSection({
  name,
  copy,
  colour,
  heroLinks,
  heroArt = 'abstract',
  language = 'en',
}: SectionContext): Section {
  const kind = 'hero';
  const links = heroLinks ?? { primary: '#features', secondary: '#contact' };
  const content = `import { ArrowRight, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

const HIGHLIGHTS = ${lit(copy.stats.map((stat) => `${stat.value} ${afterValue(stat.label, language)}`))};

export function ${sectionComponent(kind)}() {
  return (
    <section id="hero" aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(70%_60%_at_70%_0%,var(--color-accent),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
        <div>
          <Badge variant="outline" className="gap-1.5 bg-background/70 px-3 py-1 backdrop-blur">
            <span className="size-1.5 rounded-full bg-primary" aria-hidden="true" />
            ${esc(copy.heroBadge)}
          </Badge>
          <h1 id="hero-title" className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            ${esc(copy.headline)}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            ${esc(copy.lede)}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="${links.primary}">
                ${esc(copy.primaryCta)}
                <ArrowRight />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="${links.secondary}">${esc(copy.secondaryCta)}</Link>
            </Button>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Star className="size-4 fill-primary text-primary" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative">
          <div aria-hidden="true" className="-inset-4 absolute rounded-[2rem] bg-primary/10 blur-2xl" />
          <img
            src="/images/hero.svg"
            alt=${JSON.stringify(copy.gallery[0])}
            width={800}
            height={600}
            className="relative aspect-[4/3] w-full rounded-2xl border object-cover shadow-xl"
          />
        </div>
      </div>
    </section>
  );
}
`;
  return section(kind, content, [
    { path: 'public/images/hero.svg', content: artSvg({ colour, seed: name.length, kind: heroArt }) },
  ]);
}

/** A stat's label after its value, in a sentence: "36 h fermentation…"; German keeps its nouns' capitals. */
function afterValue(label: string, language: AppLanguage): string {
  if (language === 'en') return label.toLowerCase();
  return language === 'de' ? label : label.charAt(0).toLowerCase() + label.slice(1);
}
