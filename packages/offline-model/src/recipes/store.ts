import { domainLanguages, LOCALES, slug, someDomainLanguages } from '../content';
import { noteSuffix, takeAsked } from '../counts';
import { buildSection, type SectionContext } from './sections';
import { artSvg } from './shared/art';
import { titleWithLink } from './shared/blocks';
import { componentsPage, importLine, importLines, pageHeader } from './shared/pages';
import { jsxText } from './shared/ts-literal';
import { CART_CONTEXT, cartSheet, productCard, productsLib } from './store-components';
import { STORE_COPY } from './store-copy';
import { checkoutPage, productPage, shopPage } from './store-pages';
import type { Recipe } from './types';

const FEATURED = { component: 'FeaturedProducts', path: 'src/components/store/featured-products.tsx' };

/** An online shop: a catalogue with category tabs and search, and a cart that persists. */
export const storeRecipe: Recipe = {
  id: 'store',
  label: 'Online store',
  defaultNames: ['Hearth & Home', 'Field Goods', 'Little Harbor', 'Common Thread'],
  palette: { primary: '#065f46', accent: '#d97706' },
  // Written in a language when its subject's products are (`content/`), like the landing page.
  languages: someDomainLanguages(),
  languagesFor: (spec) => domainLanguages(spec.domain),
  plan({ spec, palette, copy, copyContext, language }) {
    const t = STORE_COPY[language];
    const context: SectionContext = {
      language,
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
      routes: [
        { path: '/shop', component: 'Shop', file: 'src/pages/Shop.tsx' },
        { path: '/shop/:id', component: 'ProductPage', file: 'src/pages/Product.tsx' },
        { path: '/checkout', component: 'Checkout', file: 'src/pages/Checkout.tsx' },
      ],
      nav: [
        { to: '/shop', label: t.nav.shop },
        { to: '/#features', label: t.nav.whyUs },
        { to: '/#faq', label: t.nav.faq },
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
          content: productsLib(t, LOCALES[language], copyContext.currency, products),
        },
        { path: 'src/components/store/cart-context.tsx', content: CART_CONTEXT },
        { path: 'src/components/store/cart-sheet.tsx', content: cartSheet(t) },
        { path: 'src/components/store/product-card.tsx', content: productCard(t) },
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
        ${titleWithLink({ id: 'featured', eyebrow: jsxText(t.featured.eyebrow), title: jsxText(t.featured.title), link: { to: '/shop', label: jsxText(t.featured.link) }, indent: 8 })}
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
          content: shopPage(
            t,
            pageHeader({ eyebrow: t.shop.eyebrow, title: t.shop.title, text: copy.cta.text }),
          ),
        },
        { path: 'src/pages/Product.tsx', content: productPage(t) },
        {
          path: 'src/pages/Checkout.tsx',
          content: checkoutPage(
            t,
            pageHeader({ eyebrow: t.checkout.eyebrow, title: t.checkout.title, text: t.checkout.text }),
          ),
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
        'a page for each product, and a cart in the header (a slide-out panel) that keeps its items after a reload, with quantities',
        'a checkout form that checks its fields and says plainly that no payment is taken (a demo: no order is sent)',
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
