import { slug } from '../content';
import { noteSuffix, takeAsked } from '../counts';
import { buildSection, type SectionContext } from './sections';
import { artSvg } from './shared/art';
import { titleWithLink } from './shared/blocks';
import { componentsPage, importLine, importLines, pageHeader } from './shared/pages';
import { lit } from './shared/ts-literal';
import { CART_CONTEXT, CART_SHEET, PRODUCT_CARD, SHOP_PAGE } from './store-components';
import type { Recipe } from './types';

const FEATURED = { component: 'FeaturedProducts', path: 'src/components/store/featured-products.tsx' };

/** An online shop: a catalogue with category tabs and search, and a cart that persists. */
export const storeRecipe: Recipe = {
  id: 'store',
  label: 'Online store',
  defaultNames: ['Hearth & Home', 'Field Goods', 'Little Harbor', 'Common Thread'],
  palette: { primary: '#065f46', accent: '#d97706' },
  plan({ spec, palette, copy, copyContext }) {
    const context: SectionContext = {
      name: spec.name,
      copy,
      colour: palette.primary,
      heroLinks: { primary: '/shop', secondary: '#features' },
      ctaLink: '/shop',
      heroArt: 'object',
    };
    const sections = (['hero', 'features', 'testimonials', 'faq', 'newsletter'] as const).map((kind) =>
      buildSection(kind, context),
    );
    // "A store with 6 products": that many, or all there are, said so.
    const taken = takeAsked(spec.prompt, 'products?|items?', copy.products);
    const products = taken.items.map((product, index) => ({
      id: slug(product.name),
      ...product,
      image: `/images/product-${index + 1}.svg`,
    }));
    return {
      description: copy.lede,
      routes: [{ path: '/shop', component: 'Shop', file: 'src/pages/Shop.tsx' }],
      nav: [
        { to: '/shop', label: 'Shop' },
        { to: '/#features', label: 'Why us' },
        { to: '/#faq', label: 'FAQ' },
      ],
      icon: 'Store',
      layout: 'site',
      headerAction: {
        jsx: '<CartSheet />',
        imports: [`import { CartSheet } from '@/components/store/cart-sheet';`],
      },
      provider: {
        component: 'CartProvider',
        importLine: `import { CartProvider } from '@/components/store/cart-context';`,
      },
      files: [
        {
          path: 'src/lib/products.ts',
          content: `export type Product = {
  id: string;
  name: string;
  price: number;
  category: string;
  description: string;
  badge?: string;
  image: string;
};

export const CURRENCY = ${lit(copyContext.currency)};

export const PRODUCTS: Product[] = ${lit(products)};

export function formatPrice(amount: number) {
  return new Intl.NumberFormat('en', { style: 'currency', currency: CURRENCY }).format(amount);
}
`,
        },
        { path: 'src/components/store/cart-context.tsx', content: CART_CONTEXT },
        { path: 'src/components/store/cart-sheet.tsx', content: CART_SHEET },
        { path: 'src/components/store/product-card.tsx', content: PRODUCT_CARD },
        {
          path: FEATURED.path,
          content: `import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ProductCard } from '@/components/store/product-card';
import { Button } from '@/components/ui/button';
import { PRODUCTS } from '@/lib/products';

export function FeaturedProducts() {
  return (
    <section id="featured" aria-labelledby="featured-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        ${titleWithLink({ id: 'featured', eyebrow: 'Best sellers', title: 'Customer favourites', link: { to: '/shop', label: 'Shop everything' }, indent: 8 })}
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PRODUCTS.slice(0, 4).map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
`,
        },
        ...sections.flatMap((section) =>
          section.files.filter((file) => file.path !== 'public/images/hero.svg'),
        ),
        {
          path: 'src/pages/Index.tsx',
          content: componentsPage({
            // The best sellers straight after the hero; the store's own import first, then the sections'.
            parts: [...sections.slice(0, 1), FEATURED, ...sections.slice(1)],
            imports: [importLine(FEATURED), ...importLines(sections)],
          }),
        },
        {
          path: 'src/pages/Shop.tsx',
          content: SHOP_PAGE(pageHeader({ eyebrow: 'Shop', title: 'The collection', text: copy.cta.text })),
        },
        {
          path: 'public/images/hero.svg',
          content: artSvg({ colour: palette.primary, seed: 7, kind: 'object' }),
        },
        ...products.map((product, index) => ({
          path: `public${product.image}`,
          content: artSvg({ colour: palette.primary, seed: index + 1, kind: 'object' }),
        })),
      ],
      highlights: [
        `a catalogue of ${products.length} products with category tabs and search${noteSuffix(taken.note('src/lib/products.ts'))}`,
        'a cart in the header (a slide-out panel) that keeps its items after a reload, with quantities and a checkout',
        'a home page with best sellers, shipping and returns promises, reviews, an FAQ and a newsletter sign-up',
      ],
      suggestions: [
        'Add a gallery section',
        'Change the primary colour to black',
        'Add an about page',
        'Add dark mode',
      ],
      nudge: {
        integration: 'supabase',
        reason: 'Store products, orders and customers in a real database instead of code.',
      },
    };
  },
};
