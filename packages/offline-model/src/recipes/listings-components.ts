import { storedListContext } from './shared/stored-list';

/** `src/lib/listings.ts`: the schema, the items and the price format, from the prompt. */
export const LISTINGS_LIB = (
  schema: string,
  items: string,
  currency: string,
  copy: string,
  locale: string,
) => `export type Field = { key: string; label: string; filter: boolean };
export type Listing = {
  id: string;
  title: string;
  summary: string;
  price: number;
  image: string;
  values: Record<string, string>;
};

export const SCHEMA: {
  noun: string;
  plural: string;
  priceLabel: string;
  action: string;
  fields: Field[];
} = ${schema};

export const LISTINGS: Listing[] = ${items};

/** Every word of the pages, in the app's language. */
export const COPY = ${copy};

const LOCALE = '${locale}';
const CURRENCY = '${currency}';

export function money(amount: number): string {
  return new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 }).format(amount);
}

const PLURAL = new Intl.PluralRules(LOCALE);

/** "1 home", "6 homes", in the app's language. */
export function countOf(count: number): string {
  return \`\${count} \${PLURAL.select(count) === 'one' ? SCHEMA.noun : SCHEMA.plural}\`;
}

/** The values a field takes across the listings, for its filter. */
export function optionsFor(key: string): string[] {
  return [...new Set(LISTINGS.map((listing) => listing.values[key] ?? ''))].filter(Boolean)
    .sort((a, b) => a.localeCompare(b, COPY.locale));
}
`;

/** The ids of the listings a person saved, kept in localStorage. */
export const SAVED_CONTEXT = storedListContext({
  name: 'Saved',
  item: 'string',
  itemType: '',
  list: 'saved',
  storageKey: 'listings-saved',
  actions: [
    {
      name: 'toggleSaved',
      type: '(id: string) => void',
      code: '(id: string) => setList((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]))',
    },
  ],
});

/** `src/components/listings/listing-card.tsx` */
export const LISTING_CARD = `import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSaved } from '@/components/listings/saved-context';
import { COPY, type Listing, money, SCHEMA } from '@/lib/listings';

export function ListingCard({ listing }: { listing: Listing }) {
  const { saved, toggleSaved } = useSaved();
  const isSaved = saved.includes(listing.id);
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      <img src={listing.image} alt="" className="aspect-[4/3] w-full object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-semibold leading-snug">
          <Link to={\`/listings/\${listing.id}\`} className="hover:underline focus-visible:underline">
            {listing.title}
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground">{listing.summary}</p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <p className="font-semibold">
            <span className="block text-xs font-normal text-muted-foreground">{SCHEMA.priceLabel}</span>
            {money(listing.price)}
          </p>
          <Button
            type="button"
            variant={isSaved ? 'default' : 'outline'}
            size="sm"
            aria-pressed={isSaved}
            onClick={() => toggleSaved(listing.id)}
          >
            <Heart className="size-4" aria-hidden="true" />
            {isSaved ? COPY.saved : COPY.save}
            <span className="sr-only"> {listing.title}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
`;

/** `src/pages/Index.tsx`: search, a filter per field, sort, the count and the cards. */
export const CATALOGUE_PAGE = (title: string, intro: string) => `import { useMemo, useState } from 'react';
import { ListingCard } from '@/components/listings/listing-card';
import { useSaved } from '@/components/listings/saved-context';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { COPY, countOf, LISTINGS, optionsFor, SCHEMA } from '@/lib/listings';

const FILTERS = SCHEMA.fields.filter((field) => field.filter);
const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

type Sort = 'relevance' | 'price-asc' | 'price-desc' | 'title';

export default function Index() {
  const { saved } = useSaved();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [onlySaved, setOnlySaved] = useState(false);
  const [sort, setSort] = useState<Sort>('relevance');

  const results = useMemo(() => {
    const words = query.trim().toLowerCase();
    const found = LISTINGS.filter((listing) => {
      if (onlySaved && !saved.includes(listing.id)) return false;
      for (const [key, value] of Object.entries(chosen)) {
        if (value && listing.values[key] !== value) return false;
      }
      if (!words) return true;
      const text = [listing.title, listing.summary, ...Object.values(listing.values)].join(' ').toLowerCase();
      return text.includes(words);
    });
    if (sort === 'price-asc') return [...found].sort((a, b) => a.price - b.price);
    if (sort === 'price-desc') return [...found].sort((a, b) => b.price - a.price);
    if (sort === 'title') return [...found].sort((a, b) => a.title.localeCompare(b.title, COPY.locale));
    return found;
  }, [query, chosen, onlySaved, saved, sort]);

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">${title}</h1>
        <p className="text-muted-foreground">${intro}</p>
      </header>
      <form
        role="search"
        className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="space-y-1.5 sm:col-span-2 lg:col-span-4">
          <Label htmlFor="search">{COPY.search}</Label>
          <Input id="search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
        {FILTERS.map((field) => (
          <div key={field.key} className="space-y-1.5">
            <Label htmlFor={\`filter-\${field.key}\`}>{field.label}</Label>
            <select
              id={\`filter-\${field.key}\`}
              className={selectClass}
              value={chosen[field.key] ?? ''}
              onChange={(event) => setChosen((current) => ({ ...current, [field.key]: event.target.value }))}
            >
              <option value="">{COPY.any}</option>
              {optionsFor(field.key).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="space-y-1.5">
          <Label htmlFor="sort">{COPY.sortBy}</Label>
          <select id="sort" className={selectClass} value={sort} onChange={(event) => setSort(event.target.value as Sort)}>
            <option value="relevance">{COPY.featured}</option>
            <option value="price-asc">{COPY.lowToHigh}</option>
            <option value="price-desc">{COPY.highToLow}</option>
            <option value="title">{COPY.byName}</option>
          </select>
        </div>
        <label className="flex items-center gap-2 self-end text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={onlySaved}
            onChange={(event) => setOnlySaved(event.target.checked)}
          />
          {COPY.onlySaved} ({saved.length})
        </label>
      </form>
      <p className="text-sm text-muted-foreground" role="status" data-testid="result-count">
        {countOf(results.length)}
      </p>
      {results.length > 0 ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {results.map((listing) => (
            <ListingCard key={listing.id} listing={listing} />
          ))}
        </div>
      ) : (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {COPY.noMatch}
        </p>
      )}
    </div>
  );
}
`;
