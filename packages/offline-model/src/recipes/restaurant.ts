import { cuisineFor } from '../content/menus';
import { placeIn } from '../content/places';
import { capitalise } from '../text';
import { menuPage, reservationsPage } from './restaurant-pages';
import { buildSection, type SectionContext } from './sections';
import { artSvg } from './shared/art';
import { headerLink, titleWithLink } from './shared/blocks';
import { findUsSection, MAP_PACKAGES } from './shared/map';
import { componentsPage } from './shared/pages';
import { jsxText, lit } from './shared/ts-literal';
import type { Recipe } from './types';

/** A restaurant or café: hero with opening hours, signature dishes, a tabbed menu and reservations. */
export const restaurantRecipe: Recipe = {
  id: 'restaurant',
  label: 'Restaurant website',
  defaultNames: ['Olive & Ember', 'The Copper Pot', 'Saltwater Kitchen', 'Juniper Table'],
  palette: { primary: '#b45309', accent: '#65a30d' },
  plan({ spec, palette, copy, copyContext }) {
    const cuisine = cuisineFor(`${spec.prompt} ${spec.subject ?? ''}`);
    const context: SectionContext = { name: spec.name, copy, colour: palette.primary };
    const sections = (['features', 'gallery', 'testimonials', 'contact'] as const).map((kind) =>
      buildSection(kind, context),
    );
    const menu = cuisine.categories.map((category) => ({
      name: category.name,
      dishes: category.dishes.map((dish) => ({ ...dish, tags: dish.tags ?? [] })),
    }));
    const signature = cuisine.signature.map((name, index) => {
      const dish = cuisine.categories
        .flatMap((category) => category.dishes)
        .find((item) => item.name === name);
      return {
        name,
        description: dish?.description ?? '',
        price: dish?.price ?? 0,
        image: `/images/dish-${index + 1}.svg`,
      };
    });
    const where = spec.place ? ` in ${spec.place}` : '';
    const findUs = findUsSection({
      name: spec.name,
      place: placeIn(`${spec.place ?? ''} ${spec.prompt}`),
      address: copy.contact.address,
      hours: copy.contact.hours,
    });
    return {
      description: `${spec.name} is a ${cuisine.label}${where}. See the menu, opening hours and book a table online.`,
      routes: [
        { path: '/menu', component: 'Menu', file: 'src/pages/Menu.tsx' },
        { path: '/reservations', component: 'Reservations', file: 'src/pages/Reservations.tsx' },
      ],
      nav: [
        { to: '/menu', label: 'Menu' },
        { to: '/reservations', label: 'Reservations' },
        { to: '/#gallery', label: 'Gallery' },
        { to: '/#contact', label: 'Visit' },
      ],
      icon: cuisine.icon,
      layout: 'site',
      headerAction: headerLink('/reservations', 'Book a table'),
      files: [
        {
          path: 'src/lib/menu.ts',
          content: `/** The menu, in one place: the menu page and the home page's signature dishes both read it. */
export type Dish = { name: string; description: string; price: number; tags: string[] };
export type MenuCategory = { name: string; dishes: Dish[] };

export const CURRENCY = ${lit(copyContext.currency)};

export const MENU: MenuCategory[] = ${lit(menu)};

export const SIGNATURE_DISHES = ${lit(signature)};

export function formatPrice(amount: number) {
  return new Intl.NumberFormat('en', { style: 'currency', currency: CURRENCY }).format(amount);
}
`,
        },
        {
          path: 'src/components/restaurant/restaurant-hero.tsx',
          content: `import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

export function RestaurantHero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="-z-10 absolute inset-0 bg-[radial-gradient(60%_60%_at_20%_0%,var(--color-accent),transparent_70%)]" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <Badge variant="secondary" className="gap-1.5 px-3 py-1">
            <Clock aria-hidden="true" />
            ${jsxText(copy.contact.hours)}
          </Badge>
          <h1 id="hero-title" className="mt-6 text-5xl font-semibold tracking-tight text-balance sm:text-6xl">
            ${jsxText(spec.name)}
          </h1>
          <p className="mt-4 text-xl font-medium text-primary">${jsxText(capitalise(cuisine.label))}${jsxText(where)}</p>
          <p className="mt-4 max-w-xl text-lg text-pretty text-muted-foreground">${jsxText(copy.lede)}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/reservations">
                <CalendarDays />
                Book a table
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/menu">See the menu</Link>
            </Button>
          </div>
          <p className="mt-8 flex items-center gap-2 text-sm text-muted-foreground">
            <MapPin className="size-4" aria-hidden="true" />
            ${jsxText(copy.contact.address)}
          </p>
        </div>
        <img
          src="/images/hero.svg"
          alt=${JSON.stringify(`A signature dish at ${spec.name}, plated on a white ceramic plate`)}
          width={800}
          height={600}
          className="aspect-[4/3] w-full rounded-3xl border object-cover shadow-2xl"
        />
      </div>
    </section>
  );
}
`,
        },
        {
          path: 'src/components/restaurant/signature-dishes.tsx',
          content: `import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPrice, SIGNATURE_DISHES } from '@/lib/menu';

export function SignatureDishes() {
  return (
    <section id="signature" aria-labelledby="signature-title" className="border-y bg-muted/40 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        ${titleWithLink({ id: 'signature', eyebrow: 'From the kitchen', title: 'Signature dishes', link: { to: '/menu', label: 'Full menu' }, indent: 8 })}
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {SIGNATURE_DISHES.map((dish) => (
            <li key={dish.name}>
              <Card className="h-full overflow-hidden pt-0">
                <img src={dish.image} alt={dish.name} width={800} height={600} loading="lazy" className="aspect-[4/3] w-full object-cover" />
                <CardHeader className="flex items-baseline justify-between gap-2">
                  <CardTitle className="text-lg">{dish.name}</CardTitle>
                  <span className="font-semibold text-primary">{formatPrice(dish.price)}</span>
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
`,
        },
        ...sections.flatMap((section) => section.files),
        ...findUs.files,
        {
          path: 'src/pages/Index.tsx',
          content: componentsPage({
            parts: [
              { component: 'RestaurantHero', path: 'src/components/restaurant/restaurant-hero.tsx' },
              { component: 'SignatureDishes', path: 'src/components/restaurant/signature-dishes.tsx' },
              ...sections,
              findUs,
            ],
          }),
        },
        { path: 'src/pages/Menu.tsx', content: menuPage(spec.name) },
        { path: 'src/pages/Reservations.tsx', content: reservationsPage(spec.name, copy.contact.phone) },
        {
          path: 'public/images/hero.svg',
          content: artSvg({ colour: palette.primary, seed: 1, kind: 'plate' }),
        },
        ...signature.map((_, index) => ({
          path: `public/images/dish-${index + 1}.svg`,
          content: artSvg({ colour: palette.primary, seed: index + 2, kind: 'plate' }),
        })),
      ],
      dependencies: MAP_PACKAGES,
      highlights: [
        `a home page with opening hours, ${cuisine.signature.length} signature dishes, a gallery, reviews, a visit section and a map to find you (it works offline)`,
        `a menu page with ${menu.length} tabbed categories, prices and dietary badges`,
        'a reservations page with a date, time and party-size form that confirms the booking',
      ],
      suggestions: [
        'Add a pricing section',
        'Change the primary colour to green',
        'Add dark mode',
        'Add an about page',
      ],
      nudge: {
        integration: 'mapbox',
        reason: `Turn maps on to keep ${spec.name}'s map in the Find us section, with Mapbox's street map once you add a token.`,
      },
    };
  },
};
