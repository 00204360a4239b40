import type { DomainCopy } from '../../content';
import type { AppLanguage } from '../../locale';
import type { ArtKind } from '../shared/art';
import { jsxText } from '../shared/ts-literal';
import type { GeneratedFile } from '../types';

export const SECTION_KINDS = [
  'hero',
  'features',
  'steps',
  'stats',
  'testimonials',
  'pricing',
  'faq',
  'contact',
  'gallery',
  'newsletter',
  'cta',
  'ai-summary',
  'ai-chat',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export type SectionContext = {
  name: string;
  copy: DomainCopy;
  /** The primary colour, for artwork. */
  colour: string;
  /** Where the hero's two buttons go; in-page anchors by default. */
  heroLinks?: { primary: string; secondary: string };
  /** Where the call-to-action band's button goes; `#contact` by default. */
  ctaLink?: string;
  /** The hero picture's motif (a plate for a restaurant, a landscape for travel...). */
  heroArt?: ArtKind;
  /** The language the sections' own words are in (`SECTION_COPY`); English by default. */
  language?: AppLanguage;
};

export type Section = {
  kind: SectionKind;
  /** `FeaturesSection`. */
  component: string;
  /** `src/components/sections/features-section.tsx`. */
  path: string;
  /** The component file first, then any images it shows. */
  files: GeneratedFile[];
};

export function sectionPath(kind: SectionKind): string {
  return `src/components/sections/${kind}-section.tsx`;
}

export function sectionComponent(kind: SectionKind): string {
  const words = kind.split('-').map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`);
  return `${words.join('')}Section`;
}

/** A section whose component file is `content`, with the images it shows after it. */
export function section(kind: SectionKind, content: string, images: GeneratedFile[] = []): Section {
  return {
    kind,
    component: sectionComponent(kind),
    path: sectionPath(kind),
    files: [{ path: sectionPath(kind), content }, ...images],
  };
}

/** The eyebrow, heading and intro every section opens with; the heading labels the section. */
export function heading({
  id,
  eyebrow,
  title,
  text,
  align = 'center',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  text?: string;
  align?: 'center' | 'left';
}): string {
  const box = align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl';
  return `<div className="${box}">
${eyebrow ? `          <p className="text-sm font-semibold tracking-wide text-primary uppercase">${esc(eyebrow)}</p>\n` : ''}          <h2 id="${id}-title" className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            ${esc(title)}
          </h2>
${text ? `          <p className="mt-4 text-lg text-pretty text-muted-foreground">${esc(text)}</p>\n` : ''}        </div>`;
}

/** A string as JSX text: the sections' name for `jsxText`. */
export const esc = jsxText;
