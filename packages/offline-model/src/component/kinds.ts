import { featureSource } from './sources/feature-card';
import { newsletterSource } from './sources/newsletter-signup';
import { pricingSource } from './sources/pricing-card';
import { statsSource } from './sources/stats-panel';
import { testimonialSource } from './sources/testimonial-card';

/**
 * The components the offline model writes for a component project (`sources/`, one file each), as
 * TSX a person would write: each renders well with no props at all (so `<X />` dropped into another
 * page looks finished), takes typed props for its content, uses the template's ui kit and theme
 * tokens, and nothing else.
 */

/** A kind of component the offline model can write, picked by the prompt's words. */
export type ComponentKind = {
  id: 'pricing' | 'testimonial' | 'newsletter' | 'stats' | 'feature';
  label: string;
  words: RegExp;
  defaultName: string;
  source(name: string, description: string): string;
  /** One sentence for the showcase page and the doc comment. */
  description: string;
  /** The showcase's examples: JSX using the component (`C` stands for its name). */
  examples: (C: string) => { title: string; jsx: string }[];
  highlights: string[];
  suggestions: [string, string, string, ...string[]];
};

const KINDS: readonly ComponentKind[] = [
  {
    id: 'pricing',
    label: 'pricing card',
    words: /\b(?:pric(?:e|es|ing)|plans?|tiers?|subscriptions?)\b/i,
    defaultName: 'Pricing Card',
    source: pricingSource,
    description: 'A plan with its price, what it includes and a call to action.',
    examples: (C) => [
      {
        title: 'Plans side by side',
        jsx: `<div className="grid w-full max-w-4xl justify-items-center gap-6 md:grid-cols-3">
            <${C} plan="Starter" price={0} description="For trying things out." features={['1 project', 'Community support']} cta="Start free" />
            <${C} isHighlighted />
            <${C} plan="Team" price={79} description="For teams shipping every week." features={['Everything in Pro', 'Roles and permissions', 'SSO']} cta="Contact sales" />
          </div>`,
      },
    ],
    highlights: [
      'plan name, price and period, a feature list with check marks and a call-to-action button',
      'an `isHighlighted` variant with a "Most popular" badge',
    ],
    suggestions: ['Add a yearly billing toggle', 'Make the highlighted plan purple', 'Add a free trial note'],
  },
  {
    id: 'testimonial',
    label: 'testimonial card',
    words: /\b(?:testimonials?|reviews?|quotes?|feedback)\b/i,
    defaultName: 'Testimonial Card',
    source: testimonialSource,
    description: 'A customer quote with a star rating, the author and their role.',
    examples: (C) => [
      {
        title: 'Quotes',
        jsx: `<div className="grid w-full max-w-4xl justify-items-center gap-6 md:grid-cols-2">
            <${C} />
            <${C} quote="Support answered in minutes, every single time." author="Jonas Berg" role="Operations lead, Fjord Co." rating={4} />
          </div>`,
      },
    ],
    highlights: [
      'a quote with a star rating (announced to screen readers)',
      "the author's initials, name and role",
    ],
    suggestions: ['Add a company logo', 'Make it a carousel of quotes', 'Use a larger quote font'],
  },
  {
    id: 'newsletter',
    label: 'newsletter sign-up',
    words: /\b(?:newsletter|subscribe|sign[- ]?up|signup|mailing list|email)\b/i,
    defaultName: 'Newsletter Signup',
    source: newsletterSource,
    description: 'An email sign-up form with a labelled field and a thank-you state.',
    examples: (C) => [{ title: 'Sign-up form', jsx: `<${C} />` }],
    highlights: [
      'a labelled email field and a submit button',
      'a thank-you message once subscribed, and an `onSubscribe` callback',
    ],
    suggestions: ['Add a privacy note', 'Make the button full width on phones', 'Add a name field'],
  },
  {
    id: 'stats',
    label: 'stats panel',
    words: /\b(?:stats?|statistics|kpis?|metrics?|numbers|counters?)\b/i,
    defaultName: 'Stats Panel',
    source: statsSource,
    description: 'Key numbers with their trend this month, in a responsive grid.',
    examples: (C) => [{ title: 'Key numbers', jsx: `<${C} />` }],
    highlights: ['three key numbers in cards, one column on phones', 'green or red trends with arrows'],
    suggestions: ['Add a sparkline to each card', 'Add a fourth stat', 'Use the accent colour for trends'],
  },
];

export const FEATURE_KIND: ComponentKind = {
  id: 'feature',
  label: 'feature card',
  words: /\b(?:features?|cards?|benefits?)\b/i,
  defaultName: 'Feature Card',
  source: featureSource,
  description: 'An icon, a title and a short description, for feature grids.',
  examples: (C) => [
    {
      title: 'Feature grid',
      jsx: `<div className="grid w-full max-w-4xl justify-items-center gap-6 md:grid-cols-3">
            <${C} />
            <${C} title="Private by default" description="Your data stays yours: encrypted at rest and in transit." />
            <${C} title="Works offline" description="Keep going on a plane; everything syncs when you land." />
          </div>`,
    },
  ],
  highlights: ['an icon, a title and a description, with an optional body', 'a soft hover shadow'],
  suggestions: ['Add a "Learn more" link', 'Make the icon circle larger', 'Add a badge for new features'],
};

/** The kind a prompt asks for; the feature card when none matches (`isExact` false). */
export function pickComponentKind(prompt: string): { kind: ComponentKind; isExact: boolean } {
  const kind = KINDS.find((item) => item.words.test(prompt));
  if (kind) return { kind, isExact: true };
  return { kind: FEATURE_KIND, isExact: FEATURE_KIND.words.test(prompt) };
}
