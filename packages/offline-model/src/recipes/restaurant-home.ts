import type { DomainCopy } from '../content';
import type { RestaurantWords } from './restaurant-words';
import { eyebrowTitle, titleWithLink } from './shared/blocks';
import { attr, jsxText } from './shared/ts-literal';

/** The restaurant's home page parts: its hero, its signature dishes and (in the prompt languages) its visit section. */

export function restaurantHero({
  name,
  tagline,
  copy,
  words,
}: {
  name: string;
  tagline: string;
  copy: DomainCopy;
  words: RestaurantWords;
}): string {
  return `import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

export function RestaurantHero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="-z-10 absolute inset-0 bg-[radial-gradient(60%_60%_at_20%_0%,var(--color-accent),transparent_70%)]" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div className="min-w-0">
          <Badge variant="secondary" className="h-auto max-w-full gap-1.5 px-3 py-1 text-left whitespace-normal">
            <Clock aria-hidden="true" />
            ${jsxText(copy.contact.hours)}
          </Badge>
          <h1 id="hero-title" className="mt-6 text-5xl font-semibold tracking-tight text-balance break-words sm:text-6xl">
            ${jsxText(name)}
          </h1>
          <p className="mt-4 text-xl font-medium text-primary">${jsxText(tagline)}</p>
          <p className="mt-4 max-w-xl text-lg text-pretty text-muted-foreground">${jsxText(copy.lede)}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/reservations">
                <CalendarDays />
                ${jsxText(words.bookATable)}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/menu">${jsxText(words.seeTheMenu)}</Link>
            </Button>
          </div>
          <p className="mt-8 flex items-center gap-2 text-sm text-muted-foreground">
            <MapPin className="size-4" aria-hidden="true" />
            ${jsxText(copy.contact.address)}
          </p>
        </div>
        <img
          src="/images/hero.svg"
          alt=${attr(words.heroAlt.replace('{name}', () => name))}
          width={800}
          height={600}
          className="aspect-[4/3] w-full rounded-3xl border object-cover shadow-2xl"
        />
      </div>
    </section>
  );
}
`;
}

export function signatureDishes(words: RestaurantWords): string {
  return `import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPrice, SIGNATURE_DISHES } from '@/lib/menu';

export function SignatureDishes() {
  return (
    <section id="signature" aria-labelledby="signature-title" className="border-y bg-muted/40 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        ${titleWithLink({ id: 'signature', eyebrow: words.kitchenEyebrow, title: words.signatureTitle, link: { to: '/menu', label: words.fullMenu }, indent: 8 })}
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {SIGNATURE_DISHES.map((dish) => (
            <li key={dish.name}>
              <Card className="h-full overflow-hidden pt-0">
                <img src={dish.image} alt={dish.name} width={800} height={600} loading="lazy" className="aspect-[4/3] w-full object-cover" />
                <CardHeader className="flex items-baseline justify-between gap-2">
                  <CardTitle className="text-lg">{dish.name}</CardTitle>
                  <span className="shrink-0 font-semibold text-primary">{formatPrice(dish.price)}</span>
                </CardHeader>
                <CardContent className="text-sm text-muted-foreground">{dish.description}</CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
`;
}

/**
 * The "Find us" section in the app's language: address, hours, phone and the map (`map`, its
 * `<MapView …/>` with its screen-reader name and no-WebGL text in that language).
 */
export function visitSection(copy: DomainCopy, words: RestaurantWords, map: string): string {
  return `import { Clock, MapPin, Phone } from 'lucide-react';
import { MapView } from '@/components/map/map-view';

export function FindUs() {
  return (
    <section id="find-us" aria-labelledby="find-us-title" className="border-t bg-muted/30 py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.6fr]">
        <div className="min-w-0">
          ${eyebrowTitle({ id: 'find-us', eyebrow: words.visit, title: words.findUs, indent: 10 })}
          <p className="mt-6 flex items-center gap-2 text-lg">
            <MapPin className="size-5 shrink-0 text-primary" aria-hidden="true" />
            ${jsxText(copy.contact.address)}
          </p>
          <p className="mt-3 flex items-center gap-2 text-muted-foreground">
            <Clock className="size-5 shrink-0" aria-hidden="true" />
            ${jsxText(copy.contact.hours)}
          </p>
          <p className="mt-3 flex items-center gap-2 text-muted-foreground">
            <Phone className="size-5 shrink-0" aria-hidden="true" />
            <a href=${attr(`tel:${copy.contact.phone.replace(/[^+\d]/g, '')}`)} className="hover:text-foreground">
              ${jsxText(copy.contact.phone)}
            </a>
          </p>
        </div>
        ${map}
      </div>
    </section>
  );
}
`;
}
