import { jsxText, lit } from './shared/ts-literal';
import type { StoreCopy } from './store-copy';

/** The online store's interactive parts: a persisted cart, its sheet, and product cards. */

export const CART_CONTEXT = `import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { PRODUCTS, type Product } from '@/lib/products';

type CartLine = { id: string; quantity: number };

type CartValue = {
  lines: (CartLine & { product: Product })[];
  count: number;
  total: number;
  add: (id: string) => void;
  setQuantity: (id: string, quantity: number) => void;
  remove: (id: string) => void;
  clear: () => void;
};

const STORAGE_KEY = 'cart';
const CartContext = createContext<CartValue | null>(null);

function load(): CartLine[] {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as CartLine[];
    return saved.filter((line) => PRODUCTS.some((product) => product.id === line.id) && line.quantity > 0);
  } catch {
    return [];
  }
}

/** The cart survives a reload: it is saved to localStorage on every change. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [lines, setLines] = useState<CartLine[]>(load);

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
  }, [lines]);

  const value = useMemo<CartValue>(() => {
    const detailed = lines.flatMap((line) => {
      const product = PRODUCTS.find((item) => item.id === line.id);
      return product ? [{ ...line, product }] : [];
    });
    return {
      lines: detailed,
      count: detailed.reduce((sum, line) => sum + line.quantity, 0),
      total: detailed.reduce((sum, line) => sum + line.quantity * line.product.price, 0),
      add: (id) =>
        setLines((current) =>
          current.some((line) => line.id === id)
            ? current.map((line) => (line.id === id ? { ...line, quantity: line.quantity + 1 } : line))
            : [...current, { id, quantity: 1 }],
        ),
      setQuantity: (id, quantity) =>
        setLines((current) =>
          quantity <= 0 ? current.filter((line) => line.id !== id) : current.map((line) => (line.id === id ? { ...line, quantity } : line)),
        ),
      remove: (id) => setLines((current) => current.filter((line) => line.id !== id)),
      clear: () => setLines([]),
    };
  }, [lines]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside <CartProvider>');
  return cart;
}
`;

/** `src/lib/products.ts`: the catalogue, prices and counts written the language's way. */
export function productsLib(
  t: StoreCopy,
  locale: string,
  currency: string,
  products: Parameters<typeof lit>[0],
): string {
  return `export type Product = {
  id: string;
  name: string;
  price: number;
  category: string;
  description: string;
  badge?: string;
  image: string;
};

export const LOCALE = ${lit(locale)};
export const CURRENCY = ${lit(currency)};

export const PRODUCTS: Product[] = ${lit(products)};

const PRICE = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
const PLURAL = new Intl.PluralRules(LOCALE);

export function formatPrice(amount: number) {
  return PRICE.format(amount);
}

/** "3 items", in the shop's language. */
export function itemCount(count: number) {
  const words = PLURAL.select(count) === 'one' ? ${lit(t.item.one)} : ${lit(t.item.other)};
  return words.replace('{n}', new Intl.NumberFormat(LOCALE).format(count));
}
`;
}

export function cartSheet(t: StoreCopy): string {
  const c = t.cart;
  return `import { Minus, Plus, ShoppingBag, Trash } from 'lucide-react';
import { Link } from 'react-router';
import { useCart } from '@/components/store/cart-context';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { formatPrice, itemCount } from '@/lib/products';

const named = (words: string, name: string) => words.replace('{name}', () => name);

export function CartSheet() {
  const { lines, count, total, setQuantity, remove } = useCart();

  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" size="sm" className="relative gap-2" aria-label={${lit(c.aria)}.replace('{items}', itemCount(count))}>
          <ShoppingBag />
          <span className="hidden sm:inline">${jsxText(c.button)}</span>
          {count > 0 && (
            <span className="flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
              {count}
            </span>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent className="w-full sm:max-w-md">
        <SheetHeader>
          <SheetTitle>${jsxText(c.title)}</SheetTitle>
          <SheetDescription>{count === 0 ? ${lit(c.empty)} : itemCount(count)}</SheetDescription>
        </SheetHeader>
        <ul className="flex-1 space-y-4 overflow-y-auto px-4">
          {lines.map((line) => (
            <li key={line.id} className="flex gap-3">
              <img src={line.product.image} alt="" width={80} height={60} className="size-16 rounded-md border object-cover" />
              <div className="flex min-w-0 flex-1 flex-col">
                <div className="flex justify-between gap-2">
                  <p className="min-w-0 text-sm font-medium break-words">{line.product.name}</p>
                  <p className="text-sm font-semibold whitespace-nowrap">{formatPrice(line.product.price * line.quantity)}</p>
                </div>
                <div className="mt-auto flex items-center gap-1">
                  <Button variant="outline" size="icon" className="size-7" onClick={() => setQuantity(line.id, line.quantity - 1)} aria-label={named(${lit(c.oneLess)}, line.product.name)}>
                    <Minus />
                  </Button>
                  <span className="w-8 text-center text-sm tabular-nums" aria-live="polite" aria-label={named(${lit(c.quantity)}, line.product.name)}>
                    {line.quantity}
                  </span>
                  <Button variant="outline" size="icon" className="size-7" onClick={() => setQuantity(line.id, line.quantity + 1)} aria-label={named(${lit(c.oneMore)}, line.product.name)}>
                    <Plus />
                  </Button>
                  <Button variant="ghost" size="icon" className="ml-auto size-7" onClick={() => remove(line.id)} aria-label={named(${lit(c.remove)}, line.product.name)}>
                    <Trash />
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <SheetFooter>
          <Separator />
          <div className="flex justify-between text-sm">
            <span className="text-muted-foreground">${jsxText(c.subtotal)}</span>
            <span className="font-semibold" data-testid="cart-subtotal">{formatPrice(total)}</span>
          </div>
          {count === 0 ? (
            <Button size="lg" disabled>
              ${jsxText(c.checkout)}
            </Button>
          ) : (
            <SheetClose asChild>
              <Button asChild size="lg">
                <Link to="/checkout">${jsxText(c.checkout)}</Link>
              </Button>
            </SheetClose>
          )}
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
`;
}

export function productCard(t: StoreCopy): string {
  return `import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useCart } from '@/components/store/cart-context';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { formatPrice, type Product } from '@/lib/products';

export function AddToCart({ product, size = 'sm' }: { product: Product; size?: 'sm' | 'lg' }) {
  const { add } = useCart();

  function handleAdd() {
    add(product.id);
    toast.success(${lit(t.added)}.replace('{name}', () => product.name));
  }

  return (
    <Button size={size} onClick={handleAdd}>
      <Plus aria-hidden="true" />
      ${jsxText(t.addToCart)}
      <span className="sr-only">: {product.name}</span>
    </Button>
  );
}

export function ProductCard({ product }: { product: Product }) {
  return (
    <Card className="group h-full gap-4 overflow-hidden pt-0">
      <div className="relative overflow-hidden">
        <img
          src={product.image}
          alt={product.name}
          width={800}
          height={600}
          loading="lazy"
          className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        {product.badge && <Badge className="absolute top-3 left-3">{product.badge}</Badge>}
      </div>
      <CardContent className="flex-1 space-y-1">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{product.category}</p>
        <h3 className="font-semibold break-words">
          <Link to={\`/shop/\${product.id}\`} className="hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">{product.description}</p>
      </CardContent>
      <CardFooter className="flex-wrap justify-between gap-2">
        <span className="text-lg font-semibold whitespace-nowrap">{formatPrice(product.price)}</span>
        <AddToCart product={product} />
      </CardFooter>
    </Card>
  );
}
`;
}
