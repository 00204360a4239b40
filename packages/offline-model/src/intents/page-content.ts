import type { DomainCopy } from '../content';
import { buildSection, type Section, type SectionContext, type SectionKind } from '../recipes/sections';
import { componentsPage } from '../recipes/shared/pages';
import type { GeneratedFile } from '../recipes/types';
import { blogPage, careersPage, legalPage, teamPage } from './bespoke-pages';

export type PageKind =
  | 'about'
  | 'contact'
  | 'pricing'
  | 'faq'
  | 'gallery'
  | 'reviews'
  | 'services'
  | 'team'
  | 'careers'
  | 'legal'
  | 'blog'
  | 'generic';

const KIND_WORDS: ReadonlyArray<readonly [PageKind, RegExp]> = [
  ['about', /\babout\b|\bour story\b|\bstory\b/i],
  ['contact', /\bcontact\b|\bget in touch\b/i],
  ['pricing', /\bpricing\b|\bprices\b|\bplans\b/i],
  ['faq', /\bfaqs?\b|\bquestions\b|\bhelp\b|\bsupport\b/i],
  ['gallery', /\bgallery\b|\bphotos\b|\bportfolio\b|\bwork\b/i],
  ['reviews', /\breviews\b|\btestimonials\b/i],
  ['services', /\bservices\b|\bfeatures\b|\bwhat we do\b/i],
  ['team', /\bteam\b|\bpeople\b|\bstaff\b/i],
  ['careers', /\bcareers?\b|\bjobs\b|\bhiring\b/i],
  ['legal', /\bprivacy\b|\bterms\b|\blegal\b|\bcookies?\b/i],
  ['blog', /\bblog\b|\bnews\b|\barticles\b|\bupdates\b/i],
];

export function pageKind(title: string): PageKind {
  return KIND_WORDS.find(([, words]) => words.test(title))?.[0] ?? 'generic';
}

const PAGE_SECTIONS: Partial<Record<PageKind, SectionKind[]>> = {
  about: ['stats', 'features', 'testimonials'],
  contact: ['contact'],
  pricing: ['pricing', 'faq'],
  faq: ['faq', 'contact'],
  gallery: ['gallery'],
  reviews: ['testimonials', 'stats'],
  services: ['features', 'steps', 'cta'],
  generic: ['features', 'cta'],
};

function headerFor(
  kind: PageKind,
  title: string,
  context: SectionContext,
): { eyebrow?: string; title: string; text?: string } {
  const { name, copy } = context;
  switch (kind) {
    case 'about':
      return { eyebrow: 'About us', title: `The story behind ${name}`, text: copy.lede };
    case 'contact':
      return { eyebrow: 'Contact', title: 'We would love to hear from you', text: copy.cta.text };
    case 'pricing':
      return {
        eyebrow: 'Pricing',
        title: 'Plans for every need',
        text: 'Clear prices, no surprises, and you can change your mind anytime.',
      };
    case 'faq':
      return {
        eyebrow: 'Help',
        title: 'Frequently asked questions',
        text: `Everything you need to know about ${name}.`,
      };
    case 'gallery':
      return { eyebrow: 'Gallery', title: title, text: `A closer look at ${name}.` };
    case 'reviews':
      return {
        eyebrow: 'Reviews',
        title: 'What our customers say',
        text: `Real words from people who chose ${name}.`,
      };
    case 'services':
      return { eyebrow: 'What we do', title: title, text: copy.lede };
    default:
      return { title, text: copy.lede };
  }
}

/** The page's component file and any section files it uses. */
export function pageFiles(
  kind: PageKind,
  component: string,
  title: string,
  context: SectionContext,
): { page: GeneratedFile; sections: Section[] } {
  const path = `src/pages/${component}.tsx`;
  const sectionKinds = PAGE_SECTIONS[kind];
  if (sectionKinds) {
    const sections = sectionKinds.map((sectionKind) => buildSection(sectionKind, context));
    return {
      page: {
        path,
        content: componentsPage({ component, header: headerFor(kind, title, context), parts: sections }),
      },
      sections,
    };
  }
  return {
    page: { path, content: bespokePage(kind, component, title, context.copy, context.name) },
    sections: [],
  };
}

function bespokePage(
  kind: PageKind,
  component: string,
  title: string,
  copy: DomainCopy,
  name: string,
): string {
  switch (kind) {
    case 'team':
      return teamPage(component, name);
    case 'careers':
      return careersPage(component, name);
    case 'blog':
      return blogPage(component, copy);
    default:
      return legalPage(component, title, name, copy.contact.email);
  }
}
