import type { DomainCopy } from '../content';
import { buildSection, type Section, type SectionContext, type SectionKind } from '../recipes/sections';
import { componentsPage } from '../recipes/shared/pages';
import type { GeneratedFile } from '../recipes/types';
import { blogPage, careersPage, legalPage, teamPage } from './bespoke-pages';
import { fill, PAGE_WORDS, type PageWords } from './page-copy';
import { FOREIGN_KIND_WORDS } from './page-words';

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

/** What a page's name says it is, in English or in one of the five other languages. */
export function pageKind(title: string): PageKind {
  const found =
    KIND_WORDS.find(([, words]) => words.test(title)) ??
    FOREIGN_KIND_WORDS.find(([, words]) => words.test(title));
  return found?.[0] ?? 'generic';
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
  words: PageWords,
): { eyebrow?: string; title: string; text?: string } {
  const { name, copy } = context;
  const named = (text: string) => fill(text, { name });
  switch (kind) {
    case 'about':
      return { eyebrow: words.about.eyebrow, title: named(words.about.title), text: copy.lede };
    case 'contact':
      return { eyebrow: words.contact.eyebrow, title: words.contact.title, text: copy.cta.text };
    case 'pricing':
      return { ...words.pricing };
    case 'faq':
      return { eyebrow: words.faq.eyebrow, title: words.faq.title, text: named(words.faq.text) };
    case 'gallery':
      return { eyebrow: words.gallery.eyebrow, title: title, text: named(words.gallery.text) };
    case 'reviews':
      return { eyebrow: words.reviews.eyebrow, title: words.reviews.title, text: named(words.reviews.text) };
    case 'services':
      return { eyebrow: words.services.eyebrow, title: title, text: copy.lede };
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
  // The app's language: the page's own words and its sections' (`SectionContext.language`).
  const words = PAGE_WORDS[context.language ?? 'en'];
  const sectionKinds = PAGE_SECTIONS[kind];
  if (sectionKinds) {
    const sections = sectionKinds.map((sectionKind) => buildSection(sectionKind, context));
    return {
      page: {
        path,
        content: componentsPage({
          component,
          header: headerFor(kind, title, context, words),
          parts: sections,
        }),
      },
      sections,
    };
  }
  return {
    page: { path, content: bespokePage(kind, component, title, context, words) },
    sections: [],
  };
}

function bespokePage(
  kind: PageKind,
  component: string,
  title: string,
  { copy, name }: { copy: DomainCopy; name: string },
  words: PageWords,
): string {
  switch (kind) {
    case 'team':
      return teamPage(component, name, words);
    case 'careers':
      return careersPage(component, name, words);
    case 'blog':
      return blogPage(component, copy, words);
    default:
      return legalPage(component, title, name, copy.contact.email, words);
  }
}
