import { buildSection, type SectionContext, type SectionKind } from './sections';
import { heroArtFor } from './shared/art';
import { headerLink } from './shared/blocks';
import { componentsPage } from './shared/pages';
import type { Recipe } from './types';

/** A one-page marketing site: the sections a visitor scrolls through, and a contact page. */
export const landingRecipe: Recipe = {
  id: 'landing',
  label: 'Landing page',
  defaultNames: ['Northwind', 'Lumen', 'Brightside', 'Fieldnote', 'Tidewater'],
  palette: { primary: '#4f46e5', accent: '#0ea5e9' },
  plan({ spec, palette, copy }) {
    const context: SectionContext = {
      name: spec.name,
      copy,
      colour: palette.primary,
      heroLinks: { primary: '#features', secondary: '/contact' },
      ctaLink: '/contact',
      heroArt: heroArtFor(spec.domain),
    };
    const home: SectionKind[] = [
      'hero',
      'stats',
      'features',
      'steps',
      'testimonials',
      'pricing',
      'faq',
      'cta',
    ];
    const sections = home.map((kind) => buildSection(kind, context));
    const contact = buildSection('contact', context);
    return {
      description: copy.lede,
      routes: [{ path: '/contact', component: 'Contact', file: 'src/pages/Contact.tsx' }],
      nav: [
        { to: '/#features', label: 'Features' },
        { to: '/#pricing', label: 'Pricing' },
        { to: '/#faq', label: 'FAQ' },
        { to: '/contact', label: 'Contact' },
      ],
      icon: 'Sparkles',
      layout: 'site',
      headerAction: headerLink('/contact', 'Get in touch'),
      files: [
        ...sections.flatMap((section) => section.files),
        ...contact.files,
        { path: 'src/pages/Index.tsx', content: componentsPage({ parts: sections }) },
        {
          path: 'src/pages/Contact.tsx',
          content: componentsPage({
            component: 'Contact',
            header: { eyebrow: 'Contact', title: `Talk to the ${spec.name} team`, text: copy.cta.text },
            parts: [contact],
          }),
        },
      ],
      highlights: [
        'a hero with your headline and two calls to action',
        'features, a three-step "how it works", testimonials, pricing tiers and an FAQ',
        'a contact page with a validated form',
      ],
      suggestions: [
        'Add a gallery section',
        'Make it dark mode',
        'Add an about page',
        'Use emerald as the primary colour',
      ],
    };
  },
};
