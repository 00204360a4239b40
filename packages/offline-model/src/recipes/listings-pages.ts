/** `src/pages/Listing.tsx`: every field, the picture, save, and the primary action's form. */
export const DETAIL_PAGE = `import { ArrowLeft, Check, Heart } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSaved } from '@/components/listings/saved-context';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { COPY, LISTINGS, money, SCHEMA } from '@/lib/listings';

const MESSAGES_KEY = 'listings-messages';

type Errors = { name?: string; email?: string; message?: string };

function saveMessage(message: { listingId: string; name: string; email: string; message: string }) {
  let list: unknown[] = [];
  try {
    list = JSON.parse(localStorage.getItem(MESSAGES_KEY) ?? '[]') as unknown[];
  } catch {
    list = [];
  }
  localStorage.setItem(MESSAGES_KEY, JSON.stringify([...list, { ...message, sentAt: new Date().toISOString() }]));
}

function ActionForm({ listingId, title }: { listingId: string; title: string }) {
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const message = String(data.get('message') ?? '').trim();
    const next: Errors = {};
    if (!name) next.name = COPY.errors.name;
    if (!/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(email)) next.email = COPY.errors.email;
    if (message.length < 10) next.message = COPY.errors.message;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    saveMessage({ listingId, name, email, message });
    setSent(true);
  }

  if (sent) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-lg border bg-muted p-4 text-sm">
        <Check className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {COPY.thanks[0]}
        {title}
        {COPY.thanks[1]}
      </p>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={SCHEMA.action}>
      {(['name', 'email'] as const).map((key) => (
        <div key={key} className="space-y-1.5">
          <Label htmlFor={\`action-\${key}\`}>{key === 'name' ? COPY.yourName : COPY.email}</Label>
          <Input
            id={\`action-\${key}\`}
            name={key}
            type={key === 'email' ? 'email' : 'text'}
            autoComplete={key}
            aria-invalid={errors[key] ? true : undefined}
            aria-describedby={errors[key] ? \`action-\${key}-error\` : undefined}
          />
          {errors[key] && (
            <p id={\`action-\${key}-error\`} className="text-sm text-destructive">
              {errors[key]}
            </p>
          )}
        </div>
      ))}
      <div className="space-y-1.5">
        <Label htmlFor="action-message">{COPY.message}</Label>
        <Textarea
          id="action-message"
          name="message"
          rows={4}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'action-message-error' : undefined}
        />
        {errors.message && (
          <p id="action-message-error" className="text-sm text-destructive">
            {errors.message}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full">
        {SCHEMA.action}
      </Button>
    </form>
  );
}

export default function Listing() {
  const { id } = useParams();
  const { saved, toggleSaved } = useSaved();
  const listing = LISTINGS.find((item) => item.id === id);

  if (!listing) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold">{COPY.notFound}</h1>
        <p className="text-muted-foreground">{COPY.gone}</p>
        <Link to="/" className="text-primary underline">
          {COPY.backToAll}
        </Link>
      </div>
    );
  }
  const isSaved = saved.includes(listing.id);

  return (
    <div className="space-y-6">
      <Link to="/" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {COPY.allLink}
      </Link>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-4">
          <img src={listing.image} alt={listing.title} className="aspect-[4/3] w-full rounded-xl border object-cover" />
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-2xl font-semibold tracking-tight">{listing.title}</h1>
              <p className="text-muted-foreground">{listing.summary}</p>
            </div>
            <Button
              type="button"
              variant={isSaved ? 'default' : 'outline'}
              aria-pressed={isSaved}
              onClick={() => toggleSaved(listing.id)}
            >
              <Heart className="size-4" aria-hidden="true" />
              {isSaved ? COPY.saved : COPY.save}
            </Button>
          </div>
          <dl className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-muted-foreground">{SCHEMA.priceLabel}</dt>
              <dd className="font-semibold">{money(listing.price)}</dd>
            </div>
            {SCHEMA.fields.map((field) => (
              <div key={field.key}>
                <dt className="text-sm text-muted-foreground">{field.label}</dt>
                <dd className="font-medium">{listing.values[field.key]}</dd>
              </div>
            ))}
          </dl>
        </div>
        <aside className="h-fit space-y-4 rounded-xl border bg-card p-4">
          <h2 className="font-semibold">{SCHEMA.action}</h2>
          <ActionForm listingId={listing.id} title={listing.title} />
        </aside>
      </div>
    </div>
  );
}
`;

/** `src/pages/Saved.tsx` */
export const SAVED_PAGE = `import { Link } from 'react-router';
import { ListingCard } from '@/components/listings/listing-card';
import { useSaved } from '@/components/listings/saved-context';
import { COPY, LISTINGS } from '@/lib/listings';

export default function Saved() {
  const { saved } = useSaved();
  const listings = LISTINGS.filter((listing) => saved.includes(listing.id));
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{COPY.savedHeading}</h1>
        <p className="text-muted-foreground">{COPY.savedIntro}</p>
      </header>
      {listings.length > 0 ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {listings.map((listing) => (
            <ListingCard key={listing.id} listing={listing} />
          ))}
        </div>
      ) : (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {COPY.nothingSaved}{' '}
          <Link to="/" className="text-primary underline">
            {COPY.browse}
          </Link>
        </p>
      )}
    </div>
  );
}
`;
