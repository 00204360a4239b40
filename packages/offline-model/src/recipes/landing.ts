import { domainLanguages, someDomainLanguages } from '../content';
import type { AppLanguage } from '../locale';
import { buildSection, type SectionContext, type SectionKind } from './sections';
import { named } from './sections/section-copy';
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
  languages: someDomainLanguages(),
  languagesFor: (spec) => domainLanguages(spec.domain),
  plan({ spec, palette, copy, language }) {
    const t = LANDING_COPY[language];
    const context: SectionContext = {
      language,
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
        { to: '/#features', label: t.features },
        { to: '/#pricing', label: t.pricing },
        { to: '/#faq', label: t.faq },
        { to: '/contact', label: t.contact },
      ],
      icon: 'Sparkles',
      layout: 'site',
      headerAction: headerLink('/contact', t.getInTouch),
      files: [
        ...sections.flatMap((section) => section.files),
        ...contact.files,
        { path: 'src/pages/Index.tsx', content: componentsPage({ parts: sections }) },
        {
          path: 'src/pages/Contact.tsx',
          content: componentsPage({
            component: 'Contact',
            header: {
              eyebrow: t.contact,
              title: named(t.talkTo, spec.name),
              text: copy.cta.text,
            },
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

/** The landing page's own words: its menu, header button and contact page. */
const LANDING_COPY: Record<
  AppLanguage,
  { features: string; pricing: string; faq: string; contact: string; getInTouch: string; talkTo: string }
> = {
  en: {
    features: 'Features',
    pricing: 'Pricing',
    faq: 'FAQ',
    contact: 'Contact',
    getInTouch: 'Get in touch',
    talkTo: 'Talk to the {name} team',
  },
  es: {
    features: 'Ventajas',
    pricing: 'Precios',
    faq: 'Preguntas',
    contact: 'Contacto',
    getInTouch: 'Contactar',
    talkTo: 'Habla con el equipo de {name}',
  },
  fr: {
    features: 'Atouts',
    pricing: 'Tarifs',
    faq: 'FAQ',
    contact: 'Contact',
    getInTouch: 'Nous écrire',
    talkTo: 'Parlez à l’équipe {name}',
  },
  de: {
    features: 'Vorteile',
    pricing: 'Preise',
    faq: 'FAQ',
    contact: 'Kontakt',
    getInTouch: 'Kontakt aufnehmen',
    talkTo: 'Sprechen Sie mit dem Team von {name}',
  },
  pt: {
    features: 'Vantagens',
    pricing: 'Preços',
    faq: 'Perguntas',
    contact: 'Contacto',
    getInTouch: 'Fale connosco',
    talkTo: 'Fale com a equipa {name}',
  },
  it: {
    features: 'Vantaggi',
    pricing: 'Prezzi',
    faq: 'FAQ',
    contact: 'Contatti',
    getInTouch: 'Contattaci',
    talkTo: 'Parla con il team di {name}',
  },
};
