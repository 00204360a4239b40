import { filterTabs } from './shared/blocks';

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

export const CART_SHEET = `import { Minus, Plus, ShoppingBag, Trash } from 'lucide-react';
import { useCart } from '@/components/store/cart-context';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { toast } from '@/components/ui/toaster';
import { formatPrice } from '@/lib/products';

export function CartSheet() {
  const { lines, count, total, setQuantity, remove, clear } = useCart();

  function handleCheckout() {
    toast.success(\`Order placed: \${count} item\${count === 1 ? '' : 's'} for \${formatPrice(total)}. Thank you!\`);
    clear();
  }

  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" size="sm" className="relative gap-2" aria-label={\`Cart, \${count} item\${count === 1 ? '' : 's'}\`}>
          <ShoppingBag />
          <span className="hidden sm:inline">Cart</span>
          {count > 0 && (
            <span className="flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
              {count}
            </span>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent className="w-full sm:max-w-md">
        <SheetHeader>
          <SheetTitle>Your cart</SheetTitle>
          <SheetDescription>{count === 0 ? 'Nothing here yet.' : \`\${count} item\${count === 1 ? '' : 's'}\`}</SheetDescription>
        </SheetHeader>
        <ul className="flex-1 space-y-4 overflow-y-auto px-4">
          {lines.map((line) => (
            <li key={line.id} className="flex gap-3">
              <img src={line.product.image} alt="" width={80} height={60} className="size-16 rounded-md border object-cover" />
              <div className="flex flex-1 flex-col">
                <div className="flex justify-between gap-2">
                  <p className="text-sm font-medium">{line.product.name}</p>
                  <p className="text-sm font-semibold">{formatPrice(line.product.price * line.quantity)}</p>
                </div>
                <div className="mt-auto flex items-center gap-1">
                  <Button variant="outline" size="icon" className="size-7" onClick={() => setQuantity(line.id, line.quantity - 1)} aria-label={\`One less \${line.product.name}\`}>
                    <Minus />
                  </Button>
                  <span className="w-8 text-center text-sm tabular-nums" aria-live="polite">{line.quantity}</span>
                  <Button variant="outline" size="icon" className="size-7" onClick={() => setQuantity(line.id, line.quantity + 1)} aria-label={\`One more \${line.product.name}\`}>
                    <Plus />
                  </Button>
                  <Button variant="ghost" size="icon" className="ml-auto size-7" onClick={() => remove(line.id)} aria-label={\`Remove \${line.product.name}\`}>
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
            <span className="text-muted-foreground">Subtotal</span>
            <span className="font-semibold">{formatPrice(total)}</span>
          </div>
          <Button size="lg" disabled={count === 0} onClick={handleCheckout}>
            Checkout
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
`;

export const PRODUCT_CARD = `import { Plus } from 'lucide-react';
import { useCart } from '@/components/store/cart-context';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { formatPrice, type Product } from '@/lib/products';

export function ProductCard({ product }: { product: Product }) {
  const { add } = useCart();

  function handleAdd() {
    add(product.id);
    toast.success(\`\${product.name} added to your cart\`);
  }

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
        <h3 className="font-semibold">{product.name}</h3>
        <p className="text-sm text-muted-foreground">{product.description}</p>
      </CardContent>
      <CardFooter className="justify-between">
        <span className="text-lg font-semibold">{formatPrice(product.price)}</span>
        <Button size="sm" onClick={handleAdd}>
          <Plus aria-hidden="true" />
          Add to cart
          <span className="sr-only">: {product.name}</span>
        </Button>
      </CardFooter>
    </Card>
  );
}
`;

export const SHOP_PAGE = (header: string) => `import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ProductCard } from '@/components/store/product-card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Button } from '@/components/ui/button';
import { PRODUCTS } from '@/lib/products';

const CATEGORIES = ['All', ...new Set(PRODUCTS.map((product) => product.category))];

export default function Shop() {
  const [category, setCategory] = useState('All');
  const [query, setQuery] = useState('');

  const visible = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return PRODUCTS.filter(
      (product) =>
        (category === 'All' || product.category === category) &&
        (!needle || \`\${product.name} \${product.description}\`.toLowerCase().includes(needle)),
    );
  }, [category, query]);

  return (
    <>
      ${header}
      <section aria-label="Products" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          ${filterTabs({ options: 'CATEGORIES', value: 'category', onChange: 'setCategory', label: 'Filter by category', indent: 10 })}
          <div className="relative sm:w-72">
            <Label htmlFor="product-search" className="sr-only">
              Search products
            </Label>
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input id="product-search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Search products" className="pl-9" />
          </div>
        </div>
        {visible.length === 0 ? (
          <p className="py-20 text-center text-muted-foreground">No products match “{query}”.</p>
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
