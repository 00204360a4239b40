import { aiChatSection, aiSummarySection } from './ai';
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
  'ai-summary': aiSummarySection,
  'ai-chat': aiChatSection,
};

export function buildSection(kind: SectionKind, context: SectionContext): Section {
  return SECTIONS[kind](context);
}
