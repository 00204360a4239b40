import { contactSection, gallerySection, newsletterSection } from './forms';
import { heroSection } from './hero';
import { ctaSection, featuresSection, statsSection, stepsSection } from './marketing';
import { faqSection, pricingSection, testimonialsSection } from './social';
import type { Section, SectionContext, SectionKind } from './types';

export * from './types';

const SECTIONS: Record<SectionKind, (context: SectionContext) => Section> = {
  hero: heroSection,
  features: featuresSection,
  steps: stepsSection,
  stats: statsSection,
  testimonials: testimonialsSection,
  pricing: pricingSection,
  faq: faqSection,
  contact: contactSection,
  gallery: gallerySection,
  newsletter: newsletterSection,
  cta: ctaSection,
};

export function buildSection(kind: SectionKind, context: SectionContext): Section {
  return SECTIONS[kind](context);
}

/** A home page made of sections, in order. */
export function sectionsPage(
  sections: Section[],
  { before = '', after = '' }: { before?: string; after?: string } = {},
): string {
  const imports = sections
    .map(
      (section) =>
        `import { ${section.component} } from '@/${section.path.replace(/^src\//, '').replace(/\.tsx$/, '')}';`,
    )
    .sort();
  return `${imports.join('\n')}

export default function Index() {
  return (
    <>
${before}${sections.map((section) => `      <${section.component} />`).join('\n')}
${after}    </>
  );
}
`;
}
