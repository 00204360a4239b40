import type { PromptLanguage } from '../language';
import type { AppLanguage } from '../locale';

/**
 * Copy for generated apps, by the kind of business the prompt is about. Written out by hand so the
 * offline model's apps read like a real site about their subject, never like lorem ipsum.
 */

export type CopyContext = {
  name: string;
  /** "Lisbon", or null: copy must read well either way. */
  place: string | null;
  /** "bakery in Lisbon", or '' when the prompt never said. */
  topic: string;
  currency: Currency;
  /**
   * The prompt as typed, when there is one: a prompt in another language has no English topic, so copy
   * that depends on the subject (a bakery's or a restaurant's) reads it.
   */
  prompt?: string;
};

export type Currency = 'USD' | 'EUR' | 'GBP';

const EURO_PLACES =
  /\b(?:lisboa|sevilla|zaragoza|bilbao|málaga|marseille|bordeaux|toulouse|lille|nantes|strasbourg|münchen|köln|frankfurt|stuttgart|düsseldorf|leipzig|dresden|wien|roma|milano|firenze|napoli|venezia|torino|bologna|genova|palermo|coimbra|braga|faro|bruxelles|lisbon|porto|portugal|paris|france|lyon|berlin|munich|hamburg|germany|madrid|barcelona|seville|valencia|spain|rome|milan|florence|naples|venice|italy|amsterdam|rotterdam|netherlands|brussels|belgium|vienna|austria|dublin|ireland|athens|greece|helsinki|finland|tallinn|riga|vilnius|bratislava|ljubljana|luxembourg|monaco)\b/i;
const POUND_PLACES =
  /\b(?:london|manchester|edinburgh|glasgow|bristol|liverpool|leeds|brighton|oxford|cambridge|uk|england|scotland|wales)\b/i;

/**
 * The currency a place (or, without one, the prompt) suggests. A prompt in one of `PromptLanguage`'s
 * languages that names no place it knows is written for that language's European users: euros.
 */
export function currencyFor(place: string | null, language: PromptLanguage | null = null): Currency {
  if (place && EURO_PLACES.test(place)) return 'EUR';
  if (place && POUND_PLACES.test(place)) return 'GBP';
  return language ? 'EUR' : 'USD';
}

/** The locales `money` formats for: where each language's apps are written for. */
export const LOCALES: Record<AppLanguage, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  pt: 'pt-PT',
  it: 'it-IT',
};

/** "$12" in English; "12 €" (with a no-break space) and "3,50 €" in the other languages. */
export function money(amount: number, currency: Currency, language: AppLanguage = 'en'): string {
  if (language !== 'en') {
    const whole = Number.isInteger(amount);
    return new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(amount);
  }
  const symbol = currency === 'EUR' ? '€' : currency === 'GBP' ? '£' : '$';
  return `${symbol}${amount}`;
}

/** A lucide-react icon name; every one used is checked by type-checking the generated apps. */
export type IconName = string;

export type Feature = { icon: IconName; title: string; text: string };
export type Step = { title: string; text: string };
export type Testimonial = { quote: string; name: string; role: string };
export type Faq = { question: string; answer: string };
export type Tier = {
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  cta: string;
  isFeatured?: boolean;
};
export type Stat = { value: string; label: string };
export type Product = { name: string; price: number; category: string; description: string; badge?: string };
export type Post = { title: string; excerpt: string; tag: string; minutes: number; body: string[] };

export type DomainCopy = {
  heroBadge: string;
  headline: string;
  lede: string;
  primaryCta: string;
  secondaryCta: string;
  features: [Feature, Feature, Feature, Feature, Feature, Feature];
  steps: [Step, Step, Step];
  testimonials: [Testimonial, Testimonial, Testimonial];
  tiers: [Tier, Tier, Tier];
  faqs: [Faq, Faq, Faq, Faq];
  stats: [Stat, Stat, Stat];
  /** Alt texts of the gallery pictures: what each one is meant to show. */
  gallery: [string, string, string, string, string, string];
  products: Product[];
  posts: Post[];
  cta: { title: string; text: string };
  newsletter: { title: string; text: string };
  /** Where contact forms say messages go. */
  contact: { email: string; phone: string; address: string; hours: string };
};

export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'app'
  );
}

export function emailFor(name: string): string {
  return `hello@${slug(name).replace(/-/g, '')}.com`;
}

/** " in Lisbon" or "": appended to sentences that work with and without a place. */
export function inPlace(place: string | null): string {
  return place ? ` in ${place}` : '';
}
