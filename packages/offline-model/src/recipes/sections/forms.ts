import { artSvg } from '../shared/art';
import { nameEmailFields } from '../shared/blocks';
import { attr, lit } from '../shared/ts-literal';
import { named, SECTION_COPY } from './section-copy';
import { esc, heading, type Section, type SectionContext, section } from './types';

export function contactSection({ copy, language = 'en' }: SectionContext): Section {
  const { contact: t } = SECTION_COPY[language];
  const kind = 'contact';
  const content = `import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';

const DETAILS = [
  { icon: Mail, label: ${lit(t.email)}, value: ${lit(copy.contact.email)}, href: ${lit(`mailto:${copy.contact.email}`)} },
  { icon: Phone, label: ${lit(t.phone)}, value: ${lit(copy.contact.phone)}, href: ${lit(`tel:${copy.contact.phone.replace(/[^+\d]/g, '')}`)} },
  { icon: MapPin, label: ${lit(t.address)}, value: ${lit(copy.contact.address)} },
  { icon: Clock, label: ${lit(t.hours)}, value: ${lit(copy.contact.hours)} },
];

const NOT_SENT = ${lit(t.notSent)};

/** Kiln delivers the message to the site's owner: by email with Resend connected, else to their inbox. */
const EMAIL_ENDPOINT = '/api/kiln/email';

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

export function ContactSection() {
  const [state, setState] = useState<SendState>({ kind: 'idle' });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (key: string) => String(data.get(key) ?? '');
    setState({ kind: 'sending' });
    try {
      const response = await fetch(EMAIL_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: field('name'), email: field('email'), message: field('message') }),
      });
      const answer: { message?: string } | null = await response.json().catch(() => null);
      if (!response.ok) throw new Error(answer?.message ?? NOT_SENT);
      setState({ kind: 'sent' });
      toast.success(field('name') ? ${lit(t.thanksPerson)}.replace('{person}', () => field('name')) : ${lit(t.thanks)});
      form.reset();
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : NOT_SENT });
    }
  }

  return (
    <section id="contact" aria-labelledby="contact-title" className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          ${heading({ id: 'contact', eyebrow: t.eyebrow, title: t.title, text: t.text, align: 'left' }).replace(/\n {8}/g, '\n          ')}
          <ul className="mt-8 space-y-4">
            {DETAILS.map(({ icon: Icon, label, value, href }) => (
              <li key={label} className="flex items-start gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <p className="text-sm font-medium">{label}</p>
                  {href ? (
                    <a href={href} className="text-muted-foreground hover:text-foreground">
                      {value}
                    </a>
                  ) : (
                    <p className="text-muted-foreground">{value}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
        <Card>
          <CardContent>
            <form onSubmit={handleSubmit} className="grid gap-4">
              ${nameEmailFields({ prefix: 'contact', nameLabel: t.name, emailLabel: t.email, gap: 4, indent: 14 })}
              <div className="grid gap-2">
                <Label htmlFor="contact-message">${esc(t.message)}</Label>
                <Textarea id="contact-message" name="message" rows={5} required placeholder=${attr(t.messagePlaceholder)} />
              </div>
              <Button type="submit" size="lg" className="sm:justify-self-start" disabled={state.kind === 'sending'}>
                {state.kind === 'sending' ? ${lit(t.sending)} : ${lit(t.send)}}
              </Button>
              {state.kind === 'sent' ? (
                <p role="status" className="text-sm text-muted-foreground">
                  ${esc(t.sent)}
                </p>
              ) : null}
              {state.kind === 'failed' ? (
                <p role="alert" className="text-sm text-destructive">
                  {state.message} ${esc(t.tryAgain)}
                </p>
              ) : null}
            </form>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
`;
  return section(kind, content);
}

export function newsletterSection({ copy, language = 'en' }: SectionContext): Section {
  const { newsletter: t } = SECTION_COPY[language];
  const kind = 'newsletter';
  const content = `import { Mail } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toaster';

export function NewsletterSection() {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    toast.success(${lit(t.subscribed)});
    event.currentTarget.reset();
  }

  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col gap-8 rounded-3xl border bg-accent/50 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-xl">
            <span className="flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground">
              <Mail className="size-5" aria-hidden="true" />
            </span>
            <h2 id="newsletter-title" className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">
              ${esc(copy.newsletter.title)}
            </h2>
            <p className="mt-2 text-muted-foreground">${esc(copy.newsletter.text)}</p>
          </div>
          <form onSubmit={handleSubmit} className="flex w-full max-w-md flex-col gap-3 sm:flex-row">
            <Label htmlFor="newsletter-email" className="sr-only">
              ${esc(t.emailLabel)}
            </Label>
            <Input id="newsletter-email" type="email" required placeholder=${attr(t.emailPlaceholder)} className="h-11 bg-background" />
            <Button type="submit" size="lg" className="h-11">
              ${esc(t.subscribe)}
            </Button>
          </form>
        </div>
      </div>
    </section>
  );
}
`;
  return section(kind, content);
}

export function gallerySection({ name, copy, colour, language = 'en' }: SectionContext): Section {
  const { gallery } = SECTION_COPY[language];
  const kind = 'gallery';
  const images = copy.gallery.map((alt, index) => ({ src: `/images/gallery-${index + 1}.svg`, alt }));
  const content = `const IMAGES = ${lit(images)};

export function GallerySection() {
  return (
    <section id="gallery" aria-labelledby="gallery-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        ${heading({ id: 'gallery', eyebrow: gallery.eyebrow, title: named(gallery.title, name) })}
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {IMAGES.map((image, index) => (
            <li key={image.src} className={index === 0 ? 'lg:col-span-2 lg:row-span-2' : undefined}>
              <figure className="group h-full overflow-hidden rounded-xl border bg-muted">
                <img
                  src={image.src}
                  alt={image.alt}
                  loading="lazy"
                  width={800}
                  height={600}
                  className="aspect-[4/3] h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
`;
  return section(
    kind,
    content,
    images.map((image, index) => ({
      path: `public${image.src}`,
      content: artSvg({ colour, seed: index + 3, kind: index % 2 === 0 ? 'abstract' : 'frame' }),
    })),
  );
}
