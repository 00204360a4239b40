import { filterTabs } from './shared/blocks';
import { attr, jsxText, lit } from './shared/ts-literal';
import type { StoreCopy } from './store-copy';

/** The online store's product page and checkout (a form that checks its fields; no payment is taken). */

export function productPage(t: StoreCopy): string {
  return `import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AddToCart } from '@/components/store/product-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatPrice, PRODUCTS } from '@/lib/products';
import NotFound from '@/pages/NotFound';

export default function ProductPage() {
  const { id } = useParams();
  const product = PRODUCTS.find((item) => item.id === id);
  if (!product) return <NotFound />;

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
      <Button asChild variant="ghost" className="-ml-3">
        <Link to="/shop">
          <ArrowLeft aria-hidden="true" />
          ${jsxText(t.back)}
        </Link>
      </Button>
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <img src={product.image} alt={product.name} width={800} height={600} className="aspect-[4/3] w-full rounded-xl border object-cover" />
        <div className="space-y-4">
          <p className="text-sm font-medium tracking-wide text-muted-foreground uppercase">{product.category}</p>
          <h1 id="page-title" className="text-3xl font-semibold tracking-tight break-words sm:text-4xl">
            {product.name}
          </h1>
          {product.badge && <Badge>{product.badge}</Badge>}
          <p className="text-2xl font-semibold">{formatPrice(product.price)}</p>
          <p className="text-lg text-pretty text-muted-foreground">{product.description}</p>
          <AddToCart product={product} size="lg" />
        </div>
      </div>
    </section>
  );
}
`;
}

const FIELDS = ['name', 'email', 'address', 'city', 'postcode'] as const;

export function checkoutPage(t: StoreCopy, header: string): string {
  const c = t.checkout;
  const fields = FIELDS.map(
    (key) =>
      `  { key: '${key}', label: ${lit(c[key])}, error: ${lit(c[`${key}Error`])}, autoComplete: '${
        {
          name: 'name',
          email: 'email',
          address: 'street-address',
          city: 'address-level2',
          postcode: 'postal-code',
        }[key]
      }'${key === 'email' ? ", type: 'email'" : ''}${key === 'address' ? ', wide: true' : ''} },`,
  ).join('\n');
  return `import { Info } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCart } from '@/components/store/cart-context';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Separator } from '@/components/ui/separator';
import { toast } from '@/components/ui/toaster';
import { formatPrice, itemCount } from '@/lib/products';

type Field = { key: string; label: string; error: string; autoComplete: string; type?: string; wide?: boolean };

const FIELDS: Field[] = [
${fields}
];

const EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;

function problems(data: FormData): Record<string, string> {
  const found: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = String(data.get(field.key) ?? '').trim();
    if (!value || (field.key === 'email' && !EMAIL.test(value))) found[field.key] = field.error;
  }
  return found;
}

export default function Checkout() {
  const { lines, count, total, clear } = useCart();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const found = problems(data);
    setErrors(found);
    const first = FIELDS.find((field) => found[field.key]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(\`#checkout-\${first.key}\`)?.focus();
      return;
    }
    toast.success(${lit(c.placed)}.replace('{items}', itemCount(count)).replace('{total}', formatPrice(total)));
    setDone(String(data.get('name')).trim());
    clear();
  }

  return (
    <>
      ${header}
      <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {done !== null ? (
          <div role="status" className="mx-auto max-w-xl space-y-4 text-center">
            <h2 className="text-2xl font-semibold">{${lit(c.thanks)}.replace('{name}', () => done)}</h2>
            <p className="text-muted-foreground">${jsxText(c.thanksText)}</p>
            <Button asChild>
              <Link to="/shop">${jsxText(c.browse)}</Link>
            </Button>
          </div>
        ) : count === 0 ? (
          <div className="mx-auto max-w-xl space-y-4 text-center">
            <p className="text-lg text-muted-foreground">${jsxText(c.empty)}</p>
            <Button asChild>
              <Link to="/shop">${jsxText(c.browse)}</Link>
            </Button>
          </div>
        ) : (
          <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
            <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-6">
              <p className="flex gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
                <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                ${jsxText(c.demoNote)}
              </p>
              {Object.keys(errors).length > 0 && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  ${jsxText(c.fixErrors)}
                </p>
              )}
              <div className="grid gap-4 sm:grid-cols-2">
                {FIELDS.map((field) => (
                  <div key={field.key} className={field.wide ? 'grid gap-2 sm:col-span-2' : 'grid gap-2'}>
                    <Label htmlFor={\`checkout-\${field.key}\`}>{field.label}</Label>
                    <Input
                      id={\`checkout-\${field.key}\`}
                      name={field.key}
                      type={field.type ?? 'text'}
                      autoComplete={field.autoComplete}
                      aria-invalid={Boolean(errors[field.key])}
                      aria-describedby={errors[field.key] ? \`checkout-\${field.key}-error\` : undefined}
                    />
                    {errors[field.key] && (
                      <p id={\`checkout-\${field.key}-error\`} className="text-sm text-destructive">
                        {errors[field.key]}
                      </p>
                    )}
                  </div>
                ))}
              </div>
              <Button type="submit" size="lg" className="w-full sm:w-auto">
                ${jsxText(c.place)}
              </Button>
            </form>
            <Card className="h-fit">
              <CardHeader>
                <h2 className="leading-none font-semibold">${jsxText(c.summary)}</h2>
              </CardHeader>
              <CardContent className="space-y-3 text-sm">
                <ul className="space-y-2">
                  {lines.map((line) => (
                    <li key={line.id} className="flex justify-between gap-3">
                      <span className="min-w-0 break-words">
                        {line.quantity} × {line.product.name}
                      </span>
                      <span className="whitespace-nowrap">{formatPrice(line.quantity * line.product.price)}</span>
                    </li>
                  ))}
                </ul>
                <Separator />
                <p className="flex justify-between font-semibold">
                  <span>${jsxText(c.total)}</span>
                  <span data-testid="checkout-total">{formatPrice(total)}</span>
                </p>
              </CardContent>
            </Card>
          </div>
        )}
      </section>
    </>
  );
}
`;
}

export function shopPage(t: StoreCopy, header: string): string {
  const s = t.shop;
  return `import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ProductCard } from '@/components/store/product-card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Button } from '@/components/ui/button';
import { LOCALE, PRODUCTS } from '@/lib/products';

const ALL = ${lit(s.all)};
const CATEGORIES = [ALL, ...new Set(PRODUCTS.map((product) => product.category))];

export default function Shop() {
  const [category, setCategory] = useState(ALL);
  const [query, setQuery] = useState('');

  const visible = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase(LOCALE);
    return PRODUCTS.filter(
      (product) =>
        (category === ALL || product.category === category) &&
        (!needle || \`\${product.name} \${product.description}\`.toLocaleLowerCase(LOCALE).includes(needle)),
    );
  }, [category, query]);

  return (
    <>
      ${header}
      <section aria-label=${attr(s.products)} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          ${filterTabs({ options: 'CATEGORIES', value: 'category', onChange: 'setCategory', label: s.filter, indent: 10 })}
          <div className="relative sm:w-72">
            <Label htmlFor="product-search" className="sr-only">
              ${jsxText(s.search)}
            </Label>
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input id="product-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder=${attr(s.search)} className="pl-9" />
          </div>
        </div>
        {visible.length === 0 ? (
          <p className="py-20 text-center text-muted-foreground">{${lit(s.noMatch)}.replace('{query}', () => query)}</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
`;
}
